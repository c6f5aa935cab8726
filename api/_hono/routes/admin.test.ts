import { desc, eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { isAutomaticScrapingOn } from '../../../db/queries/app-state.ts';
import { adminSessions, adminUsers, logs } from '../../../db/schema/index.ts';
import { insertScraper } from '../../../tests/factories.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { hashPassword } from '../../../src/server/services/admin-password.ts';
import {
  ensureFirstAdmin,
  issueSession,
  SESSION_COOKIE,
  SESSION_TTL_S,
} from '../../../src/server/services/admin-auth.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { storeDraws } from '../../../src/server/services/draws.ts';
import { SANTO_DOMINGO_TIME_ZONE, zonedMoment } from '../../../src/lib/dates.ts';
import { createAd } from '../../../src/server/services/ads.ts';
import { createPost } from '../../../src/server/services/posts.ts';
import { postInputSchema } from '../../../src/lib/schemas/post.ts';
import { JSON_TYPE } from '../../../src/admin/json-options.ts';
import { createApp } from '../app.ts';

const PASSWORD = 'clave-segura-2026';
const handle = useTestDb({
  seed: async (db) => {
    await db.insert(adminUsers).values([
      { username: 'ana', passwordHash: await hashPassword(PASSWORD), role: 'admin' },
      { username: 'visor', passwordHash: await hashPassword(PASSWORD), role: 'viewer' },
    ]);
  },
});
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});

/** A JSON answer: the admin payload or the error shape. */
interface Answer {
  [field: string]: unknown;
  error?: { code: string; message: string; issues?: { path: string[] }[] };
}

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Sends a raw request, as the site's own page would (same origin, JSON body) unless `headers` say otherwise: for
 * the session calls whose body the route reads itself (login, logout, password) and for the malformed requests
 * (forged token, no cookie, other sites, other content types). Other calls go through `adminWith`.
 */
