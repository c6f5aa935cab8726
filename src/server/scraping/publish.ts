/**
 * What follows scraper runs, in this order: the cached pages of the games they changed are invalidated, then
 * the published draws they inserted are sent as alerts (so that a notification opens a fresh page).
 */
import type { Db } from '../../../db/client.ts';
import { invalidateDraws, type RouteCache } from '../cache.ts';
import { renderNewDrawImages } from '../og/render-ahead.ts';
import type { PushConfig } from '../push-config.ts';
import { systemContext } from '../services/context.ts';
import { notifyPublishedDraws, type PushOutcome } from '../services/push.ts';
import type { RunSummary } from './run-scrape.ts';

/**
 * Invalidates the pages of the games `runs` changed, then, with `push`, sends the alerts of the draws they
 * inserted that are published (`notifyPublishedDraws`: never throws).
 * @returns what the alerts did, or null when none was due (alerts off, nothing inserted).
 */
export async function publishRuns(
  db: Db,
  cache: RouteCache,
  push: PushConfig | null,
  runs: readonly RunSummary[],
): Promise<PushOutcome | null> {
  await invalidateDraws(cache, [...new Set(runs.flatMap((r) => r.changedGameIds))]);
  const inserted = runs.flatMap((r) => r.insertedDraws);
  void renderNewDrawImages(db, inserted);
  if (!push || inserted.length === 0) return null;
  return notifyPublishedDraws(systemContext(db), push, inserted);
}
