/** The Hono app behind /api/*: security headers, one sub-app per resource, one error handler. */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { appDb } from './_db.ts';
import type { AppEnv } from './_cache.ts';
import { errorBody, handleError } from './_errors.ts';
import { cron } from './_routes/cron.ts';
import { lottery } from './_routes/lottery.ts';

export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(secureHeaders())
  .get('/health', async (c) => {
    const { driver } = await appDb();
    return c.json({ ok: true, driver });
  })
  .route('/lottery', lottery)
  .route('/cron', cron)
  .notFound((c) => c.json(errorBody('not_found', `Ruta no encontrada: ${c.req.path}`), 404))
  .onError(handleError);
