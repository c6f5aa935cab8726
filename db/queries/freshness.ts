/** Reads behind the site's freshness: the live sources' recent runs and today's draws (stored or being drawn). */
import { and, eq, gt, isNotNull, max, min } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, drawsInProgress, scrapeRuns } from '../schema/index.ts';

/**
 * When the last successful scraper run started, and the first failed one after it (null when none): runs of
 * scrapers only (scheduled or run by an admin), never the bundled import.
 */
export async function scraperRunTimes(db: Db): Promise<{ lastSuccessAt: Date | null; failingSince: Date | null }> {
  const [ok] = await db
    .select({ at: max(scrapeRuns.startedAt) })
    .from(scrapeRuns)
    .where(and(isNotNull(scrapeRuns.scraperId), eq(scrapeRuns.status, 'ok')));
  const lastSuccessAt = ok?.at ?? null;
  const [failed] = await db
    .select({ at: min(scrapeRuns.startedAt) })
    .from(scrapeRuns)
    .where(
      and(
        isNotNull(scrapeRuns.scraperId),
        eq(scrapeRuns.status, 'error'),
        lastSuccessAt ? gt(scrapeRuns.startedAt, lastSuccessAt) : undefined,
      ),
    );
  return { lastSuccessAt, failingSince: failed?.at ?? null };
}

/** When the newest draw of `drawDate` ("YYYY-MM-DD") was stored, and when a source last showed one being drawn. */
export async function drawDayTimes(
  db: Db,
  drawDate: string,
): Promise<{ storedAt: Date | null; inProgressAt: Date | null }> {
  const [stored] = await db
    .select({ at: max(draws.createdAt) })
    .from(draws)
    .where(eq(draws.drawDate, drawDate));
  const [seen] = await db
    .select({ at: max(drawsInProgress.seenAt) })
    .from(drawsInProgress)
    .where(eq(drawsInProgress.drawDate, drawDate));
  return { storedAt: stored?.at ?? null, inProgressAt: seen?.at ?? null };
}
