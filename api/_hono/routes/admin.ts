/**
 * /api/admin/*: session calls (login, one-time login links by mail, logout, user, password), the dashboard (stats,
 * recent activity, the scrapers, with automatic scraping start/stop, the time to result per source), every game's
 * history coverage (least complete first) and the backfill's progress (`/coverage/backfill`), and the activity log
 * (filtered pages, CSV export). Every route but the login ones (`OPEN_WITHOUT_SESSION`)
 * requires a session of role `admin` (401 without a
 * valid session, 403 for another role or while a one-time password is unchanged). Mutating calls take JSON
 * bodies only (415 otherwise), so a cross-site page cannot send them without a CORS preflight that is never
 * granted; hono/csrf in app.ts refuses cross-site form posts.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  loginLinkRequestSchema,
  loginLinkSchema,
  loginSchema,
  passwordChangeSchema,
} from '../../../src/lib/schemas/admin-auth.ts';
import { logFilterSchema } from '../../../src/lib/schemas/admin-logs.ts';
import { ApiError } from '../../../src/server/errors.ts';
import {
  authenticate,
  changePassword,
  login,
  logout,
  SESSION_COOKIE,
  SESSION_TTL_S,
  type SessionUser,
} from '../../../src/server/services/admin-auth.ts';
import { loginWithLink, requestLoginLink } from '../../../src/server/services/admin-login-link.ts';
import { withActor } from '../../../src/server/services/context.ts';
import { adminStats, recentActivity } from '../../../src/server/services/admin-dashboard.ts';
import { timeToResult } from '../../../src/server/services/latency.ts';
import { exportLogsCsv, listLogs } from '../../../src/server/services/admin-logs.ts';
import { backfillStatus } from '../../../src/server/services/backfill-status.ts';
import { coverageOfAllGames } from '../../../src/server/services/coverage.ts';
import { sessionActor, type AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';
import { adminScrapers } from './admin-scrapers.ts';
import { adminDrawReviews } from './admin-draw-reviews.ts';
import { adminAdvertisements } from './admin-advertisements.ts';
import { adminAdOrders } from './admin-ad-orders.ts';
import { adminCustomCode } from './admin-custom-code.ts';
import { adminPosts } from './admin-posts.ts';

/** Calls made without a session: logging in, by password or by a mailed one-time link. */
const OPEN_WITHOUT_SESSION = new Set(['/api/admin/login', '/api/admin/login-link', '/api/admin/login-link/use']);

/** Calls a user whose one-time password is unchanged may still make. */
const OPEN_WITH_PENDING_PASSWORD = new Set(['/api/admin/user', '/api/admin/logout', '/api/admin/password']);

/** Refuses a mutating call whose body is not declared JSON (415). */
const jsonOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new ApiError('unsupported_media_type', 'Envíe la solicitud como JSON (Content-Type: application/json).');
    }
  }
  await next();
};

/**
 * Requires a valid session of role `admin` on every route but the login ones; sets `c.var.session` and makes its
 * user the actor of the request's context.
 */
const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (OPEN_WITHOUT_SESSION.has(c.req.path)) return next();
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) throw new ApiError('unauthorized', 'Inicia sesión para continuar');
  const session = await authenticate(c.var.ctx, token);
  if (session.user.role !== 'admin') throw new ApiError('forbidden', 'Se requiere el rol de administrador');
  if (session.user.mustChangePassword && !OPEN_WITH_PENDING_PASSWORD.has(c.req.path)) {
    throw new ApiError('forbidden', 'Debes cambiar la contraseña antes de continuar');
  }
  c.set('session', session);
  c.set('ctx', withActor(c.var.ctx, sessionActor(session)));
  await next();
};

async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    throw new ApiError('bad_request', 'El cuerpo no es JSON válido.', { cause: error });
  }
  return schema.parseAsync(body);
}

/** Sets the session cookie of `token` (httpOnly, SameSite=Lax, Secure on Vercel or https) and answers `user`. */
function startSession(c: Context<AdminEnv>, token: string, user: SessionUser) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.ctx.config.VERCEL || new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: SESSION_TTL_S,
  });
  return c.json(user);
}

const RECENT_LIMIT = 10;

export const admin = new Hono<AdminEnv>()
  .use(jsonOnly)
  .use(requireAdmin)
  .post('/login', async (c) => {
    const input = await jsonBody(c, loginSchema);
    const { token, user } = await login(c.var.ctx, input);
    return startSession(c, token, user);
  })
  .post('/login-link', async (c) => {
    const { username } = await jsonBody(c, loginLinkRequestSchema);
    await requestLoginLink(c.var.ctx, username);
    return c.json({ ok: true }, 202);
  })
  .post('/login-link/use', async (c) => {
    const { token: link } = await jsonBody(c, loginLinkSchema);
    const { token, user } = await loginWithLink(c.var.ctx, link);
    return startSession(c, token, user);
  })
  .post('/logout', async (c) => {
    await logout(c.var.ctx, c.var.session);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  })
  .get('/user', (c) => c.json(c.var.session.user))
  .post('/password', async (c) => {
    const input = await jsonBody(c, passwordChangeSchema(c.var.session.user.username));
    await changePassword(c.var.ctx, c.var.session, input);
    return c.json({ ok: true });
  })
  .get('/stats', async (c) => c.json(await adminStats(c.var.ctx)))
  .get('/activity', async (c) => c.json(await recentActivity(c.var.ctx, RECENT_LIMIT)))
  .get('/coverage', async (c) => c.json(await coverageOfAllGames(c.var.ctx)))
  .get('/coverage/backfill', async (c) => c.json(await backfillStatus(c.var.ctx)))
  .get('/latency', async (c) => c.json(await timeToResult(c.var.ctx)))
  .get('/logs', validate('query', logFilterSchema), async (c) =>
    c.json(await listLogs(c.var.ctx, c.req.valid('query'))),
  )
  .get('/logs/export', validate('query', logFilterSchema), async (c) => {
    const csv = await exportLogsCsv(c.var.ctx, c.req.valid('query'));
    return c.body(`\uFEFF${csv}`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="logs.csv"',
    });
  })
  .route('/posts', adminPosts)
  .route('/settings', adminCustomCode)
  .route('/ad-orders', adminAdOrders)
  .route('/advertisements', adminAdvertisements)
  .route('/scrapers', adminScrapers)
  .route('/draw-reviews', adminDrawReviews);
