/**
 * Private answers are never cacheable (decision 079): every answer under /api/admin/, successes and errors
 * (401, 403, 400, 415, 404, 429), carries `Cache-Control: no-store`; public routes keep their own caching.
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
    const passwordHash = await hashPassword('clave-segura-2026');
    await db.insert(adminUsers).values([
      { username: 'ana', passwordHash, role: 'admin' },
      { username: 'visor', passwordHash, role: 'viewer' },
    ]);
  },
});
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});

/** Every (method, path) the app registers under /api/admin/, path parameters filled with `1`. */
const adminRoutes = [
  ...new Map(
    app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path.replace(/:\w+/g, '1') }]),
  ).values(),
];

/** Calls `path` with `method` (a JSON body `{}` unless GET, or `body`), with the session `token` if given. */
async function call(method: string, path: string, token?: string, body?: string, type = 'application/json') {
  const withBody = method !== 'GET' && method !== 'HEAD';
  const response = await app.request(
    path,
    {
      method,
      headers: {
        origin: 'http://localhost',
        ...(withBody ? { 'content-type': type } : {}),
        ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      },
      body: withBody ? (body ?? '{}') : undefined,
    },
    { astro: { clientAddress: '203.0.113.9' } as never },
  );
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

const tokenOf = async (userId: number) => (await issueSession(systemContext(handle.db), userId)).token;

describe('Cache-Control on /api/admin/*', () => {
  it('is no-store on every admin route without a session, with a viewer session and with an admin session', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    const sessions = [undefined, await tokenOf(2), await tokenOf(1)];
    for (const token of sessions) {
      for (const { method, path } of adminRoutes) {
        const { status, cacheControl } = await call(method, path, token);
        expect([method, path, status, cacheControl]).toEqual([method, path, status, 'no-store']);
      }
    }
  });

  it.each([
    [
      'a login with a wrong password (401)',
      () => call('POST', '/api/admin/login', undefined, '{"username":"ana","password":"x"}'),
      401,
    ],
    ['a login with a bad body (400)', () => call('POST', '/api/admin/login', undefined, '{"username":1}'), 400],
    ['a login sent as a form (415)', () => call('POST', '/api/admin/login', undefined, 'a=1', 'text/plain'), 415],
    ['an unknown admin path (401)', () => call('GET', '/api/admin/no-existe'), 401],
    ['a method the route does not take (405)', () => call('DELETE', '/api/admin/login'), 405],
  ])('is no-store on %s', async (_, request, status) => {
    expect(await request()).toEqual({ status, cacheControl: 'no-store' });
  });

  it('is no-store on a successful login and on the user it answers', async () => {
    const login = await call(
      'POST',
      '/api/admin/login',
      undefined,
      '{"username":"ana","password":"clave-segura-2026"}',
    );
    expect(login).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await call('GET', '/api/admin/user', await tokenOf(1))).toEqual({ status: 200, cacheControl: 'no-store' });
  });

  it('leaves public routes alone', async () => {
    expect((await call('GET', '/api/health')).cacheControl).not.toBe('no-store');
  });
});
