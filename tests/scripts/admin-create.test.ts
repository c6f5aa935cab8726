/**
 * `npm run admin:create` (scripts/admin-create.ts, decision 083), in a child process on a migrated PGlite copy: the
 * operator's one step that makes an admin, printing a generated password to their terminal only.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { adminUsers, logs } from '../../db/schema/index.ts';
import { copyPgliteSeed } from '../helpers/seed-db.ts';

const seeds: { drop: () => Promise<void> }[] = [];
afterAll(async () => Promise.all(seeds.map((seed) => seed.drop())));

/** A migrated database without accounts, and a runner of the script on it with `env` added. */
async function freshDatabase() {
  const seed = await copyPgliteSeed('empty');
  seeds.push(seed);
  const run = (env: Record<string, string> = {}, args: string[] = []) =>
    spawnSync(process.execPath, ['scripts/admin-create.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: seed.url, ADMIN_USERNAME: '', ADMIN_PASSWORD: '', ADMIN_EMAIL: '', ...env },
    });
  const contents = async () => {
    const handle = await createDb(seed.url, { migrate: false });
    try {
      return { admins: await handle.db.select().from(adminUsers), logs: await handle.db.select().from(logs) };
    } finally {
      await handle.close();
    }
  };
  return { run, contents };
}

describe('npm run admin:create', () => {
  it('creates a non-guessable admin with a one-time password printed once, logged without it', async () => {
    const { run, contents } = await freshDatabase();
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const password = /contraseña de un solo uso \(se muestra una sola vez; cámbiala al entrar\): (\S{12,})\n/.exec(
      first.stdout,
    )?.[1];
    expect(password).toBeDefined();
    const { admins, logs: entries } = await contents();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.username).toMatch(/^admin-[\w-]{8}$/);
    expect(admins[0]?.mustChangePassword).toBe(true);
    expect(first.stdout).toContain(`cuenta de administrador creada: ${admins[0]?.username}\n`);
    expect(entries.map((entry) => entry.action)).toEqual(['create_admin']);
    expect(JSON.stringify(entries)).not.toContain(password);
  });

  it('refuses a second account unless told --otra, and takes ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL', async () => {
    const { run, contents } = await freshDatabase();
    expect(run().status).toBe(0);
    const named = { ADMIN_USERNAME: 'dueña', ADMIN_PASSWORD: 'faro-tamarindo-bahía-2026', ADMIN_EMAIL: 'd@ejemplo.do' };
    const refused = run(named);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Ya existe una cuenta de administrador; para crear otra usa --otra.');
    const second = run(named, ['--otra']);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toBe('[admin:create] cuenta de administrador creada: dueña\n');
    const again = run(named, ['--otra']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Ya existe una cuenta llamada dueña.');
    const dueña = (await contents()).admins.find((admin) => admin.username === 'dueña');
    expect(dueña).toMatchObject({ email: 'd@ejemplo.do', mustChangePassword: false, role: 'admin' });
  });

  it('refuses an ADMIN_PASSWORD that is easy to guess (decision 035) and creates nothing', async () => {
    const { run, contents } = await freshDatabase();
    const weak = run({ ADMIN_USERNAME: 'admin-prueba', ADMIN_PASSWORD: 'admin12345' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: ');
    expect(weak.stdout).toBe('');
    expect((await contents()).admins).toEqual([]);
  });
});
