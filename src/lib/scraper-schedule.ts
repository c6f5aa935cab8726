/**
 * When a scraper runs next, shared by the scheduler (is it due?) and the admin list (next run, progress); polling
 * around draw times, and the delay from a draw's scheduled time to its storage.
 */
import { drawsOn, scheduledTime, type Game } from './catalogue/index.ts';
import { dominicanInstant, minutesOf } from './dates.ts';

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

/** While a covered game's draw of today is awaited, its scraper runs at most this often (s): once a minute. */
export const POLL_INTERVAL_S = 60;
/** How long after a scheduled draw time (min) the scraper keeps polling for it before backing off. */
const POLL_GIVE_UP_MIN = 90;

/**
 * Whether any of `games` is past its scheduled draw time of `today` ("YYYY-MM-DD", Santo Domingo) by at most
 * POLL_GIVE_UP_MIN minutes at `nowMinutes` (minutes since midnight there) without a draw of today in `storedToday`.
 */
export function awaitingDraw(
  games: readonly Game[],
  today: string,
  nowMinutes: number,
  storedToday: ReadonlySet<string>,
): boolean {
  return games.some((game) => {
    if (storedToday.has(game.id) || !drawsOn(game, today)) return false;
    const time = scheduledTime(game, today);
    if (!time) return false;
    const late = nowMinutes - minutesOf(time);
    return late >= 0 && late <= POLL_GIVE_UP_MIN;
  });
}

/** How late a draw was stored: minutes from its scheduled time. */
export interface PublicationDelay {
  gameId: string;
  drawDate: string;
  minutes: number;
}

/**
 * Minutes from each draw's scheduled time (its `drawTime` on its `drawDate`, Santo Domingo, UTC-4) to
 * `storedAt`, for draws stored within a day of being drawn; older ones (history imports) are left out.
 */
export function publicationDelays(
  draws: readonly { gameId: string; drawDate: string; drawTime: string }[],
  storedAt: Date,
): PublicationDelay[] {
  return draws.flatMap((d) => {
    const minutes = Math.round((storedAt.getTime() - dominicanInstant(d.drawDate, d.drawTime).getTime()) / 60_000);
    return minutes >= 0 && minutes <= 24 * 60 ? [{ gameId: d.gameId, drawDate: d.drawDate, minutes }] : [];
  });
}
