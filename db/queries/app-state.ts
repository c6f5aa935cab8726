/** Key-value app state (e.g. whether the automatic scraping system is running). */
import { eq } from 'drizzle-orm';
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