async function call(path: string, { method = 'GET', body, cookie, ip = '198.51.100.4', headers = {} }: Call = {}) {
  const response = await app.request(
    `/api/admin${path}`,
    {
      method,
      headers: {
        origin: 'http://localhost',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...headers,
      },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
    },
    { astro: { clientAddress: ip } as never },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

/** The typed client of /api/admin with session `token`, from the site's own page at the test's address. */
const adminWith = (token: string | undefined) =>
  testClient(app, { astro: { clientAddress: '198.51.100.4' } }, undefined, {
    headers: { origin: 'http://localhost', cookie: `${SESSION_COOKIE}=${token}` },
  }).api.admin;

const tokenOf = (setCookie: string | null) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie ?? '')?.[1];

async function logIn(username = 'ana', password = PASSWORD) {
  const answer = await call('/login', { method: 'POST', body: { username, password } });
  return { ...answer, token: tokenOf(answer.headers.get('set-cookie')) };
}

const lastLog = async () => (await handle.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];

describe('POST /api/admin/login', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie of 8 hours and logs the login', async () => {
    const { status, body, headers, token } = await logIn();
    expect(status).toBe(200);
    expect(body).toEqual({ id: 1, username: 'ana', role: 'admin', mustChangePassword: false });
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toContain(`Max-Age=${SESSION_TTL_S}`);
    expect(SESSION_TTL_S).toBe(8 * 3600);
    expect(await lastLog()).toMatchObject({ userId: 1, action: 'login', ipAddress: '198.51.100.4' });
    expect(await (await adminWith(token).user.$get()).json()).toMatchObject({ username: 'ana' });
  });

  it('refuses a wrong password and an unknown user with 401 and no cookie', async () => {
    for (const attempt of [
      { username: 'ana', password: 'incorrecta' },
      { username: 'nadie', password: PASSWORD },
    ]) {
      const { status, body, token } = await logIn(attempt.username, attempt.password);
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: 'unauthorized', message: 'Usuario o contraseña incorrectos' });
      expect(token).toBeUndefined();
    }
  });

  it('answers 400 with the field issues when username or password is missing', async () => {
    const { status, body } = await call('/login', { method: 'POST', body: { username: ' ' } });
    expect(status).toBe(400);
    expect(body.error?.issues?.map((i) => i.path[0])).toEqual(['username', 'password']);
  });

  it('refuses cross-site form posts (CSRF) and bodies that are not JSON', async () => {
    const form = await call('/login', {
      method: 'POST',
      body: `username=ana&password=${PASSWORD}`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    const plain = await call('/login', {
      method: 'POST',
      body: { username: 'ana', password: PASSWORD },
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(403);
    const { token } = await logIn();
    const noType = await call('/scrapers/stop-background', {
      method: 'POST',
      cookie: token,
      headers: { 'content-type': '' },
    });
    expect(noType.status).toBe(415);
    expect(await isAutomaticScrapingOn(handle.db)).toBe(true);
  });
});

describe('sessions', () => {
  it('refuses an expired token with 401', async () => {
    const issuedAt = new Date(Date.now() - (SESSION_TTL_S + 60) * 1000);
    const { token } = await issueSession(systemContext(handle.db, issuedAt), 1);
    const expired = await adminWith(token).user.$get();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { message: 'La sesión expiró' } });
  });

  it('refuses a tampered token with 401', async () => {
    const { token } = await logIn();
    // One character of the signature changed for another (never the last: its low bits are padding, ignored).
    const at = token!.length - 5;
    const tampered = `${token!.slice(0, at)}${token![at] === 'A' ? 'B' : 'A'}${token!.slice(at + 1)}`;
    expect((await call('/user', { cookie: tampered })).status).toBe(401);
  });

  it('revokes the session on logout: the same token is refused afterwards', async () => {
    const { token } = await logIn();
    const out = await call('/logout', { method: 'POST', cookie: token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await lastLog()).toMatchObject({ userId: 1, action: 'logout' });
    expect((await adminWith(token).user.$get()).status).toBe(401);
  });

  it('answers GET /user with 401 without a session (the client reads it as null)', async () => {
    expect((await call('/user')).status).toBe(401);
  });

  it('holds a one-time password user to the password change, then lets them in', async () => {
    await handle.db.delete(adminUsers);
    const created = await ensureFirstAdmin(systemContext(handle.db), {});
    expect(created?.username).toMatch(/^admin-[\w-]{8}$/);
    expect(created?.oneTimePassword).toMatch(/^[\w-]{20}$/);
    expect(await ensureFirstAdmin(systemContext(handle.db), {})).toBeNull();
    const { token, body } = await logIn(created!.username, created!.oneTimePassword!);
    const elsewhere = await logIn(created!.username, created!.oneTimePassword!);
    expect(body.mustChangePassword).toBe(true);
    expect((await adminWith(token).stats.$get()).status).toBe(403);
    const short = await call('/password', {
      method: 'POST',
      cookie: token,
      body: { current: created!.oneTimePassword, next: 'corta' },
    });
    expect(short.status).toBe(400);
    const changed = await call('/password', {
      method: 'POST',
      cookie: token,
      body: { current: created!.oneTimePassword, next: 'una-clave-nueva-larga' },
    });
    expect(changed.status).toBe(200);
    expect((await adminWith(token).stats.$get()).status).toBe(200);
    expect((await adminWith(elsewhere.token).user.$get()).status).toBe(401);
    expect((await logIn(created!.username, 'una-clave-nueva-larga')).status).toBe(200);
    expect((await lastLog())?.action).toBe('login');
  });

  it('refuses a new password that is common, repetitive or holds the username, with 400 and the reason', async () => {
    const { token } = await logIn();
    for (const next of ['aaaaaaaaaa', 'admin12345', 'password123', 'ana-clave-segura-2026']) {
      const { status, body } = await call('/password', {
        method: 'POST',
        cookie: token,
        body: { current: PASSWORD, next },
      });
      expect(status).toBe(400);
      const message = next.startsWith('ana')
        ? 'La contraseña no puede contener el nombre de usuario.'
        : expect.stringMatching(/^La contraseña es demasiado fácil de adivinar: .+\.$/);
      expect(body.error?.issues).toEqual([expect.objectContaining({ path: ['next'], message })]);
    }
    expect((await logIn()).status).toBe(200);
  });

  it("ends the account's other sessions, not other accounts', when the password changes", async () => {
    const other = await logIn();
    const current = await logIn();
    const visor = await logIn('visor');
    const next = 'tres-tigres-comen-trigo';
    const changed = await call('/password', {
      method: 'POST',
      cookie: current.token,
      body: { current: PASSWORD, next },
    });
    expect(changed.status).toBe(200);
    expect(await lastLog()).toMatchObject({ userId: 1, action: 'change_password' });
    expect((await adminWith(other.token).user.$get()).status).toBe(401);
    expect(await (await adminWith(current.token).user.$get()).json()).toMatchObject({ username: 'ana' });
    const visorSession = await handle.db.select().from(adminSessions).where(eq(adminSessions.userId, 2));
    expect(visorSession).toEqual([expect.objectContaining({ revokedAt: null })]);
    expect(visor.status).toBe(200);
    expect((await logIn('ana', next)).status).toBe(200);
  });
});

describe('dashboard', () => {
  it('counts posts, scrapers, ads and logs from the database and reports the scraping status', async () => {
    const system = systemContext(handle.db);
    await createPost(
      system,
      postInputSchema.parse({ title: 'Cómo se juega la Quiniela', content: '<p>Tres números.</p>' }),
    );
    const ad = { name: 'Banca', content: '<p>Juega</p>', position: 'header-banner', pages: ['*'] };
    await createAd(system, ad);
    await createAd(system, { ...ad, enabled: false });
    await insertScraper(handle.db, { enabled: false });
    const lastRun = new Date('2026-11-20T10:00:00Z');
    await insertScraper(handle.db, { name: 'NY Open Data', lastRun });
    const { token } = await logIn();
    const stats = await adminWith(token).stats.$get();
    expect(stats.status).toBe(200);
    expect(await stats.json()).toEqual({
      totalPosts: 1,
      activeScrapers: 1,
      totalScrapers: 2,
      activeAds: 1,
      totalAds: 2,
      totalLogs: 3, // the two ads created and the login
      scrapingStatus: { isRunning: true, lastRun: lastRun.toISOString() },
    });
  });

  it('gives the time to result per source over the last 7 days: Gana Más first, then each source', async () => {
    const now = new Date();
    const drawn = zonedMoment(new Date(now.getTime() - 10 * 60_000), SANTO_DOMINGO_TIME_ZONE);
    const draw = { gameId: 'quiniela-leidsa', operatorId: 'leidsa', drawDate: drawn.date, drawTime: drawn.time };
    await storeDraws(systemContext(handle.db, now), [{ ...draw, numbers: ['01', '02', '03'], extras: {} }], {
      adapter: 'leidsa',
      url: 'https://www.leidsa.com/',
      fetchedAt: now,
    });
    const answer = await adminWith((await logIn()).token).latency.$get();
    expect(answer.status).toBe(200);
    const { days, sources } = await answer.json();
    expect(days).toBe(7);
    expect(sources.map((s) => [s.source, s.draws])).toEqual([
      ['gana-mas', 1],
      ['leidsa', 1],
    ]);
    // The draw time is to the minute: 10 minutes and up to 59 s.
    for (const s of sources) expect(s.medianS).toSatisfy((v: number) => v >= 600 && v < 660);
  });

  it('pauses and resumes automatic scraping, logging each switch with the admin', async () => {
    const admin = adminWith((await logIn()).token);
    const stopped = await admin.scrapers['stop-background'].$post(undefined, JSON_TYPE);
    expect(await stopped.json()).toEqual({ isRunning: false });
    expect(await isAutomaticScrapingOn(handle.db)).toBe(false);
    expect(await lastLog()).toMatchObject({ userId: 1, action: 'stop_background_scraping', ipAddress: '198.51.100.4' });
    expect((await (await admin.stats.$get()).json()).scrapingStatus).toMatchObject({ isRunning: false });
    await admin.scrapers['start-background'].$post(undefined, JSON_TYPE);
    expect(await isAutomaticScrapingOn(handle.db)).toBe(true);
    const activity = await (await admin.activity.$get()).json();
    expect(activity.map((a) => [a.action, a.username])).toEqual([
      ['start_background_scraping', 'ana'],
      ['stop_background_scraping', 'ana'],
      ['login', 'ana'],
    ]);
    expect(await handle.db.select().from(logs).where(eq(logs.userId, 1))).toHaveLength(3);
  });
});
