/** Time to result for the admin dashboard (issue 33 item 7). */
import { sightingsSince, storedSince } from '../../../db/queries/draw-sightings.ts';
import { LATENCY_WINDOW_DAYS, latencyBySource, latencyFrom, type SourceLatency } from '../../lib/latency.ts';
import type { ServiceContext } from './context.ts';

/** The admin's time-to-result figures: the window in days and, per source, the delays of its draws. */
export interface LatencyReport {
  days: number;
  sources: SourceLatency[];
}

/**
 * Over the draws of the last {@link LATENCY_WINDOW_DAYS} days: per source, the median and p95 (seconds) of
 * scheduled draw time → first shown by that source, and for Gana Más scheduled draw time → first stored.
 */
export async function timeToResult(ctx: ServiceContext): Promise<LatencyReport> {
  const from = latencyFrom(ctx.now);
  const sightings = await sightingsSince(ctx.db, from);
  const stored = await storedSince(ctx.db, from);
  return { days: LATENCY_WINDOW_DAYS, sources: latencyBySource(sightings, stored) };
}
