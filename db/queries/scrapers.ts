/** Queries on `scrapers` and `scrape_runs`. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { scrapeRuns, scrapers, type ScraperConfig, type ScraperStatus } from '../schema/index.ts';

export type ScraperRow = typeof scrapers.$inferSelect;
export type NewScraper = typeof scrapers.$inferInsert;
export type ScrapeRunRow = typeof scrapeRuns.$inferSelect;
export type NewScrapeRun = typeof scrapeRuns.$inferInsert;

export const listScrapers = (db: Db): Promise<ScraperRow[]> => db.select().from(scrapers).orderBy(asc(scrapers.id));

/** Inserts the scrapers whose names are not stored yet; returns how many were added. */
export async function ensureScrapers(db: Db, defaults: readonly NewScraper[]): Promise<number> {
  const added = await db.insert(scrapers).values([...defaults]).onConflictDoNothing({ target: scrapers.name }).returning({ id: scrapers.id });
  return added.length;
}

/** Sets a scraper's status, and with it the last run time and error message. */
export async function setScraperStatus(db: Db, id: number, status: ScraperStatus, fields: { lastRun?: Date; errorMessage?: string | null } = {}) {
  await db.update(scrapers).set({ status, ...fields }).where(eq(scrapers.id, id));
}

export async function recordRun(db: Db, run: NewScrapeRun): Promise<ScrapeRunRow> {
  const [row] = await db.insert(scrapeRuns).values(run).returning();
  return row as ScrapeRunRow;
}

/** The newest runs, newest first (at most `limit`). */
export const recentRuns = (db: Db, limit: number): Promise<ScrapeRunRow[]> =>
  db.select().from(scrapeRuns).orderBy(desc(scrapeRuns.startedAt)).limit(limit);

export const countScrapers = async (db: Db): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(scrapers))[0]?.n ?? 0;

export type { ScraperConfig };
