/**
 * The copies of a seed (tests/helpers/seed-db.ts): made where the machine keeps memory-backed files, and removed by
 * `removeLeftCopies` when a killed test process left them, without touching anything else of their folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteSeed, removeLeftCopies } from './seed-db.ts';

describe('copies of a seed', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are made in /dev/shm when the machine has it, named as removeLeftCopies finds them', async () => {
    const copy = await copyPgliteSeed('empty');
    root = copy.url.slice('pglite:'.length);
    expect(existsSync(join(root, 'PG_VERSION'))).toBe(true);
    expect(root.startsWith(existsSync('/dev/shm') ? '/dev/shm/gana-mas-test-' : join(tmpdir(), 'gana-mas-test-'))).toBe(
      true,
    );
    await copy.drop();
    expect(existsSync(root)).toBe(false);
  });

  it('left behind are removed, and nothing else of their folder', () => {
    root = mkdtempSync(join(tmpdir(), 'left-copies-'));
    mkdirSync(join(root, 'gana-mas-test-a1b2c3', 'base'), { recursive: true });
    writeFileSync(join(root, 'gana-mas-test-a1b2c3', 'base', '1'), 'page');
    mkdirSync(join(root, 'gana-mas-test-d4e5f6'));
    mkdirSync(join(root, 'PostgreSQL.1787789620'));
    writeFileSync(join(root, 'gana-mas-notes'), 'kept');
    removeLeftCopies(root);
    expect(readdirSync(root).sort()).toEqual(['PostgreSQL.1787789620', 'gana-mas-notes']);
  });
});
