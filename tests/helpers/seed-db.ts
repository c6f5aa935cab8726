/**
 * The seeded databases of the test tiers (decision 046), built once and then copied per test file or e2e server:
 * - `empty`: the migrations applied, no rows;
 * - `history`: also the bundled snapshot imported (the year of history), as the first start of a server imports it,
 *   and its rows saved for test files to be put back from (tests/helpers/seed-rows.ts).
 * On PGlite each seed is a data directory under .data/test-seed/<key>/, copied with `cp -r` (`copyPgliteSeed`: into
 * memory-backed /dev/shm where there is one); on PostgreSQL a template database `gana_mas_seed_<key>_<kind>` (copied
 * with CREATE DATABASE … TEMPLATE). <key> hashes the
 * migrations, the snapshot (manifest and captures) and the code that imports it, so a change to any of them builds
 * new seeds; a seed that exists under the current key is reused. Concurrent builders wait for one another (a lock
 * directory on PGlite, an advisory lock on PostgreSQL).
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { importSnapshot } from '../../src/server/scraping/snapshot.ts';
import { createDb } from '../../db/client.ts';
import { appSchema, saveSeed } from './seed-rows.ts';

export type SeedKind = 'empty' | 'history';

/** Where the PGlite seeds are kept, from the project root. */
const SEED_ROOT = resolve('.data/test-seed');
/** Linux's memory-backed file system, where the copies of a seed go when the machine has it. */
const SHM = '/dev/shm';
/** The start of the name of every copy of a seed. */
const COPY_PREFIX = 'gana-mas-test-';
/** Where the copies of a seed go. */
const copiesRoot = (): string => (existsSync(SHM) ? SHM : tmpdir());
/** The folders whose files make the seeds: migrations, snapshot and the code that imports it. */
const KEY_FOLDERS = ['db', 'cron', 'src/lib', 'src/server'];
/** The files that build a seed from them. */
const KEY_FILES = ['tests/helpers/seed-db.ts', 'tests/helpers/seed-rows.ts'];
/** How long a builder waits for another one before giving up (ms). */
const LOCK_TIMEOUT_MS = 300_000;

let cachedKey: string | undefined;

/** The hash (16 hex digits) of every non-test file of KEY_FOLDERS and of KEY_FILES, path and content. */
function seedKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  const folderFiles = KEY_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  );
  for (const file of [...folderFiles, ...KEY_FILES])
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  cachedKey = hash.digest('hex').slice(0, 16);
  return cachedKey;
}

/** Fills a freshly migrated database of `kind`. */
async function fill(url: string, kind: SeedKind): Promise<void> {
  const handle = await createDb(url);
  try {
    if (kind !== 'history') return;
    await importSnapshot(handle.db);
    // Saved once here rather than by every test file that starts from it (tests/helpers/test-db.ts).
    await saveSeed(handle.db, await appSchema(handle.db));
  } finally {
    await handle.close();
  }
}

/** Whether process `pid` is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding the lock directory `lock`; a lock left by a dead process is taken over. */
async function withDirLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`seed-db: ${lock} still held after ${LOCK_TIMEOUT_MS} ms`, { cause: error });
      else await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The PGlite data directory of seed `kind`, built when missing (older keys' seeds are removed then).
 * @returns an absolute path; copy it, never open it (PGlite allows one process per directory).
 */
export async function pgliteSeed(kind: SeedKind): Promise<string> {
  const key = seedKey();
  const dir = join(SEED_ROOT, key, kind);
  if (existsSync(dir)) return dir;
  mkdirSync(SEED_ROOT, { recursive: true });
  await withDirLock(join(SEED_ROOT, `${key}.lock`), async () => {
    if (existsSync(dir)) return;
    for (const old of readdirSync(SEED_ROOT).filter((name) => !name.startsWith(key) && !name.endsWith('.lock')))
      rmSync(join(SEED_ROOT, old), { recursive: true, force: true });
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    await fill(`pglite:${building}`, kind);
    renameSync(building, dir);
  });
  return dir;
}

/**
 * A temporary copy of the PGlite seed `kind`, in /dev/shm when the machine has it (memory-backed, as the test
 * database need not outlive the run), else in the system's temporary directory.
 * @returns its `pglite:` URL and `drop`, which removes it (close the database first).
 */
export async function copyPgliteSeed(kind: SeedKind): Promise<{ url: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(copiesRoot(), COPY_PREFIX));
  cpSync(await pgliteSeed(kind), dir, { recursive: true });
  return { url: `pglite:${dir}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Removes the copies `copyPgliteSeed` made in `root` (default: where it makes them) that are still there: a test
 * process killed before its `afterAll` leaves its copy (in memory, in /dev/shm). Other entries of `root` stay.
 * `npm test` calls it before its tiers; never while a test run is going on.
 */
export function removeLeftCopies(root = copiesRoot()): void {
  for (const name of readdirSync(root).filter((entry) => entry.startsWith(COPY_PREFIX)))
    rmSync(join(root, name), { recursive: true, force: true });
}

/** `serverUrl` with database `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The template database of seed `kind` on the PostgreSQL server of `serverUrl`, built when missing.
 * @returns its name (nobody may stay connected to it: CREATE DATABASE … TEMPLATE needs it idle).
 */
export async function pgSeed(serverUrl: string, kind: SeedKind): Promise<string> {
  const name = `gana_mas_seed_${seedKey()}_${kind}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    await fill(databaseUrl(serverUrl, building), kind);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
