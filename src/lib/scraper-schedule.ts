/**
 * When a scraper runs next, shared by the scheduler (is it due?) and the admin list (next run, progress); polling
 * around draw times, and the delay from a draw's scheduled time to its storage.
 */
import { drawInstant, drawsOn, gameDate, scheduledTime, type Game } from './catalogue/index.ts';
import { addDays } from './dates.ts';
import { delaySeconds } from './latency.ts';

/**
 * The instant (ms since epoch) scraper runs are due again: `frequencyS` seconds after `lastRun` (ms since
 * epoch, or null: never ran, due at once).
 */
export const nextRunAt = (lastRun: number | null, frequencyS: number): number =>
  lastRun === null ? 0 : lastRun + frequencyS * 1000;

/** How far (0..1) `now` is from `lastRun` to the next run; 1 when due or never run. */
export function runProgress(lastRun: number | null, frequencyS: number, now: number): number {
  if (lastRun === null) return 1;
  return Math.min(1, Math.max(0, (now - lastRun) / (frequencyS * 1000)));
}

/**
 * While a covered game's draw of today is awaited, its scraper runs this often (s): a source URL is asked at most
 * once per 15 s (the floor is 10 s; decision 090).
 */
export const POLL_INTERVAL_S = 15;
/** How long after a scheduled draw time (min) the scraper keeps polling for it before backing off. */
const POLL_GIVE_UP_MIN = 90;
/**
 * How long after a draw of today or yesterday is first stored (min) its scraper keeps polling as if it were awaited,
 * so a source's correction reaches the pages within a poll (decision 095).
 */
export const CORRECTION_WATCH_MIN = 15;

/** Whether `gameId`'s draw of `drawDate` ("YYYY-MM-DD", the game's zone) is stored. */
export type StoredDraw = (gameId: string, drawDate: string) => boolean;

/**
 * Whether any of `games` is past a scheduled draw by at most POLL_GIVE_UP_MIN minutes at `now` without that draw
 * stored. A draw is looked for on today's and yesterday's date in the game's zone (a US draw at 23:00 Eastern
 * Time is polled for past midnight), and its instant read in that zone (decision 078).
 */
export function awaitingDraw(games: readonly Game[], now: Date, stored: StoredDraw): boolean {
  return games.some((game) => {
    const today = gameDate(game, now);
    return [today, addDays(today, -1)].some((date) => {
      if (stored(game.id, date) || !drawsOn(game, date)) return false;
      const time = scheduledTime(game, date);
      if (!time) return false;
      const late = (now.getTime() - drawInstant(game, date, time).getTime()) / 60_000;
      return late >= 0 && late <= POLL_GIVE_UP_MIN;
    });
  });
}

/** How late a draw was stored: minutes from its scheduled time. */
export interface PublicationDelay {
  gameId: string;
  drawDate: string;
  minutes: number;
}

/**
 * Minutes from each draw's scheduled time (its `drawTime` on its `drawDate`, in its game's zone) to `storedAt`, for
 * draws of catalogue games stored within a day of being drawn: the draws {@link delaySeconds} counts; older ones
 * (history imports) are left out.
 */
export function publicationDelays(
  draws: readonly { gameId: string; drawDate: string; drawTime: string }[],
  storedAt: Date,
): PublicationDelay[] {
  return draws.flatMap((d) => {
    const seconds = delaySeconds(d, storedAt);
    return seconds === null ? [] : [{ gameId: d.gameId, drawDate: d.drawDate, minutes: Math.round(seconds / 60) }];
  });
}
