/** When a scraper runs next, shared by the scheduler (is it due?) and the admin list (next run, progress). */

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
