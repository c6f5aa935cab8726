/** Periodic upkeep run on every cron tick, before the scrapers: each task is idempotent and cheap when idle. */
import { purgeAdImpressions } from './ad-events.ts';
import type { ServiceContext } from './context.ts';
import { purgeRateCounters } from './rate-limit.ts';

/** Runs every upkeep task in order (purges old rate counters and impressions whose click tokens expired). */
export async function runHousekeeping(ctx: ServiceContext): Promise<void> {
  await purgeRateCounters(ctx);
  await purgeAdImpressions(ctx);
}
