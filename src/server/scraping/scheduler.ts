/**
 * Which scrapers are due, and running them. The Vercel cron handler and the local in-process loop
 * (via /api/cron/scrape) both call `runDueScrapers`; on Vercel the handler then keeps polling the sources of awaited
 * draws for most of its minute (`pollAwaited`, decision 090).
 */
import type { Db } from '../../../db/client.ts';
import { isAutomaticScrapingOn } from '../../../db/queries/app-state.ts';
import { listScrapers, type ScraperRow } from '../../../db/queries/scrapers.ts';
import { gamesBySourceUrl, gamesDrawnOn, gamesStoredBetween } from '../../../db/queries/draws.ts';
import { gameById, type Game } from '../../lib/catalogue/index.ts';
import { addDays, dominicanDate } from '../../lib/dates.ts';
import { awaitingDraw, CORRECTION_WATCH_MIN, nextRunAt, POLL_INTERVAL_S } from '../../lib/scraper-schedule.ts';
import { ApiError } from '../errors.ts';
import { RUN_TIMEOUT_MS } from '../services/scrapers.ts';
import type { Fetcher } from '../services/context.ts';
import { runScraper, type RunSummary } from './run-scrape.ts';

/**
 * Whether `scraper` should run at `now`: enabled, past the `retryAt` its source asked for (a 429 or 5xx), no run
 * started less than RUN_TIMEOUT_MS ago, and
 * `frequency` seconds past its last run; or, while a draw it covers is `awaiting` (past its time, not stored),
 * POLL_INTERVAL_S past its last run. (`claimRun` re-checks the run atomically when it starts.)
 */
export function isDue(scraper: ScraperRow, now: Date, awaiting = false): boolean {
  return scraper.enabled && !runningAt(scraper, now) && now.getTime() >= dueAt(scraper, awaiting);
}

/** Whether a run of `scraper` started less than RUN_TIMEOUT_MS before `now` (in this process or another). */
const runningAt = (scraper: ScraperRow, now: Date): boolean =>
  scraper.status === 'running' &&
  scraper.runStartedAt !== null &&
  now.getTime() - scraper.runStartedAt.getTime() < RUN_TIMEOUT_MS;

/**
 * When `scraper` is due next (epoch ms): `frequency` seconds after its last run, POLL_INTERVAL_S while `awaiting`,
 * and never before the `retryAt` its source asked for.
 */
function dueAt(scraper: ScraperRow, awaiting: boolean): number {
  const frequency = awaiting ? Math.min(POLL_INTERVAL_S, scraper.frequency) : scraper.frequency;
  return Math.max(nextRunAt(scraper.lastRun?.getTime() ?? null, frequency), scraper.retryAt?.getTime() ?? 0);
}

/**
 * For each scraper, whether a game it covers (one its URL has published before) is awaiting a draw at `now`:
 * past the scheduled time by at most POLL_GIVE_UP_MIN minutes and not stored yet, or stored less than
 * CORRECTION_WATCH_MIN minutes ago (a correction is looked for). The awaited draw's date (its game's zone) is today's
 * or yesterday's in Santo Domingo (a US draw's date is never ahead of it).
 */
async function awaitingScrapers(db: Db, scrapers: readonly ScraperRow[], now: Date): Promise<Set<number>> {
  const today = dominicanDate(now);
  const yesterday = addDays(today, -1);
  const [covered, storedToday, storedYesterday, justStored] = await Promise.all([
    gamesBySourceUrl(db),
    gamesDrawnOn(db, today),
    gamesDrawnOn(db, yesterday),
    gamesStoredBetween(db, new Date(now.getTime() - CORRECTION_WATCH_MIN * 60_000), now, yesterday),
  ]);
  const stored = (gameId: string, date: string) =>
    (date === today ? storedToday : date === yesterday ? storedYesterday : new Set<string>()).has(gameId);
  const gamesOf = (url: string) => [...(covered.get(url) ?? [])].flatMap((id) => gameById(id) ?? []);
  const watched = (games: readonly Game[]) =>
    awaitingDraw(games, now, stored) || games.some((game) => justStored.has(game.id));
  return new Set(scrapers.filter((s) => watched(gamesOf(s.url))).map((s) => s.id));
}

export interface DueRunReport {
  ran: { scraperId: number; name: string; summary: RunSummary }[];
  changedGameIds: string[];
  skipped?: 'automatic-off';
}

/**
 * Runs every scraper due at `now` one after the other (sources are few; sequential keeps the load polite), each
 * reading the time from `clock`. A scraper another caller claimed in the meantime is left to that caller.
 */
export async function runDueScrapers(
  db: Db,
  fetcher: Fetcher,
  now = new Date(),
  clock: () => Date = () => new Date(),
): Promise<DueRunReport> {
  if (!(await isAutomaticScrapingOn(db))) return { ran: [], changedGameIds: [], skipped: 'automatic-off' };
  const scrapers = await listScrapers(db);
  const awaiting = await awaitingScrapers(db, scrapers, now);
  const due = scrapers.filter((s) => isDue(s, now, awaiting.has(s.id)));
  const ran: DueRunReport['ran'] = [];
  for (const scraper of due) {
    try {
      ran.push({ scraperId: scraper.id, name: scraper.name, summary: await runScraper(db, scraper, fetcher, clock) });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
    }
  }
  return { ran, changedGameIds: [...new Set(ran.flatMap((r) => r.summary.changedGameIds))] };
}

/**
 * How long from `now` (ms) until the next scraper covering an awaited draw is due (0: due now), or null when no
 * draw is awaited by a scraper this caller may run (one running elsewhere is left to its runner, so a window never
 * spins on it).
 */
export async function nextAwaitedRunIn(db: Db, now: Date): Promise<number | null> {
  const scrapers = (await listScrapers(db)).filter((s) => s.enabled && !runningAt(s, now));
  const awaiting = await awaitingScrapers(db, scrapers, now);
  const waits = scrapers.filter((s) => awaiting.has(s.id)).map((s) => Math.max(0, dueAt(s, true) - now.getTime()));
  return waits.length > 0 ? Math.min(...waits) : null;
}

/** The clock a polling window reads and waits on: the real one, or a fake in tests. */
export interface PollClock {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

const realClock: PollClock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Keeps polling the sources of awaited draws until `deadline` (epoch ms; decision 090): waits until the next one is
 * due, runs the due scrapers (`runDueScrapers`), hands each pass to `onPass` (which publishes it at once), and stops
 * when no draw is awaited any more or the next run would start after the deadline.
 * @returns how many passes it ran.
 */
export async function pollAwaited(
  db: Db,
  fetcher: Fetcher,
  deadline: number,
  onPass: (report: DueRunReport) => Promise<void>,
  clock: PollClock = realClock,
): Promise<number> {
  for (let passes = 0; ; passes += 1) {
    const wait = await nextAwaitedRunIn(db, clock.now());
    if (wait === null || clock.now().getTime() + wait > deadline) return passes;
    await clock.sleep(wait);
    const report = await runDueScrapers(db, fetcher, clock.now(), clock.now);
    if (report.skipped) return passes;
    await onPass(report);
  }
}
