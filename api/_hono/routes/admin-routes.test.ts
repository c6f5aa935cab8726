/**
 * Walks every route the Hono app registers under /api/admin/ and proves each one, login aside, answers 401
 * without a session and 403 for a session of another role, so a new admin route cannot skip the guard.
 */
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../../../db/schema/index.ts';
import { issueSession, SESSION_COOKIE } from '../../../src/server/services/admin-auth.ts';
import { hashPassword } from '../../../src/server/services/admin-password.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({
  seed: async (db) => {
    await db
      .insert(adminUsers)
      .values({ username: 'visor', passwordHash: await hashPassword('x'.repeat(12)), role: 'viewer' });
  },
});
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});

/** The login routes, open without a session: by password, or by a mailed one-time link (decision 079). */
const LOGIN_ROUTES = new Set(['/api/admin/login', '/api/admin/login-link', '/api/admin/login-link/use']);

/** Every (method, path) of an admin route except the login ones, with path parameters filled with `1`. */
const adminRoutes = [
  ...new Map(
    app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL' && !LOGIN_ROUTES.has(r.path))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path.replace(/:\w+/g, '1') }]),
  ).values(),
];

async function call(route: { method: string; path: string }, cookie?: string) {
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  const response = await app.request(route.path, {
    method: route.method,
    headers: {
      origin: 'http://localhost',
      ...(withBody ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
    body: withBody ? '{}' : undefined,
  });
  return response.status;
}

describe('every /api/admin/* route but login', () => {
  it('is found in the app (the walk sees the admin routes)', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    expect(adminRoutes).toContainEqual({ method: 'GET', path: '/api/admin/stats' });
  });

  it('answers 401 without a session', async () => {
    for (const route of adminRoutes)
      expect([`${route.method} ${route.path}`, await call(route)]).toEqual([`${route.method} ${route.path}`, 401]);
  });

  it('answers 403 for a session without the admin role', async () => {
    const { token } = await issueSession(systemContext(handle.db), 1);
    for (const route of adminRoutes) {
      expect([`${route.method} ${route.path}`, await call(route, token)]).toEqual([
        `${route.method} ${route.path}`,
        403,
      ]);
    }
  });
});
