/** Queries on `scrapers` and `scrape_runs`. */
import { and, asc, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { scrapeRuns, scrapers } from '../schema/index.ts';

export type ScraperRow = typeof scrapers.$inferSelect;
export type NewScraper = typeof scrapers.$inferInsert;
export type ScrapeRunRow = typeof scrapeRuns.$inferSelect;
export type NewScrapeRun = typeof scrapeRuns.$inferInsert;

export const listScrapers = (db: Db): Promise<ScraperRow[]> => db.select().from(scrapers).orderBy(asc(scrapers.id));

/** Inserts the scrapers whose names are not stored yet; returns how many were added. */
export async function ensureScrapers(db: Db, defaults: readonly NewScraper[]): Promise<number> {
  const added = await db
    .insert(scrapers)
    .values([...defaults])
    .onConflictDoNothing({ target: scrapers.name })
    .returning({ id: scrapers.id });
  return added.length;
}

/**
 * Marks scraper `id` running since `now`, in one conditional UPDATE, unless it is running already with a
 * run that started after `staleBefore`. Returns whether this caller got the run.
 */
export async function markRunning(db: Db, id: number, now: Date, staleBefore: Date): Promise<boolean> {
  const claimed = await db
    .update(scrapers)
    .set({ status: 'running', runStartedAt: now })
    .where(
      and(
        eq(scrapers.id, id),
        or(ne(scrapers.status, 'running'), isNull(scrapers.runStartedAt), lt(scrapers.runStartedAt, staleBefore)),
      ),
    )
    .returning({ id: scrapers.id });
  return claimed.length === 1;
}

/**
 * Ends scraper `id`'s run: its new status, last run time and error message, and (when given) its page's validators
 * and the time before which it does not run again; clears the run start.
 */
export async function markFinished(
  db: Db,
  id: number,
  fields: {
    status: 'active' | 'error';
    lastRun: Date;
    errorMessage: string | null;
    etag?: string | null;
    lastModified?: string | null;
    retryAt?: Date | null;
  },
): Promise<void> {
  await db
    .update(scrapers)
    .set({ ...fields, runStartedAt: null })
    .where(eq(scrapers.id, id));
}

/** Sets every scraper marked running to `error` with `reason`; returns their ids. */
export async function failRunning(db: Db, reason: string): Promise<number[]> {
  const rows = await db
    .update(scrapers)
    .set({ status: 'error', errorMessage: reason, runStartedAt: null })
    .where(eq(scrapers.status, 'running'))
    .returning({ id: scrapers.id });
  return rows.map((r) => r.id);
}

export async function recordRun(db: Db, run: NewScrapeRun): Promise<ScrapeRunRow> {
  const [row] = await db.insert(scrapeRuns).values(run).returning();
  return row as ScrapeRunRow;
}

/** Records many runs in one statement. */
export async function recordRuns(db: Db, runs: readonly NewScrapeRun[]): Promise<void> {
  if (runs.length > 0) await db.insert(scrapeRuns).values([...runs]);
}

/** Stores one scraper and returns the stored row. */
export async function insertScraperRow(db: Db, scraper: NewScraper): Promise<ScraperRow> {
  const [row] = await db.insert(scrapers).values(scraper).returning();
  if (!row) throw new Error('insert into scrapers returned no row');
  return row;
}

/** Changes the given fields of one scraper; the new row, or undefined for an unknown id. */
export async function updateScraperRow(
  db: Db,
  id: number,
  changes: Partial<NewScraper>,
): Promise<ScraperRow | undefined> {
  const [row] = await db.update(scrapers).set(changes).where(eq(scrapers.id, id)).returning();
  return row;
}

/** Deletes one scraper (its runs go with it); the deleted row, or undefined. */
export async function deleteScraperRow(db: Db, id: number): Promise<ScraperRow | undefined> {
  const [row] = await db.delete(scrapers).where(eq(scrapers.id, id)).returning();
  return row;
}

/** One scraper, or undefined. */
export async function findScraper(db: Db, id: number): Promise<ScraperRow | undefined> {
  const [row] = await db.select().from(scrapers).where(eq(scrapers.id, id));
  return row;
}

/** The `limit` latest runs of one scraper, newest first. */
export const scraperRuns = (db: Db, scraperId: number, limit: number): Promise<ScrapeRunRow[]> =>
  db
    .select()
    .from(scrapeRuns)
    .where(eq(scrapeRuns.scraperId, scraperId))
    .orderBy(desc(scrapeRuns.startedAt))
    .limit(limit);
