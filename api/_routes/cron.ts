/**
 * GET /api/cron/scrape: runs the due scrapers. Called by Vercel Cron and by the local scheduler loop,
 * both with `Authorization: Bearer <CRON_SECRET>`. Invalidates the cached pages of changed games.
 */
import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { runDueScrapers } from '../../cron/scheduler.ts';
import { env } from '../../src/env.ts';
import { errorBody } from '../_errors.ts';
import { invalidateDraws, type AppEnv } from '../_cache.ts';

export const cron = new Hono<AppEnv>()
  .use('/scrape', async (c, next) => {
    const token = env().CRON_SECRET;
    if (!token) return c.json(errorBody('unauthorized', 'CRON_SECRET no está configurado'), 401);
    return bearerAuth({ token })(c as unknown as Context, next);
  })
  .get('/scrape', async (c) => {
    if (env().LIVE_SCRAPING === 'off') return c.json({ skipped: 'live-scraping-off', ran: [], changedGameIds: [] });
    const report = await runDueScrapers(c.var.db, c.var.fetcher);
    await invalidateDraws(c, report.changedGameIds);
    return c.json({
      skipped: report.skipped ?? null,
      ran: report.ran.map((r) => ({ scraper: r.name, status: r.summary.status, created: r.summary.created, updated: r.summary.updated, rejected: r.summary.rejected.length, error: r.summary.error ?? null })),
      changedGameIds: report.changedGameIds,
    });
  });
