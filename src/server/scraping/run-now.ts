/** An admin's run of one scraper on demand (POST /api/admin/scrapers/:id/run), through the pipeline. */
import { findScraper } from '../../../db/queries/scrapers.ts';
import type { ServiceContext } from '../services/context.ts';
import { logScraper, scraperNotFound } from '../services/scraper-admin.ts';
import { publishRuns, type QueuedAlerts } from './publish.ts';
import { runScraper, type RunSummary } from './run-scrape.ts';

/**
 * Runs scraper `id` now through the pipeline (fetch with `ctx.fetcher`, validate, store), invalidates the pages of
 * the games it changed (`ctx.cache`), queues the alerts of the published draws it inserted (with `ctx.push`) and logs
 * `run_scraper` with the counts.
 * @returns the run summary (created, updated, unchanged, incomplete, rejected with reasons, disagreements) and
 *   the alerts queued (`push`, null when none was due).
 * @throws ApiError `not_found`, `conflict` when the scraper is already running.
 */
export async function runScraperNow(
  ctx: ServiceContext,
  id: number,
): Promise<RunSummary & { push: QueuedAlerts | null }> {
  const scraper = await findScraper(ctx.db, id);
  if (!scraper) throw scraperNotFound();
  const summary = await runScraper(ctx.db, scraper, ctx.fetcher);
  const alerts = await publishRuns(ctx, [summary]);
  const counts = `: ${summary.status}, ${summary.created} nuevos, ${summary.updated} actualizados, ${summary.rejected.length} rechazados`;
  await logScraper(ctx, 'run_scraper', scraper, counts);
  return { ...summary, push: alerts };
}
