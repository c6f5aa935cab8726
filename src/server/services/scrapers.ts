/**
 * Scraper runs: who may start one (`claimRun`, one conditional UPDATE, so two ticks or two processes
 * never run the same scraper at once), how it ends (`finishRun`), and what a restart does with runs a
 * dead process left `running` (`recoverInterruptedRuns`).
 */
import { failRunning, markFinished, markRunning, recordRun } from '../../../db/queries/scrapers.ts';
import type { RejectedDraw } from '../../lib/draws.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** A run still marked `running` after this long (ms) is taken as dead and may be claimed again. */
export const RUN_TIMEOUT_MS = 10 * 60_000;

/** The reason stored on a scraper whose run was cut by a stopped process. */
export const INTERRUPTED_REASON = 'Ejecución interrumpida: el proceso se detuvo (run interrupted: the process stopped)';

/** What a finished run stored (the pipeline's `RunSummary`). */
export interface RunOutcome {
  status: 'ok' | 'error';
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedDraw[];
  delays: { gameId: string; drawDate: string; minutes: number }[];
  error?: string;
}

/**
 * Marks scraper `scraperId` running from `ctx.now` unless a run of it started less than RUN_TIMEOUT_MS ago.
 * @returns true when this caller owns the run and must `finishRun` it.
 */
export function claimRun(ctx: ServiceContext, scraperId: number): Promise<boolean> {
  return markRunning(ctx.db, scraperId, ctx.now, new Date(ctx.now.getTime() - RUN_TIMEOUT_MS));
}

/**
 * Records a claimed run of scraper `scraperId` (started at `run.startedAt`, fetched from `run.source`
 * with `run.adapter`) and sets the scraper `active`, or `error` with the reason, with the page's validators and
 * when it may run again (`retryAt`). One transaction.
 */
export function finishRun(
  ctx: ServiceContext,
  scraperId: number,
  run: {
    adapter: string;
    source: string;
    startedAt: Date;
    outcome: RunOutcome;
    /** The page's validators to send next time (the last good read's). */
    validators?: { etag: string | null; lastModified: string | null };
    /** Not run again before this (the source asked to wait), or null. */
    retryAt?: Date | null;
  },
): Promise<void> {
  const { outcome, startedAt } = run;
  return inTransaction(ctx, async (tx) => {
    await recordRun(tx.db, {
      scraperId,
      adapter: run.adapter,
      source: run.source,
      status: outcome.status,
      created: outcome.created,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      rejected: outcome.rejected,
      delays: outcome.delays,
      error: outcome.error ?? null,
      startedAt,
      durationMs: tx.now.getTime() - startedAt.getTime(),
    });
    const status = outcome.status === 'ok' ? 'active' : 'error';
    await markFinished(tx.db, scraperId, {
      status,
      lastRun: startedAt,
      errorMessage: outcome.error ?? null,
      ...(run.validators ?? {}),
      retryAt: run.retryAt ?? null,
    });
  });
}

/**
 * For the process that owns the scheduler, at start: runs left `running` by a process that died cannot be
 * in progress, so they become `error` with INTERRUPTED_REASON instead of blocking for RUN_TIMEOUT_MS.
 * @returns the ids of the recovered scrapers.
 */
export function recoverInterruptedRuns(ctx: ServiceContext): Promise<number[]> {
  return failRunning(ctx.db, INTERRUPTED_REASON);
}
