/** The Hono app behind /api/*: security headers, one sub-app per resource, one error handler. */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Fetcher } from '../cron/run-scrape.ts';
import type { DbHandle } from '../db/client.ts';
import type { AppEnv } from './_cache.ts';
import { errorBody, handleError } from './_errors.ts';
import { cron } from './_routes/cron.ts';
import { lottery } from './_routes/lottery.ts';

export interface AppDeps {
  /** The database (opened lazily on the first request that needs it). */
  db: () => Promise<DbHandle>;
  /** How scrapers fetch source pages (global `fetch` in production, a fake in tests). */
  fetcher: Fetcher;
}

/** Builds the /api app over its dependencies. */
export function createApp(deps: AppDeps) {
  return new Hono<AppEnv>()
    .basePath('/api')
    .use(secureHeaders())
    .use(async (c, next) => {
      const handle = await deps.db();
      c.set('db', handle.db);
      c.set('dbDriver', handle.driver);
      c.set('fetcher', deps.fetcher);
      await next();
    })
    .get('/health', (c) => c.json({ ok: true, driver: c.var.dbDriver }))
    .route('/lottery', lottery)
    .route('/cron', cron)
    .notFound((c) => c.json(errorBody('not_found', `Ruta no encontrada: ${c.req.path}`), 404))
    .onError(handleError);
}
