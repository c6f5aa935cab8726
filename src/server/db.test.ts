import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pgliteSeed } from '../../tests/helpers/seed-db.ts';
import { rowsOf } from '../../db/client.ts';
import { countAdminUsers } from '../../db/queries/admin.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { EnvError, parseEnv } from '../env.ts';
import { sql } from 'drizzle-orm';
import { markBuilding } from './build-guard.ts';
import { appDb, closeAppDb, openAppDb } from './db.ts';

afterAll(async () => closeAppDb());

/** A PGlite URL whose schema is migrated (what `node scripts/db.ts setup` does before the server opens it). */
async function migratedUrl(): Promise<string> {
  const dir = join(mkdtempSync(join(tmpdir(), 'app-db-')), 'pglite');
  cpSync(await pgliteSeed('empty'), dir, { recursive: true });
  return `pglite:${dir}`;
}

describe('the app database', () => {
  it('is opened once: pages and the server share one handle', async () => {
    const up = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'off' });
    const handle = await openAppDb(up, { firstAdmin: false });
    expect(handle.driver).toBe('pglite');
    expect(await appDb()).toBe(handle);
  });

  it('creates no admin for pages (the build), and a non-guessable one for the server, printed once', async () => {
    await closeAppDb();
    const config = parseEnv({ DATABASE_URL: await migratedUrl() });
    const { db } = await openAppDb(config, { firstAdmin: false });
    expect(await countAdminUsers(db)).toBe(0);
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await openAppDb(config, { firstAdmin: true });
    await openAppDb(config, { firstAdmin: true });
    const [admin, ...others] = await db.select().from(adminUsers);
    expect(others).toEqual([]);
    expect(admin?.username).toMatch(/^admin-[\w-]{8}$/);
    expect(admin?.mustChangePassword).toBe(true);
    const printed = print.mock.calls.map((args) => String(args[0]));
    print.mockRestore();
    expect(printed).toEqual([
      `[admin] cuenta de administrador creada: ${admin?.username}`,
      expect.stringMatching(/^\[admin\] contraseña de un solo uso .*: [\w-]{20}$/),
    ]);
  });

  it('refuses an ADMIN_PASSWORD that is easy to guess, naming the variable, and creates no account', async () => {
    await closeAppDb();
    const config = parseEnv({
      DATABASE_URL: await migratedUrl(),
      ADMIN_USERNAME: 'dueña',
      ADMIN_PASSWORD: 'admin12345',
    });
    const opening = openAppDb(config, { firstAdmin: true });
    await expect(opening).rejects.toThrow(EnvError);
    await expect(opening).rejects.toThrow(/ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: /);
    expect(await countAdminUsers((await appDb()).db)).toBe(0);
  });

  it('is only opened: no migration, no import (node scripts/db.ts setup, db:migrate and db:import do that)', async () => {
    await closeAppDb();
    const config = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'auto' });
    const { db } = await openAppDb(config, { firstAdmin: false });
    const tables = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    expect(tables[0]?.n).toBe(0);
    await closeAppDb();
  });

  it('refuses to open while astro build runs (decision 065)', async () => {
    markBuilding(true);
    try {
      const config = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'off' });
      await expect(openAppDb(config, { firstAdmin: false })).rejects.toThrow(/astro build never opens the database/);
    } finally {
      markBuilding(false);
    }
  });
});
