/**
 * The login limits under parallel guessing, through the real app: attempts are reserved before the password
 * is verified, so N parallel guesses verify at most the limit; the per-account limit never refuses the right
 * password from an IP without failures (decision 035).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsers } from '../../../db/schema/index.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import * as passwords from '../../../src/server/services/admin-password.ts';
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, SESSION_COOKIE } from '../../../src/server/services/admin-auth.ts';
import { createApp } from '../app.ts';

vi.mock('../../../src/server/services/admin-password.ts', { spy: true });

const PASSWORD = 'clave-segura-2026';
const handle = useTestDb({
  seed: async (db) => {
    await db.insert(adminUsers).values({ username: 'ana', passwordHash: await passwords.hashPassword(PASSWORD) });
  },
});
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});

/** POST /api/admin/login from `ip`; the status, Retry-After and whether a session cookie was set. */
async function login(username: string, password: string, ip: string) {
  const response = await app.request(
    '/api/admin/login',
    {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    },
    { astro: { clientAddress: ip } as never },
  );
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
});

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

  it(`verifies at most 1 of 30 parallel guesses on an account with ${LOGIN_ACCOUNT_RULE.limit - 1} failures`, async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit - 1; i++) {
      expect((await login('ana', `intento-${i}`, '203.0.113.5')).status).toBe(401);
    }
    vi.mocked(passwords.verifyPassword).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('ana', `paralelo-${i}`, '203.0.113.5')),
    );
    expect(verified()).toBe(1);
    expect(statuses(answers)).toEqual([401, ...Array<number>(29).fill(429)]);
  });

  it('lets the owner in from a clean IP after 50 failures on the account from other IPs, and refuses those IPs', async () => {
    const attackers = Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('ana', `adivina-${i}`, attackers[i % attackers.length]!)),
    );
    expect(attempts.filter((a) => a.status === 401).length).toBeLessThanOrEqual(
      LOGIN_ACCOUNT_RULE.limit + attackers.length,
    );
    const owner = await login('ana', PASSWORD, '198.51.100.200');
    expect(owner).toMatchObject({ status: 200, session: true });
    for (const ip of attackers) expect((await login('ana', PASSWORD, ip)).status).toBe(429);
    expect((await login('ana', 'otra-vez', '198.51.100.200')).status).toBe(401);
    expect((await login('ana', PASSWORD, '198.51.100.200')).status).toBe(429);
  });

  it('does not count a correct password against the IP or the account', async () => {
    for (let i = 0; i < LOGIN_IP_RULE.limit + 2; i++) {
      expect((await login('ana', PASSWORD, '198.51.100.9')).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) {
      expect((await login('ana', `intento-${i}`, '198.51.100.9')).status).toBe(401);
    }
    expect((await login('ana', 'intento-6', '198.51.100.9')).status).toBe(429);
  });
});
