/** The Hono app behind /api/*: security headers, cross-site checks, one sub-app per resource, one error handler. */
import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { DbHandle } from '../../db/client.ts';
import { isCrossSiteWrite } from '../../src/server/cross-site.ts';
import { ApiError } from '../../src/server/errors.ts';
import { appMailer } from '../../src/server/mail.ts';
import type { Mailer } from '../../src/server/mailer.ts';
import { appPaypal, type PaypalAccess } from '../../src/server/paypal.ts';
import { appPush, type PushConfig } from '../../src/server/push-config.ts';
import { env } from '../../src/env.ts';
import type { Fetcher, ServiceConfig } from '../../src/server/services/context.ts';
import type { RateRule } from '../../src/server/services/rate-limit.ts';
import { apiSecureHeaders, isPrivatePath, PRIVATE_CACHE_CONTROL } from '../../src/server/security-headers.ts';
import { contextOf, type AppEnv } from './env.ts';
import { handleError, respond } from './errors.ts';
import { openApiDocument, referencePage, REFERENCE_CSP, type OpenApiDocument } from './openapi.ts';
import { PUBLIC_API_RULE } from './public-api.ts';
import { advertisements } from './routes/advertisements.ts';
import { admin } from './routes/admin.ts';
import { adOrders } from './routes/ad-orders.ts';
import { contact } from './routes/contact.ts';
import { cron } from './routes/cron.ts';
import { findSimilarUrlRoute } from './routes/find-similar-url.ts';
import { lottery } from './routes/lottery.ts';
import { posts } from './routes/posts.ts';
import { ticketCheck } from './routes/ticket-check.ts';
import { push } from './routes/push.ts';
import { paypalRoutes } from './routes/paypal.ts';
import { uploads } from './routes/uploads.ts';
import { CACHE_QUERY_HEADER } from '../../src/server/cache.ts';

export interface AppDeps {
  /** The database (opened lazily on the first request that needs it). */
  db: () => Promise<DbHandle>;
  /** How scrapers fetch source pages (global `fetch` in production, a fake in tests). */
  fetcher: Fetcher;
  /** PayPal for the payment step (default: from the environment; null when not configured). */
  paypal?: () => PaypalAccess | null;
  /** Outgoing mail (default: SMTP from the environment, or the console). */
  mailer?: () => Mailer;
  /** Per-IP limit of the public read routes (default `PUBLIC_API_RULE`, 120 a minute; tests inject a small one). */
  publicApiRule?: RateRule;
  /** Web Push alerts (default: VAPID keys from the environment; null when not configured). */
  push?: () => PushConfig | null;
  /** The configuration the services and the cron tick read (default: this process's environment, `env()`). */
  config?: () => ServiceConfig;
}

/**
 * Builds the /api app over its dependencies. Unknown paths answer 404 and known paths asked with another
 * method 405 (with `Allow`), both in the JSON error shape. State changes from another site (`Origin`, or
 * `Sec-Fetch-Site: cross-site`) are refused with 403 whatever their content type; hono/csrf also refuses form
 * and text posts that carry neither header (decision 042).
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');
  let document: Promise<OpenApiDocument> | undefined;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- basePath() returns a Hono clone
  const publicDocument = () => (document ??= openApiDocument(app));
  return (
    app
      .use(apiSecureHeaders())
      // Admin answers, errors included, are never stored by a cache (decision 079).
      .use(async (c, next) => {
        await next();
        if (isPrivatePath(c.req.path)) c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      })
      .use(
        methodNotAllowed({
          // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- basePath() returns a Hono clone
          app,
          onMethodNotAllowed: (c, methods) =>
            respond(
              c,
              new ApiError('method_not_allowed', `Método ${c.req.method} no permitido en ${c.req.path}`, {
                headers: { Allow: methods.join(', ') },
              }),
            ),
        }),
      )
      .use(async (c, next) => {
        if (isCrossSiteWrite(c.req.raw, new URL(c.req.url).origin))
          throw new ApiError('forbidden', 'Origen no permitido');
        await next();
      })
      .use(csrf())
      // Routes read their query string through `validate('query')` alone, which declares what it reads to the local
      // page cache; an answer without it reads none (decision 063).
      .use(async (c, next) => {
        if (c.req.method === 'GET') c.header(CACHE_QUERY_HEADER, '');
        await next();
      })
      .use(
        contextOf({
          db: deps.db,
          config: deps.config ?? env,
          fetcher: deps.fetcher,
          mailer: deps.mailer ?? appMailer,
          paypal: deps.paypal ?? appPaypal,
          push: deps.push ?? appPush,
        }),
      )
      .use(async (c, next) => {
        c.set('publicApiRule', deps.publicApiRule ?? PUBLIC_API_RULE);
        await next();
      })
      .get('/health', (c) => c.json({ ok: true, driver: c.var.dbDriver }))
      .get('/openapi.json', async (c) => c.json(await publicDocument()))
      .get('/docs', async (c) => {
        c.header('Content-Security-Policy', REFERENCE_CSP);
        return c.html(await referencePage(await publicDocument()));
      })
      .route('/lottery', lottery)
      .route('/lottery', ticketCheck)
      .route('/cron', cron)
      .route('/contacto', contact)
      .route('/find-similar-url', findSimilarUrlRoute)
      .route('/posts', posts)
      .route('/advertisements', advertisements)
      .route('/admin', admin)
      .route('/ad-orders', adOrders)
      .route('/paypal', paypalRoutes)
      .route('/uploads', uploads)
      .route('/push', push)
      .notFound((c) => respond(c, new ApiError('not_found', `Ruta no encontrada: ${c.req.path}`)))
      .onError(handleError)
  );
}

/** The app's routes as one type: the browser's typed client (src/islands/api-client.ts) is built from it. */
export type AppType = ReturnType<typeof createApp>;
