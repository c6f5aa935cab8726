/**
 * `node scripts/db.ts setup`, what scripts/start.ts runs in a child process before it serves (decisions 068, 069):
 * it checks ADMIN_PASSWORD before it opens anything and creates the first admin, so the serving process never
 * loads the password checker. On a fresh PGlite directory of its own, in a child process like the server's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the set-up on `dataDir` with `env` added (no snapshot import: the admin is what is under test). */
const setup = (dataDir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/db.ts', 'setup'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `pglite:${dataDir}`, SNAPSHOT_IMPORT: 'off', ...env },
  });

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'db-setup-')), 'pglite');

describe('node scripts/db.ts setup', () => {
  it('refuses an ADMIN_PASSWORD that is easy to guess, naming the field, before it opens the database', () => {
    const dir = freshDir();
    const run = setup(dir, { ADMIN_USERNAME: 'admin-prueba', ADMIN_PASSWORD: 'admin12345' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: ');
    expect(existsSync(dir)).toBe(false);
  });

  it('creates the first admin once, printing its name and one-time password the first time only', () => {
    const dir = freshDir();
    const first = setup(dir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/\[admin\] cuenta de administrador creada: admin-[\w-]{8}\n/);
    expect(first.stdout).toMatch(
      /\[admin\] contraseña de un solo uso \(se muestra una sola vez; cámbiala al entrar\): \S{12,}\n/,
    );
    const again = setup(dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('[admin]');
  });
});
