/**
 * Item 3 of issue 34 (decision 086): each scheduled run, after the live scrape, spends a few requests
 * (BACKFILL_REQUESTS_PER_RUN) on the history's gaps, newest first, so a site deployed with only the bundled year
 * converges to what the sources hold with no manual step. Only the sources behind the site's enabled
 * `loteriasdominicanas-api` scrapers are asked, at their URLs.
 */
import type { Db } from '../../../db/client.ts';
import { purgeBackfillRequests } from '../../../db/queries/backfill.ts';
import { listScrapers } from '../../../db/queries/scrapers.ts';
import { addDays, dominicanDate } from '../../lib/dates.ts';
import type { Fetcher } from '../scraping/run-scrape.ts';
import { runBackfill, type BackfillReport } from './engine.ts';
import { createPacer, DEFAULT_INTERVAL_MS, type Clock } from './pacer.ts';
import { planGaps } from './plan.ts';
import { sourcesFromScraperUrls } from './sources.ts';

/** Days back from today the budget starts at: yesterday and today are the live scrape's. */
const NEWEST_GAP_DAYS = 2;
/** How long the request log is kept (the admin reads the last 24 h). */
const LOG_DAYS = 7;

export interface BudgetOptions {
  /** Requests this run may spend (each date is one request: no retry within a run; 0: nothing). */
  requests: number;
  now?: Date;
  intervalMs?: number;
  clock?: Clock;
}

/**
 * Asks up to `requests` of the newest gaps (source × date lacking a due draw, not in the ledger) and stores their
 * draws. A failed answer (429, 5xx, refused page) ends this run's budget: that date stays a gap for the next run.
 * @returns the run's report, or null when the budget is 0 or there is no gap.
 */
export async function spendBackfillBudget(
  db: Db,
  fetcher: Fetcher,
  options: BudgetOptions,
): Promise<BackfillReport | null> {
  if (options.requests <= 0) return null;
  const now = options.now ?? new Date();
  const scrapers = (await listScrapers(db)).filter((s) => s.enabled && s.config.adapter === 'loteriasdominicanas-api');
  const sources = sourcesFromScraperUrls(scrapers.map((s) => s.url));
  const newest = addDays(dominicanDate(now), -NEWEST_GAP_DAYS);
  const items = await planGaps(db, sources, newest, options.requests);
  if (items.length === 0) return null;
  const pacer = createPacer(fetcher, {
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    maxRetries: 0,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const report = await runBackfill(db, items, { fetcher: pacer.fetch, stopOnFailure: true });
  await purgeBackfillRequests(db, new Date(now.getTime() - LOG_DAYS * 86_400_000));
  return report;
}
