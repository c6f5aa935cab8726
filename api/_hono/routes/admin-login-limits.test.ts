/**
 * The login limits under parallel guessing, through the real app: attempts are reserved before the password
 * is verified, so N parallel guesses verify at most the limit (decision 035); past the account's limit each
 * further attempt waits a delay that doubles, whatever the IP, and a mailed one-time link lets the owner in
 * (decision 079).
 */
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminLoginLinks, adminUsers } from '../../../db/schema/index.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import * as passwords from '../../../src/server/services/admin-password.ts';
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_DELAY,
  LOGIN_IP_RULE,
  SESSION_COOKIE,
} from '../../../src/server/services/admin-auth.ts';
import type { Mail } from '../../../src/server/mailer.ts';
import { createApp } from '../app.ts';

vi.mock('../../../src/server/services/admin-password.ts', { spy: true });

const PASSWORD = 'clave-segura-2026';
const handle = useTestDb({
  seed: async (db) => {
    await db
      .insert(adminUsers)
      .values({ username: 'ana', passwordHash: await passwords.hashPassword(PASSWORD), email: 'ana@example.com' });
  },
});
const mails: Mail[] = [];
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
  mailer: () => (mail) => {
    mails.push(mail);
    return Promise.resolve();
  },
});

/** POSTs `body` as JSON to the admin API's `path` from `ip`. */
const postFrom = (path: string, body: unknown, ip: string) =>
  app.request(
    `/api/admin${path}`,
    {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { astro: { clientAddress: ip } as never },
  );

/** POST /api/admin/login from `ip`; the status, Retry-After and whether a session cookie was set. */
async function login(username: string, password: string, ip: string) {
  const response = await postFrom('/login', { username, password }, ip);
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    session: (response.headers.get('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`),
  };
}

const verified = () => vi.mocked(passwords.verifyPassword).mock.calls.length;
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

beforeEach(() => {
  vi.mocked(passwords.verifyPassword).mockClear();
  mails.length = 0;
});

/** Stops the clock at `iso` (Date only) until the test ends; `advance(ms)` moves it on. */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  onTestFinished(() => void vi.useRealTimers());
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

/** The token of the last mailed login link. */
const mailedToken = () => /#enlace=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];

describe('login limits under parallel guessing', () => {
  it(`verifies at most ${LOGIN_IP_RULE.limit} of 200 parallel wrong guesses from one IP, then refuses the right password there`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(i % 2 ? 'ana' : `usuario${i}`, `intento-${i}`, '198.51.100.7')),
    );
    expect(verified()).toBeLessThanOrEqual(LOGIN_IP_RULE.limit);
    expect(answers.filter((a) => a.status === 401).length).toBe(verified());
    expect(answers.filter((a) => a.status === 429).length).toBe(200 - verified());
    const right = await login('ana', PASSWORD, '198.51.100.7');
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
    expect(right.retryAfter).toBeLessThanOrEqual(LOGIN_IP_RULE.windowMs / 1000);
    expect(right.session).toBe(false);
  });

  it(`verifies 2 of 30 parallel guesses on an account with ${LOGIN_ACCOUNT_RULE.limit - 1} failures (its last, one delayed)`, async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit - 1; i++) {
      expect((await login('ana', `intento-${i}`, '203.0.113.5')).status).toBe(401);
    }
    vi.mocked(passwords.verifyPassword).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('ana', `paralelo-${i}`, '203.0.113.5')),
    );
    expect(verified()).toBe(2);
    expect(statuses(answers)).toEqual([401, 401, ...Array<number>(28).fill(429)]);
  });

  it('delays the account past its limit whatever the IP: 50 IPs get one guess, then one after a doubling wait', async () => {
    const clock = clockAt('2026-11-25T12:00:10Z');
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++)
      expect((await login('ana', `x-${i}`, `192.0.2.${i}`)).status).toBe(401);
    const attackers = Array.from({ length: 50 }, (_, i) => `198.18.0.${i + 1}`);
    vi.mocked(passwords.verifyPassword).mockClear();
    const burst = await Promise.all(attackers.map((ip, i) => login('ana', `adivina-${i}`, ip)));
    expect(verified()).toBe(1);
    expect(statuses(burst)).toEqual([401, ...Array<number>(49).fill(429)]);
    const refused = await login('ana', PASSWORD, '198.51.100.200');
    expect(refused).toMatchObject({ status: 429, session: false });
    expect(refused.retryAfter).toBe(LOGIN_DELAY.baseMs / 1000);
    clock.advance(LOGIN_DELAY.baseMs);
    expect((await login('ana', 'otra', attackers[0]!)).status).toBe(401);
    expect((await login('ana', PASSWORD, attackers[1]!)).retryAfter).toBe((2 * LOGIN_DELAY.baseMs) / 1000);
    clock.advance(LOGIN_DELAY.baseMs);
    expect((await login('ana', PASSWORD, '198.51.100.200')).status).toBe(429);
    clock.advance(LOGIN_DELAY.baseMs);
    expect(await login('ana', PASSWORD, '198.51.100.200')).toMatchObject({ status: 200, session: true });
    expect((await login('ana', 'otra-vez', '198.51.100.201')).status).toBe(401);
  });

  it('evaluates at most 9 guesses per 15 minutes on one account from 300 IPs (10 fresh ones every 30 s)', async () => {
    const clock = clockAt('2026-11-25T12:00:00Z');
    vi.mocked(passwords.verifyPassword).mockClear();
    for (let t = 0; t < 30; t++) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => login('ana', `g-${t}-${i}`, `198.19.${t}.${i}`)));
      clock.advance(30_000);
    }
    expect(verified()).toBeLessThanOrEqual(LOGIN_ACCOUNT_RULE.limit + 4);
  });

  it('does not count a correct password against the IP or the account', async () => {
    for (let i = 0; i < LOGIN_IP_RULE.limit + 2; i++) {
      expect((await login('ana', PASSWORD, '198.51.100.9')).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) {
      expect((await login('ana', `intento-${i}`, '198.51.100.9')).status).toBe(401);
    }
    expect((await login('ana', 'intento-6', '198.51.100.9')).status).toBe(401);
    expect((await login('ana', PASSWORD, '198.51.100.9')).status).toBe(429);
  });
});

