/**
 * The /api entry Vercel's function runs (`src/pages/api/[...path].ts`; the same code path with or without
 * VERCEL=1, which would require a postgres:// URL): on a migrated database without any account, requests never create an admin and nothing it logs holds a password (decision 083: the operator runs
 * `npm run admin:create` once instead).
 */
import type { APIContext } from 'astro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { countAdminUsers } from '../../db/queries/admin.ts';
import { copyPgliteSeed } from '../helpers/seed-db.ts';

const seed = await copyPgliteSeed('empty');
Object.assign(process.env, {
  DATABASE_URL: seed.url,
  SITE_URL: 'https://ganamas.example',
  CRON_SECRET: 'c'.repeat(24),
  SESSION_SECRET: 's'.repeat(40),
  SNAPSHOT_IMPORT: 'off',
  LIVE_SCRAPING: 'off',
});
const { closeAppDb, appDb } = await import('../../src/server/db.ts');
const { ALL } = await import('../../src/pages/api/[...path].ts');

afterAll(async () => {
  await closeAppDb();
  await seed.drop();
});

const call = (path: string, init?: RequestInit) =>
  ALL({ request: new Request(`https://ganamas.example${path}`, init) } as APIContext) as Promise<Response>;

describe('the /api entry (Vercel)', () => {
  it('creates no admin and logs no password, whatever it is asked', async () => {
    const logged: unknown[][] = [];
    const spies = (['log', 'info', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
    );
    try {
      expect((await call('/api/health')).status).toBeLessThan(500);
      const login = await call('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://ganamas.example' },
        body: JSON.stringify({ username: 'admin', password: 'clave-cualquiera-2026' }),
      });
      expect(login.status).toBe(401);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(await countAdminUsers((await appDb()).db)).toBe(0);
    expect(logged.map((args) => args.join(' ')).filter((line) => /contraseña|password/i.test(line))).toEqual([]);
  });
});
