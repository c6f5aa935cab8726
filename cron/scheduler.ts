/**
 * Which scrapers are due, and running them. The Vercel cron handler and the local in-process loop
 * (via /api/cron/scrape) both call `runDueScrapers`.
 */
import type { Db } from '../db/client.ts';
import { isAutomaticScrapingOn } from '../db/queries/app-state.ts';
import { listScrapers, type ScraperRow } from '../db/queries/scrapers.ts';
import { runScraper, type Fetcher, type RunSummary } from './run-scrape.ts';

/** A run still marked `running` after this long (ms) is taken as dead (the process was stopped). */
export const STALE_RUN_MS = 10 * 60_000;

/** Whether `scraper` should run at `now`: enabled, not running, and `frequency` seconds past its last run. */
export function isDue(scraper: ScraperRow, now: Date): boolean {
  if (!scraper.enabled) return false;
  const since = scraper.lastRun ? now.getTime() - scraper.lastRun.getTime() : Infinity;
  if (scraper.status === 'running' && since < STALE_RUN_MS) return false;
  return since >= scraper.frequency * 1000;
}

export interface DueRunReport {
  ran: { scraperId: number; name: string; summary: RunSummary }[];
  changedGameIds: string[];
  skipped?: 'automatic-off';
}

/** Runs every due scraper one after the other (sources are few; sequential keeps the load polite). */
export async function runDueScrapers(db: Db, fetcher: Fetcher, now = new Date()): Promise<DueRunReport> {
  if (!(await isAutomaticScrapingOn(db))) return { ran: [], changedGameIds: [], skipped: 'automatic-off' };
  const due = (await listScrapers(db)).filter((s) => isDue(s, now));
  const ran: DueRunReport['ran'] = [];
  for (const scraper of due) {
    ran.push({ scraperId: scraper.id, name: scraper.name, summary: await runScraper(db, scraper, fetcher) });
  }
  return { ran, changedGameIds: [...new Set(ran.flatMap((r) => r.summary.changedGameIds))] };
}
