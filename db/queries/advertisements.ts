/** Queries on `advertisements` and `ad_events`: list, insert, update, and the once-per-view counters. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  adEvents,
  advertisements,
  type AdEventKind,
  type AdvertisementRow,
  type NewAdvertisement,
} from '../schema/index.ts';

/** Enabled advertisements, oldest first (ties in the display order keep it); date window, cap and page scope are applied by the caller. */
export const listEnabledAds = (db: Db): Promise<AdvertisementRow[]> =>
  db.select().from(advertisements).where(eq(advertisements.enabled, true)).orderBy(asc(advertisements.id));

/** Every advertisement, newest first (the admin list). */
export const listAllAds = (db: Db): Promise<AdvertisementRow[]> =>
  db.select().from(advertisements).orderBy(desc(advertisements.id));

/** Deletes one advertisement (its counted events go with it); returns the deleted row, or undefined. */
export async function deleteAdRow(db: Db, id: number): Promise<AdvertisementRow | undefined> {
  const [row] = await db.delete(advertisements).where(eq(advertisements.id, id)).returning();
  return row;
}

/** One advertisement, or undefined. */
export async function findAd(db: Db, id: number): Promise<AdvertisementRow | undefined> {
  const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  return row;
}

/** Stores one advertisement and returns the stored row. */
export async function insertAd(db: Db, ad: NewAdvertisement): Promise<AdvertisementRow> {
  const [row] = await db.insert(advertisements).values(ad).returning();
  if (!row) throw new Error('insert into advertisements returned no row');
  return row;
}

/** Changes the given fields of one advertisement; returns the new row, or undefined when `id` is unknown. */
export async function updateAd(
  db: Db,
  id: number,
  changes: Partial<NewAdvertisement>,
): Promise<AdvertisementRow | undefined> {
  const [row] = await db.update(advertisements).set(changes).where(eq(advertisements.id, id)).returning();
  return row;
}

/** Records that a page view saw or clicked an ad; false when that view already counted this kind for this ad. */
export async function insertAdEvent(db: Db, adId: number, viewToken: string, kind: AdEventKind): Promise<boolean> {
  const rows = await db
    .insert(adEvents)
    .values({ adId, viewToken, kind })
    .onConflictDoNothing()
    .returning({ id: adEvents.id });
  return rows.length > 0;
}

/** Adds one to an ad's impression or click counter in a single `UPDATE ... SET n = n + 1`. */
export async function incrementAdCounter(db: Db, adId: number, kind: AdEventKind): Promise<void> {
  const column = kind === 'impression' ? advertisements.currentImpressions : advertisements.currentClicks;
  const key = kind === 'impression' ? 'currentImpressions' : 'currentClicks';
  await db
    .update(advertisements)
    .set({ [key]: sql`${column} + 1` })
    .where(eq(advertisements.id, adId));
}
