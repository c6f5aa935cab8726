/**
 * What follows scraper runs, in this order: the cached pages of the games they changed are invalidated, then
 * the alerts of the published draws they inserted are queued (a sender apart from the scrape sends them, so that
 * a slow push service never holds a run up, and a notification opens a fresh page; decision 074).
 */
import { invalidateDraws } from '../cache.ts';
import { renderNewDrawImages } from '../og/render-ahead.ts';
import type { ServiceContext } from '../services/context.ts';
import { queueCorrectionAlerts, queueDrawAlerts } from '../services/push.ts';
import type { RunSummary } from './run-scrape.ts';

/**
 * What a scrape did about alerts: how many it queued (one per game, its newest published new draw), and how many
 * corrections (one per game, its newest recent draw whose values the source changed).
 */
export interface QueuedAlerts {
  queued: number;
  corrections: number;
}

/**
 * Invalidates the pages of the games `runs` changed (`ctx.cache`), renders their new days' images ahead, then, with
 * `ctx.push`, queues the alerts of the draws they
 * inserted that are published (`queueDrawAlerts`) and the corrections of those they changed
 * (`queueCorrectionAlerts`).
 * @returns the alerts queued, or null when none was due (alerts off, nothing inserted or changed).
 */
export async function publishRuns(ctx: ServiceContext, runs: readonly RunSummary[]): Promise<QueuedAlerts | null> {
  await invalidateDraws(ctx.cache, [...new Set(runs.flatMap((r) => r.changedGameIds))]);
  const inserted = runs.flatMap((r) => r.insertedDraws);
  const updated = runs.flatMap((r) => r.updatedDraws);
  void renderNewDrawImages(ctx, inserted);
  if (!ctx.push() || inserted.length + updated.length === 0) return null;
  // Alerts are queued at the time of publishing, not of the tick's start (a subscription made meanwhile gets them).
  const atNow = { ...ctx, now: new Date() };
  return { queued: await queueDrawAlerts(atNow, inserted), corrections: await queueCorrectionAlerts(atNow, updated) };
}
