/** Key-value app state (e.g. whether the automatic scraping system is running). */
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appState } from '../schema/index.ts';

const AUTOMATIC_SCRAPING = 'scraping.automatic';

/** The automatic scraping system's flag; running unless an admin stopped it. */
export async function isAutomaticScrapingOn(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appState).where(eq(appState.key, AUTOMATIC_SCRAPING));
  return row ? row.value === true : true;
}

export async function setAutomaticScraping(db: Db, on: boolean): Promise<void> {
  await db
    .insert(appState)
    .values({ key: AUTOMATIC_SCRAPING, value: on })
    .onConflictDoUpdate({ target: appState.key, set: { value: on, updatedAt: new Date() } });
}

const POSTS_SEEDED = 'posts.seeded';

/** Whether the seed posts were stored once (a seed post an admin deletes later stays deleted). */
export async function arePostsSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appState).where(eq(appState.key, POSTS_SEEDED));
  return row?.value === true;
}

/** Records that the seed posts were stored. */
export async function markPostsSeeded(db: Db): Promise<void> {
  await db.insert(appState).values({ key: POSTS_SEEDED, value: true }).onConflictDoNothing();
}

/**
 * Claims the periodic task `key` at `now` when its last claim is at least `intervalMs` old (or it never ran): one
 * conditional upsert, so of two callers at once only one gets it.
 * @returns whether this caller claimed it.
 */
export async function claimPeriodic(db: Db, key: string, now: Date, intervalMs: number): Promise<boolean> {
  const claimed = await db
    .insert(appState)
    .values({ key, value: true, updatedAt: now })
    .onConflictDoUpdate({
      target: appState.key,
      set: { updatedAt: now },
      setWhere: lte(appState.updatedAt, new Date(now.getTime() - intervalMs)),
    })
    .returning({ key: appState.key });
  return claimed.length === 1;
}
