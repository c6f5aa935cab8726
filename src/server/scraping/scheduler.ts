/**
 * Which scrapers are due, and running them. The Vercel cron handler and the local in-process loop
 * (via /api/cron/scrape) both call `runDueScrapers`.
 */
import type { Db } from '../../../db/client.ts';
import { isAutomaticScrapingOn } from '../../../db/queries/app-state.ts';
import { listScrapers, type ScraperRow } from '../../../db/queries/scrapers.ts';
import { gamesBySourceUrl, gamesDrawnOn } from '../../../db/queries/draws.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { addDays, dominicanDate } from '../../lib/dates.ts';
import { awaitingDraw, nextRunAt, POLL_INTERVAL_S } from '../../lib/scraper-schedule.ts';
import { ApiError } from '../errors.ts';
import { RUN_TIMEOUT_MS } from '../services/scrapers.ts';
import { runScraper, type Fetcher, type RunSummary } from './run-scrape.ts';

/**
 * Whether `scraper` should run at `now`: enabled, past the `retryAt` its source asked for (a 429 or 5xx), no run
 * started less than RUN_TIMEOUT_MS ago, and
 * `frequency` seconds past its last run; or, while a draw it covers is `awaiting` (past its time, not stored),
 * POLL_INTERVAL_S past its last run. (`claimRun` re-checks the run atomically when it starts.)
 */
export function isDue(scraper: ScraperRow, now: Date, awaiting = false): boolean {
  if (!scraper.enabled) return false;
  if (scraper.retryAt && now < scraper.retryAt) return false;
  const running = scraper.status === 'running' && scraper.runStartedAt !== null;
  if (running && now.getTime() - (scraper.runStartedAt as Date).getTime() < RUN_TIMEOUT_MS) return false;
  const frequency = awaiting ? Math.min(POLL_INTERVAL_S, scraper.frequency) : scraper.frequency;
  return now.getTime() >= nextRunAt(scraper.lastRun?.getTime() ?? null, frequency);
}

/**
 * For each scraper, whether a game it covers (one its URL has published before) is awaiting a draw at `now`:
 * past the scheduled time by at most POLL_GIVE_UP_MIN minutes and not stored yet. The awaited draw's date (its
 * game's zone) is today's or yesterday's in Santo Domingo (a US draw's date is never ahead of it).
 */
async function awaitingScrapers(db: Db, scrapers: readonly ScraperRow[], now: Date): Promise<Set<number>> {
  const today = dominicanDate(now);
  const yesterday = addDays(today, -1);
  const [covered, storedToday, storedYesterday] = await Promise.all([
    gamesBySourceUrl(db),
    gamesDrawnOn(db, today),
    gamesDrawnOn(db, yesterday),
  ]);
  const stored = (gameId: string, date: string) =>
    (date === today ? storedToday : date === yesterday ? storedYesterday : new Set<string>()).has(gameId);
  const gamesOf = (url: string) => [...(covered.get(url) ?? [])].flatMap((id) => gameById(id) ?? []);
  return new Set(scrapers.filter((s) => awaitingDraw(gamesOf(s.url), now, stored)).map((s) => s.id));
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
  const scrapers = await listScrapers(db);
  const awaiting = await awaitingScrapers(db, scrapers, now);
  const due = scrapers.filter((s) => isDue(s, now, awaiting.has(s.id)));
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
