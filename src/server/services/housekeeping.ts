/** Periodic upkeep run on every cron tick, before the scrapers: each task is idempotent and cheap when idle. */
import { purgeAdImpressions } from './ad-events.ts';
import { purgeLoginDelays } from './admin-auth.ts';
import { purgeLoginLinks } from './admin-login-link.ts';
import type { ServiceContext } from './context.ts';
import { purgeUnusedPushSubscriptions } from './push.ts';
import { purgeRateCounters } from './rate-limit.ts';
import { purgeUploads } from './uploads.ts';

/**
 * Runs every upkeep task in order (purges old rate counters, expired impressions, old login delays and expired
 * login links, unfinished and unused uploads, push subscriptions unused for 90 days).
 */
export async function runHousekeeping(ctx: ServiceContext): Promise<void> {
  await purgeRateCounters(ctx);
  await purgeAdImpressions(ctx);
  await purgeLoginDelays(ctx);
  await purgeLoginLinks(ctx);
  await purgeUploads(ctx);
  await purgeUnusedPushSubscriptions(ctx);
}
