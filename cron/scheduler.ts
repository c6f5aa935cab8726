/**
 * Which scrapers are due, and running them. The Vercel cron handler and the local in-process loop
 * (via /api/cron/scrape) both call `runDueScrapers`.
 */
import type { Db } from '../db/client.ts';
import { isAutomaticScrapingOn } from '../db/queries/app-state.ts';
import { listScrapers, type ScraperRow } from '../db/queries/scrapers.ts';
import { nextRunAt } from '../src/lib/scraper-schedule.ts';
import { ApiError } from '../src/server/errors.ts';
import { RUN_TIMEOUT_MS } from '../src/server/services/scrapers.ts';
import { runScraper, type Fetcher, type RunSummary } from './run-scrape.ts';

/**
 * Whether `scraper` should run at `now`: enabled, no run started less than RUN_TIMEOUT_MS ago, and
 * `frequency` seconds past its last run. (`claimRun` re-checks the run atomically when it starts.)
 */
export function isDue(scraper: ScraperRow, now: Date): boolean {
  if (!scraper.enabled) return false;
  const running = scraper.status === 'running' && scraper.runStartedAt !== null;
  if (running && now.getTime() - (scraper.runStartedAt as Date).getTime() < RUN_TIMEOUT_MS) return false;
  return now.getTime() >= nextRunAt(scraper.lastRun?.getTime() ?? null, scraper.frequency);
}

export interface DueRunReport {
  ran: { scraperId: number; name: string; summary: RunSummary }[];
  changedGameIds: string[];
  skipped?: 'automatic-off';
}

/**
 * Runs every due scraper one after the other (sources are few; sequential keeps the load polite). A
 * scraper another caller claimed in the meantime is left to that caller.
 */
export async function runDueScrapers(db: Db, fetcher: Fetcher, now = new Date()): Promise<DueRunReport> {
  if (!(await isAutomaticScrapingOn(db))) return { ran: [], changedGameIds: [], skipped: 'automatic-off' };
  const due = (await listScrapers(db)).filter((s) => isDue(s, now));
  const ran: DueRunReport['ran'] = [];
  for (const scraper of due) {
    try {
      ran.push({ scraperId: scraper.id, name: scraper.name, summary: await runScraper(db, scraper, fetcher) });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
    }
  }
  return { ran, changedGameIds: [...new Set(ran.flatMap((r) => r.summary.changedGameIds))] };
}
