/**
 * Live pages without React (decision 088): the pure parts shared by the server render (`LiveRegion.astro`) and
 * the page script `src/islands/live-updates.ts`. A live region's key names what it shows (each draw's game,
 * date, hour, numbers and status state), so the script can tell from the public JSON API that the server would
 * now render the region otherwise; its cadence follows the draws it awaits.
 */
import type { DrawState } from './draw-status.ts';
import { REFRESH } from './refresh.ts';
import type { GameScore } from './results.ts';

/** The fields of a draw a live region's key reads (a HistoryRecord or a LotteryResult, as the API answers them). */
export interface LiveDraw {
  gameId: string;
  date: string;
  hour: string;
  gameScores: readonly GameScore[];
  status?: { state: DrawState };
}

/** Cadence of the live script (ms). */
export const LIVE = {
  /**
   * While a draw of the region is due or in progress: the scrapers' own poll interval (decision 095); the API's
   * answers are cached by tag, so a read between two stored draws is a cache hit.
   */
  awaited: 15_000,
  /** How long before an awaited draw's time the fast cadence starts. */
  ahead: 5 * 60_000,
  /** How long after it the fast cadence lasts while the draw is not published (then the region's own cadence). */
  late: 3 * 60 * 60_000,
  /** How often the 'Hace …' and countdown texts are brought up to date. */
  clock: REFRESH.clock,
} as const;

const scoreText = (score: GameScore) => (typeof score === 'string' ? score : `${score.score}=${score.type}`);

/** A 32-bit FNV-1a hash of `text`, in base 36 (up to 7 characters). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The key of what a region shows: a hash of one `game|date|hour|numbers|state` per draw, sorted (the home's order
 * does not change it), short enough for the home's 42 cards (its HTML has a 60 KB budget). Two keys differ when a
 * draw, its numbers or its status state differ (but for a 32-bit hash's collisions).
 */
export const liveKey = (draws: readonly LiveDraw[]): string =>
  hash(
    draws
      .map((d) => [d.gameId, d.date, d.hour, d.gameScores.map(scoreText).join(','), d.status?.state ?? ''].join('|'))
      .sort()
      .join(';'),
  );

/** {@link liveDelay} for one awaited draw at `awaitedAt` (ms since epoch). */
function delayFor(now: number, awaitedAt: number, every: number): number {
  if (now >= awaitedAt + LIVE.late) return every;
  const fastFrom = awaitedAt - LIVE.ahead;
  return now >= fastFrom ? LIVE.awaited : Math.min(every, Math.max(LIVE.awaited, fastFrom - now));
}

/**
 * How long (ms) to wait before the next read of a region's data at `now` (ms since epoch): `LIVE.awaited` from
 * `LIVE.ahead` before any of the region's awaited draws (`awaitedAt`, their instants in ms since epoch; empty when
 * none) until `LIVE.late` after it, else the region's `every` (`REFRESH.direct` for a game page, `REFRESH.lists` for
 * lists), cut short to reach the next such window on time. Each draw counts: one draw late for hours does not end
 * the fast reads another draw of the region is due for.
 */
export const liveDelay = (now: number, awaitedAt: readonly number[], every: number): number =>
  Math.min(every, ...awaitedAt.map((at) => delayFor(now, at, every)));
