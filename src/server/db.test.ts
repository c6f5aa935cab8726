import { afterAll, describe, expect, it, vi } from 'vitest';
import { countAdminUsers } from '../../db/queries/admin.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { EnvError, parseEnv } from '../env.ts';
import { appDb, closeAppDb, openAppDb } from './db.ts';

afterAll(async () => closeAppDb());

describe('the app database', () => {
  it('rejects while the database is unreachable, and opens on the next call once it is reachable', async () => {
    const down = parseEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/gana_mas', SNAPSHOT_IMPORT: 'off' });
    await expect(openAppDb(down, { recoverRuns: false, firstAdmin: false })).rejects.toThrow();
    const up = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'off' });
    const handle = await openAppDb(up, { recoverRuns: true, firstAdmin: false });
    expect(handle.driver).toBe('pglite');
    expect(await appDb()).toBe(handle);
  });

  it('creates no admin for pages (the build), and a non-guessable one for the server, printed once', async () => {
    const config = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'off' });
    const { db } = await openAppDb(config, { recoverRuns: false, firstAdmin: false });
    expect(await countAdminUsers(db)).toBe(0);
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await openAppDb(config, { recoverRuns: false, firstAdmin: true });
    await openAppDb(config, { recoverRuns: false, firstAdmin: true });
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
      DATABASE_URL: 'memory://',
      SNAPSHOT_IMPORT: 'off',
      ADMIN_USERNAME: 'dueña',
      ADMIN_PASSWORD: 'admin12345',
    });
    const opening = openAppDb(config, { recoverRuns: false, firstAdmin: true });
    await expect(opening).rejects.toThrow(EnvError);
    await expect(opening).rejects.toThrow(/ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: /);
    expect(await countAdminUsers((await appDb()).db)).toBe(0);
  });
});
