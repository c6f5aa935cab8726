/**
 * The cron routes, both with `Authorization: Bearer <CRON_SECRET>`:
 * - GET /api/cron/scrape: runs the due scrapers. Called by Vercel Cron and by the local scheduler loop.
 *   Invalidates the cached pages of changed games, then queues the alerts of the published draws the runs inserted
 *   (`push`: `{ queued }`, null when none was due); it never sends them (decision 074). Each tick first reconciles
 *   unpaid ad orders with PayPal (decision 038). After the live scrape it spends BACKFILL_REQUESTS_PER_RUN requests on
 *   the history's newest gaps (`backfill`: `{ asked, stored, failed }`, null when nothing was asked; decision 086).
 * - GET /api/cron/push: sends the queued alerts (`drainPushQueue`) for at most PUSH_DRAIN_MS and answers what it
 *   did. Called by Vercel Cron every minute; the local server drains the queue on its own timer instead.
 */
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { env } from '../../../src/env.ts';
import { ApiError } from '../../../src/server/errors.ts';
import { spendBackfillBudget } from '../../../src/server/backfill/budget.ts';
import { invalidateDraws } from '../../../src/server/cache.ts';
import { publishRuns } from '../../../src/server/scraping/publish.ts';
import { runDueScrapers } from '../../../src/server/scraping/scheduler.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { runHousekeeping } from '../../../src/server/services/housekeeping.ts';
import { drainPushQueue } from '../../../src/server/services/push.ts';
import { reconcilePaymentsNow } from '../../../src/server/services/payment-reconcile.ts';
import { astroOf, type AppEnv } from '../env.ts';

/** How long one call of /api/cron/push may send (ms): under the function's limit, and before the next call. */
const PUSH_DRAIN_MS = 50_000;

export const cron = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const token = env().CRON_SECRET;
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !given || !(await timingSafeEqual(given, token))) {
      const message = token ? 'Token de cron ausente o inválido' : 'CRON_SECRET no está configurado';
      throw new ApiError('unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    await next();
  })
  .get('/scrape', async (c) => {
    await runHousekeeping(systemContext(c.var.db));
    await reconcilePaymentsNow(c.var.db, c.var.paypal());
    if (env().LIVE_SCRAPING === 'off') return c.json({ skipped: 'live-scraping-off', ran: [], changedGameIds: [] });
    const report = await runDueScrapers(c.var.db, c.var.fetcher);
    const runs = report.ran.map((r) => r.summary);
    const push = await publishRuns(c.var.db, astroOf(c)?.cache, c.var.push(), runs);
    const filled = report.skipped
      ? null
      : await spendBackfillBudget(c.var.db, c.var.fetcher, { requests: env().BACKFILL_REQUESTS_PER_RUN });
    if (filled) await invalidateDraws(astroOf(c)?.cache, filled.changedGameIds);
    return c.json({
      skipped: report.skipped ?? null,
      ran: report.ran.map((r) => ({
        scraper: r.name,
        status: r.summary.status,
        created: r.summary.created,
        updated: r.summary.updated,
        rejected: r.summary.rejected.length,
        error: r.summary.error ?? null,
      })),
      changedGameIds: report.changedGameIds,
      push,
      backfill: filled && {
        asked: filled.asked,
        stored: [...filled.games.values()].reduce((sum, g) => sum + g.stored, 0),
        failed: filled.failed.length,
      },
    });
  })
  .get('/push', async (c) => {
    const config = c.var.push();
    if (!config) return c.json({ push: null });
    return c.json({ push: await drainPushQueue(systemContext(c.var.db), config, Date.now() + PUSH_DRAIN_MS) });
  });
