/**
 * GET /api/cron/scrape: runs the due scrapers. Called by Vercel Cron and by the local scheduler loop,
 * both with `Authorization: Bearer <CRON_SECRET>`. Invalidates the cached pages of changed games, then sends
 * the alerts of the published draws the runs inserted (`push`: their counts, null when none was due). Each tick
 * first reconciles unpaid ad orders with PayPal (decision 038).
 */
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { env } from '../../../src/env.ts';
import { ApiError } from '../../../src/server/errors.ts';
import { publishRuns } from '../../../src/server/scraping/publish.ts';
import { runDueScrapers } from '../../../src/server/scraping/scheduler.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { runHousekeeping } from '../../../src/server/services/housekeeping.ts';
import { reconcilePaymentsNow } from '../../../src/server/services/payment-reconcile.ts';
import { astroOf, type AppEnv } from '../env.ts';

export const cron = new Hono<AppEnv>()
  .use('/scrape', async (c, next) => {
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
    });
  });
