/**
 * GET /api/cron/scrape: runs the due scrapers. Called by Vercel Cron and by the local scheduler loop,
 * both with `Authorization: Bearer <CRON_SECRET>`. Invalidates the cached pages of changed games.
 */
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { runDueScrapers } from '../../cron/scheduler.ts';
import { env } from '../../src/env.ts';
import { appDb } from '../_db.ts';
import { errorBody } from '../_errors.ts';
import { invalidateDraws, type AppEnv } from '../_cache.ts';

const offlineFetch = async (): Promise<Response> => {
  throw new Error('Scraping en vivo desactivado (LIVE_SCRAPING=off)');
};

export const cron = new Hono<AppEnv>()
  .use('/scrape', async (c, next) => {
    const token = env().CRON_SECRET;
    if (!token) return c.json(errorBody('unauthorized', 'CRON_SECRET no está configurado'), 401);
    return bearerAuth({ token })(c, next);
  })
  .get('/scrape', async (c) => {
    const fetcher = env().LIVE_SCRAPING === 'on' ? fetch : offlineFetch;
    const report = await runDueScrapers((await appDb()).db, fetcher);
    await invalidateDraws(c, report.changedGameIds);
    return c.json({
      skipped: report.skipped ?? null,
      ran: report.ran.map((r) => ({ scraper: r.name, status: r.summary.status, created: r.summary.created, updated: r.summary.updated, rejected: r.summary.rejected.length, error: r.summary.error ?? null })),
      changedGameIds: report.changedGameIds,
    });
  });