describe('one-time login links (decision 079)', () => {
  const ask = async (username: string, ip = '203.0.113.50') => {
    const response = await postFrom('/login-link', { username }, ip);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const use = async (token: string | undefined, ip = '203.0.113.50') => {
    const response = await postFrom('/login-link/use', { token }, ip);
    return {
      status: response.status,
      session: (response.headers.get('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`),
    };
  };

  it('mails a single-use link that lets the owner of a delayed account in, and ends the delay', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit + 1; i++) await login('ana', `x-${i}`, `192.0.2.${i}`);
    expect((await login('ana', PASSWORD, '192.0.2.99')).status).toBe(429);
    expect(await ask('ana')).toEqual({ status: 202, body: { ok: true } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana@example.com', subject: 'Tu enlace de acceso a Gana Más' });
    expect(mails[0]?.text).toMatch(/\/admin\/login#enlace=[\w-]{43}\n/);
    const token = mailedToken();
    expect(await use(token)).toEqual({ status: 200, session: true });
    expect(await use(token)).toEqual({ status: 401, session: false });
    expect((await login('ana', PASSWORD, '192.0.2.99')).status).toBe(200);
  });

  it('answers the same for an unknown account and mails nothing', async () => {
    expect(await ask('nadie')).toEqual(await ask('ana'));
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com']);
  });

  it('refuses a link after 15 minutes, and a made-up one', async () => {
    const clock = clockAt('2026-11-25T12:00:00Z');
    await ask('ana');
    clock.advance(15 * 60 * 1000);
    expect(await use(mailedToken())).toEqual({ status: 401, session: false });
    expect(await use('a'.repeat(43))).toEqual({ status: 401, session: false });
    expect((await use('corto')).status).toBe(400);
  });

  it('limits requests per username whatever the IP and per IP whatever the username (429 alike for unknown names)', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('ana', `203.0.113.${i}`)).status).toBe(202);
    expect((await ask('ana', '203.0.113.9')).status).toBe(429);
    expect(mails).toHaveLength(3);
    for (let i = 0; i < 5; i++) expect((await ask(`nadie-${i}`, '203.0.113.60')).status).toBe(202);
    expect((await ask('nadie-6', '203.0.113.60')).status).toBe(429);
  });

  it('keeps a Vercel function alive until the mail is handed over (waitUntil of its request context)', async () => {
    const kept: Promise<unknown>[] = [];
    vi.stubGlobal(Symbol.for('@vercel/request-context'), {
      get: () => ({ waitUntil: (task: Promise<unknown>) => kept.push(task) }),
    });
    onTestFinished(() => void vi.unstubAllGlobals());
    expect((await ask('ana')).status).toBe(202);
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(mails).toHaveLength(1);
  });

  it('stores only the hash of the token', async () => {
    await ask('ana');
    const rows = await handle.db.select().from(adminLoginLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(mailedToken()!);
    expect(JSON.stringify(rows)).not.toContain(mailedToken()!);
  });
});
