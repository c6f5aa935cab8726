/**
 * Time to result (issue 33 item 7): how long after a draw's scheduled time each source first showed it complete
 * and Gana Más first stored it. Pure: the rows come from `db/queries/draw-sightings.ts`.
 */
import { drawInstant, gameById } from './catalogue/index.ts';
import { addDays, dominicanDate } from './dates.ts';

/** Days of draws the admin's figures cover. */
export const LATENCY_WINDOW_DAYS = 7;
/** A sighting later than this after the draw is a history fill, not a time to result (s). */
const MAX_DELAY_S = 24 * 60 * 60;
/** The row of the figures that stands for Gana Más itself (first stored). */
export const STORED = 'gana-mas';

/** A draw (catalogue game id, draw date "YYYY-MM-DD", draw time "HH:MM" in its game's zone). */
export interface DrawKey {
  gameId: string;
  drawDate: string;
  drawTime: string;
}

/** One source's figures: draws counted, median and 95th percentile (nearest rank) of the delay, in seconds. */
export interface SourceLatency {
  /** An adapter id, or {@link STORED} for Gana Más. */
  source: string;
  draws: number;
  medianS: number;
  p95S: number;
}

/**
 * Seconds from `draw`'s scheduled instant to `at`, or null for a game the catalogue does not know and for a moment
 * before the draw or more than a day after it (a history fill).
 */
export function delaySeconds(draw: DrawKey, at: Date): number | null {
  const game = gameById(draw.gameId);
  if (!game) return null;
  const seconds = (at.getTime() - drawInstant(game, draw.drawDate, draw.drawTime).getTime()) / 1000;
  return seconds >= 0 && seconds <= MAX_DELAY_S ? Math.round(seconds) : null;
}

/** The value at `fraction` (0-1] of `sorted` (ascending, not empty) by the nearest-rank method. */
export function nearestRank(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/** The first draw date the figures read at `now`: {@link LATENCY_WINDOW_DAYS} days back, today included. */
export const latencyFrom = (now: Date): string => addDays(dominicanDate(now), 1 - LATENCY_WINDOW_DAYS);

/**
 * Per source (Gana Más first, then the adapters by name), the delays of the `sightings` and of the `stored` draws
 * that {@link delaySeconds} counts; a source with none counted is left out.
 */
export function latencyBySource(
  sightings: readonly (DrawKey & { sourceAdapter: string; firstSeenAt: Date })[],
  stored: readonly (DrawKey & { storedAt: Date })[],
): SourceLatency[] {
  const delays = new Map<string, number[]>([[STORED, []]]);
  const add = (source: string, draw: DrawKey, at: Date) => {
    const seconds = delaySeconds(draw, at);
    if (seconds === null) return;
    const list = delays.get(source) ?? [];
    list.push(seconds);
    delays.set(source, list);
  };
  for (const d of stored) add(STORED, d, d.storedAt);
  for (const s of [...sightings].sort((a, b) => a.sourceAdapter.localeCompare(b.sourceAdapter))) {
    add(s.sourceAdapter, s, s.firstSeenAt);
  }
  return [...delays].flatMap(([source, list]) => {
    if (list.length === 0) return [];
    const sorted = list.sort((a, b) => a - b);
    return [{ source, draws: sorted.length, medianS: nearestRank(sorted, 0.5), p95S: nearestRank(sorted, 0.95) }];
  });
}
