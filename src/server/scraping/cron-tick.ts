/**
 * One scheduled tick (`GET /api/cron/scrape`: Vercel Cron each minute, `npm start`'s scheduler each 15 s; decision
 * 090). Once a minute at most, whoever ticks: the housekeeping, the PayPal reconciliation (decision 038) and the
 * backfill budget (decision 086). Every tick: the due scrapers, published at once (pages invalidated, alerts
 * queued). With a polling window, the tick then keeps polling the sources of awaited draws until it closes.
 */
import type { Db } from '../../../db/client.ts';
import { claimPeriodic } from '../../../db/queries/app-state.ts';
import { spendBackfillBudget } from '../backfill/budget.ts';
import type { BackfillReport } from '../backfill/engine.ts';
import { invalidateDraws, type RouteCache } from '../cache.ts';
import type { PaypalAccess } from '../paypal.ts';
import type { PushConfig } from '../push-config.ts';
import { systemContext } from '../services/context.ts';
import { runHousekeeping } from '../services/housekeeping.ts';
import { reconcilePaymentsNow } from '../services/payment-reconcile.ts';
import type { Fetcher } from './fetch-page.ts';
import { publishRuns, type QueuedAlerts } from './publish.ts';
import { pollAwaited, runDueScrapers, type DueRunReport, type PollClock } from './scheduler.ts';

/** The upkeep of a tick runs at most this often (ms), however often ticks come. */
const UPKEEP_EVERY_MS = 55_000;
const UPKEEP = 'cron.upkeep';

/** What a tick needs: the database, the fetcher, the page cache, the alerts and PayPal set-ups, its budgets. */
export interface TickDeps {
  db: Db;
  fetcher: Fetcher;
  cache?: RouteCache;
  push: PushConfig | null;
  paypal: PaypalAccess | null;
  /** Requests the backfill may spend on this tick's upkeep. */
  backfillRequests: number;
  /** Seconds the tick keeps polling awaited draws' sources after its first pass (0: none). */
  pollWindowS: number;
  clock?: PollClock;
}

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
 * Runs one tick (see the module). `live` false (LIVE_SCRAPING=off) runs only the upkeep's housekeeping and
 * reconciliation.
 */
export async function cronTick(deps: TickDeps, live: boolean): Promise<TickReport> {
  const started = deps.clock?.now() ?? new Date();
  const upkeep = await claimPeriodic(deps.db, UPKEEP, started, UPKEEP_EVERY_MS);
  if (upkeep) {
    await runHousekeeping(systemContext(deps.db, started));
    await reconcilePaymentsNow(deps.db, deps.paypal);
  }
  const report: TickReport = { passes: [], push: null, backfill: null };
  if (!live) return report;
  const publish = async (pass: DueRunReport) => {
    report.passes.push(pass);
    const runs = pass.ran.map((r) => r.summary);
    report.push = addAlerts(report.push, await publishRuns(deps.db, deps.cache, deps.push, runs));
  };
  const first = await runDueScrapers(deps.db, deps.fetcher, started, deps.clock?.now);
  await publish(first);
  if (first.skipped) return report;
  if (deps.pollWindowS > 0) {
    const deadline = started.getTime() + deps.pollWindowS * 1000;
    await pollAwaited(deps.db, deps.fetcher, deadline, publish, deps.clock);
  }
  if (upkeep) {
    report.backfill = await spendBackfillBudget(deps.db, deps.fetcher, { requests: deps.backfillRequests });
    if (report.backfill) await invalidateDraws(deps.cache, report.backfill.changedGameIds);
  }
  return report;
}
