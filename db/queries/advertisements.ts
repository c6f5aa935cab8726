/** Queries on `advertisements` and `ad_impressions`: list, insert, update, and the guarded counters. */
import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  adImpressions,
  advertisements,
  type AdvertisementRow,
  type NewAdImpression,
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

/** The ad is live at `now`: enabled and inside its date window (both ends inclusive, like `inDateWindow`). */
const liveAt = (now: Date) =>
  and(
    eq(advertisements.enabled, true),
    or(isNull(advertisements.startDate), lte(advertisements.startDate, now)),
    or(isNull(advertisements.endDate), gte(advertisements.endDate, now)),
  );

/**
 * Adds one impression to ad `adId` only while it is live at `now` and under its impression cap, in a single
 * guarded `UPDATE ... SET current_impressions = current_impressions + 1` (the row lock makes parallel callers
 * re-check the cap, so a cap of N admits N). @returns whether it counted.
 */
export async function countLiveImpression(db: Db, adId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(advertisements)
    .set({ currentImpressions: sql`${advertisements.currentImpressions} + 1` })
    .where(
      and(
        eq(advertisements.id, adId),
        liveAt(now),
        or(isNull(advertisements.maxImpressions), lt(advertisements.currentImpressions, advertisements.maxImpressions)),
      ),
    )
    .returning({ id: advertisements.id });
  return rows.length > 0;
}

/** Adds one click to ad `adId` only while it is live at `now`, in one guarded `UPDATE`. @returns whether it counted. */
export async function countLiveClick(db: Db, adId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(advertisements)
    .set({ currentClicks: sql`${advertisements.currentClicks} + 1` })
    .where(and(eq(advertisements.id, adId), liveAt(now)))
    .returning({ id: advertisements.id });
  return rows.length > 0;
}

/** Stores one counted impression (its id is the click token's `jti`). */
export async function insertImpression(db: Db, impression: NewAdImpression): Promise<void> {
  await db.insert(adImpressions).values(impression);
}

/**
 * Marks impression `id` of ad `adId` clicked at `at`, only if it was not clicked yet: one `UPDATE ... WHERE
 * clicked_at IS NULL`, so of parallel replays exactly one gets the row. @returns whether this call marked it.
 */
export async function markImpressionClicked(db: Db, id: string, adId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(adImpressions)
    .set({ clickedAt: at })
    .where(and(eq(adImpressions.id, id), eq(adImpressions.adId, adId), isNull(adImpressions.clickedAt)))
    .returning({ id: adImpressions.id });
  return rows.length > 0;
}

/** How many impressions of ad `adId` were counted at or after `since`. */
export async function countImpressionsSince(db: Db, adId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adImpressions)
    .where(and(eq(adImpressions.adId, adId), gte(adImpressions.createdAt, since)));
  return row?.n ?? 0;
}

/** Deletes the impressions counted before `before`. */
export async function deleteImpressionsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(adImpressions).where(lt(adImpressions.createdAt, before));
}
