/**
 * One scheduled tick (`GET /api/cron/scrape`: Vercel Cron each minute, `npm start`'s scheduler each 5 s; decisions
 * 090, 096). Once a minute at most, whoever ticks: the housekeeping, the PayPal reconciliation (decision 038) and the
 * backfill budget (decision 086). Every tick: the due scrapers, published at once (pages invalidated, alerts
 * queued). With a polling window, the tick then keeps polling the sources of awaited draws until it closes.
 */
import { claimPeriodic } from '../../../db/queries/app-state.ts';
import { spendBackfillBudget } from '../backfill/budget.ts';
import type { BackfillReport } from '../backfill/engine.ts';
import { invalidateDraws } from '../cache.ts';
import type { ServiceConfig, ServiceContext } from '../services/context.ts';
import { runHousekeeping } from '../services/housekeeping.ts';
import { reconcilePaymentsNow } from '../services/payment-reconcile.ts';
import { publishRuns, type QueuedAlerts } from './publish.ts';
import { pollAwaited, runDueScrapers, type DueRunReport, type PollClock } from './scheduler.ts';

/** The upkeep of a tick runs at most this often (ms), however often ticks come. */
const UPKEEP_EVERY_MS = 55_000;
const UPKEEP = 'cron.upkeep';

/** Seconds a Vercel cron call keeps polling awaited draws' sources, within its minute (decision 090). */
const VERCEL_POLL_WINDOW_S = 45;

/**
 * Seconds a tick keeps polling awaited draws' sources after its first pass: CRON_POLL_WINDOW_S, else 45 on Vercel,
 * 0 elsewhere.
 */
const pollWindowS = (config: ServiceConfig): number =>
  config.CRON_POLL_WINDOW_S ?? (config.VERCEL ? VERCEL_POLL_WINDOW_S : 0);

/** What a tick did: its scraper passes, the alerts queued, and the backfill's report (null when not its turn). */
export interface TickReport {
  passes: DueRunReport[];
  push: QueuedAlerts | null;
  backfill: BackfillReport | null;
}

/** The sum of two alert counts (null: none queued). */
const addAlerts = (a: QueuedAlerts | null, b: QueuedAlerts | null): QueuedAlerts | null =>
  a && b ? { queued: a.queued + b.queued, corrections: a.corrections + b.corrections } : (a ?? b);

/**
 * Runs one tick (see the module) in the run's context `ctx`: its database, fetcher, cache (pages of changed games
 * dropped), push and PayPal set-ups, and its configuration (LIVE_SCRAPING, BACKFILL_REQUESTS_PER_RUN, the polling
 * window). With LIVE_SCRAPING=off only the upkeep's housekeeping and reconciliation run. `clock` (tests) stands for
 * the wall clock of the polling.
 */
export async function cronTick(ctx: ServiceContext, clock?: PollClock): Promise<TickReport> {
  const started = clock?.now() ?? new Date();
  const upkeep = await claimPeriodic(ctx.db, UPKEEP, started, UPKEEP_EVERY_MS);
  if (upkeep) {
    await runHousekeeping({ ...ctx, now: started });
    await reconcilePaymentsNow(ctx);
  }
  const report: TickReport = { passes: [], push: null, backfill: null };
  if (ctx.config.LIVE_SCRAPING === 'off') return report;
  const publish = async (pass: DueRunReport) => {
    report.passes.push(pass);
    report.push = addAlerts(
      report.push,
      await publishRuns(
        ctx,
        pass.ran.map((r) => r.summary),
      ),
    );
  };
  const first = await runDueScrapers(ctx.db, ctx.fetcher, started, clock?.now);
  await publish(first);
  if (first.skipped) return report;
  const windowS = pollWindowS(ctx.config);
  if (windowS > 0) await pollAwaited(ctx.db, ctx.fetcher, started.getTime() + windowS * 1000, publish, clock);
  if (upkeep) {
    const requests = ctx.config.BACKFILL_REQUESTS_PER_RUN;
    report.backfill = await spendBackfillBudget(ctx.db, ctx.fetcher, { requests });
    if (report.backfill) await invalidateDraws(ctx.cache, report.backfill.changedGameIds);
  }
  return report;
}
