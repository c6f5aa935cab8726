/**
 * The cron routes, both with `Authorization: Bearer <CRON_SECRET>`:
 * - GET /api/cron/scrape: one tick in the request's context (`cronTick(ctx)`, decisions 090, 092). Called by Vercel
 *   Cron every minute (it then keeps polling awaited draws' sources for CRON_POLL_WINDOW_S, 45 s there) and by the
 *   local scheduler every 5 s (decision 096). Runs the due scrapers, invalidates the cached pages of changed games,
 *   then queues the alerts of the published draws the runs inserted (`push`: `{ queued, corrections }`, null when
 *   none was due); it never sends them (decision 074). Once a minute at most it also reconciles unpaid ad orders
 *   with PayPal (decision 038) and spends BACKFILL_REQUESTS_PER_RUN requests on the history's newest gaps
 *   (`backfill`: `{ asked, stored, failed }`, null when nothing was asked; decision 086).
 * - GET /api/cron/push: sends the queued alerts (`drainPushQueue`) for at most PUSH_DRAIN_MS and answers what it
 *   did. Called by Vercel Cron every minute; the local server drains the queue on its own timer instead.
 */
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { ApiError } from '../../../src/server/errors.ts';
import { cronTick } from '../../../src/server/scraping/cron-tick.ts';
import { drainPushQueue } from '../../../src/server/services/push.ts';
import type { AppEnv } from '../env.ts';

/** How long one call of /api/cron/push may send (ms): under the function's limit, and before the next call. */
const PUSH_DRAIN_MS = 50_000;

export const cron = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const token = c.var.ctx.config.CRON_SECRET;
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !given || !(await timingSafeEqual(given, token))) {
      const message = token ? 'Token de cron ausente o inválido' : 'CRON_SECRET no está configurado';
      throw new ApiError('unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    await next();
  })
  .get('/scrape', async (c) => {
    const tick = await cronTick(c.var.ctx);
    if (c.var.ctx.config.LIVE_SCRAPING === 'off')
      return c.json({ skipped: 'live-scraping-off', ran: [], changedGameIds: [] });
    const ran = tick.passes.flatMap((p) => p.ran);
    const { backfill } = tick;
    return c.json({
      skipped: tick.passes[0]?.skipped ?? null,
      passes: tick.passes.length,
      ran: ran.map((r) => ({
        scraper: r.name,
        status: r.summary.status,
        created: r.summary.created,
        updated: r.summary.updated,
        rejected: r.summary.rejected.length,
        error: r.summary.error ?? null,
      })),
      changedGameIds: [...new Set(tick.passes.flatMap((p) => p.changedGameIds))],
      push: tick.push,
      backfill: backfill && {
        asked: backfill.asked,
        stored: [...backfill.games.values()].reduce((sum, g) => sum + g.stored, 0),
        failed: backfill.failed.length,
      },
    });
  })
  .get('/push', async (c) => {
    const config = c.var.ctx.push();
    if (!config) return c.json({ push: null });
    return c.json({ push: await drainPushQueue(c.var.ctx, config, Date.now() + PUSH_DRAIN_MS) });
  });
