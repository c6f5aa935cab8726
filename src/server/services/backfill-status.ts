/** The backfill's progress for the admin (decision 086): reads the ledger and the request log only. */
import { backfillRequestsSince, lastBackfillError, ledgerTotals } from '../../../db/queries/backfill.ts';
import type { BackfillStatus } from '../../lib/schemas/coverage.ts';
import type { ServiceContext } from './context.ts';

const DAY_MS = 86_400_000;

/**
 * Dates done and draws stored per source, the oldest date reached, requests in the 24 h before `ctx.now`, the last
 * error, and the requests each run may spend (`ctx.config.BACKFILL_REQUESTS_PER_RUN`).
 */
export async function backfillStatus(ctx: ServiceContext): Promise<BackfillStatus> {
  const [totals, requestsLast24h, lastError] = await Promise.all([
    ledgerTotals(ctx.db),
    backfillRequestsSince(ctx.db, new Date(ctx.now.getTime() - DAY_MS)),
    lastBackfillError(ctx.db),
  ]);
  const sources = totals.map((t) => ({
    source: t.source,
    dates: t.dates,
    stored: t.stored,
    oldest: t.oldest ?? '',
    newest: t.newest ?? '',
  }));
  return {
    requestsPerRun: ctx.config.BACKFILL_REQUESTS_PER_RUN,
    sources,
    stored: sources.reduce((sum, s) => sum + s.stored, 0),
    oldestReached: sources.reduce<string | null>((min, s) => (min === null || s.oldest < min ? s.oldest : min), null),
    requestsLast24h,
    lastError: lastError && { ...lastError, at: lastError.at.toISOString(), error: lastError.error ?? '' },
  };
}
