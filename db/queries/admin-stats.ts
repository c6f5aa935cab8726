/** Counts for the admin dashboard. */
import { count, max, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { advertisements, logs, posts, scrapers } from '../schema/index.ts';

/** Posts, scrapers and ads (total and enabled), log entries, and the latest scraper run time (`null` before any run). */
export async function dashboardCounts(db: Db) {
  const [scraperCounts] = await db
    .select({
      total: count(),
      enabled: sql<number>`count(*) filter (where ${scrapers.enabled})`.mapWith(Number),
      lastRun: max(scrapers.lastRun),
    })
    .from(scrapers);
  const [logCount] = await db.select({ n: count() }).from(logs);
  const [postCount] = await db.select({ n: count() }).from(posts);
  const [adCounts] = await db
    .select({ total: count(), enabled: sql<number>`count(*) filter (where ${advertisements.enabled})`.mapWith(Number) })
    .from(advertisements);
  return {
    totalPosts: postCount?.n ?? 0,
    totalAds: adCounts?.total ?? 0,
    activeAds: adCounts?.enabled ?? 0,
    totalScrapers: scraperCounts?.total ?? 0,
    activeScrapers: scraperCounts?.enabled ?? 0,
    lastRun: scraperCounts?.lastRun ?? null,
    totalLogs: logCount?.n ?? 0,
  };
}
