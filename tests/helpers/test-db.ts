/**
 * Test databases, each a copy of a seed built once per run (tests/helpers/seed-db.ts, decision 046): a PGlite data
 * directory copied into /dev/shm by default (`copyPgliteSeed`; another process can open it once this one closed
 * it); with TEST_DB=pg, a database created on the PostgreSQL server of TEST_DATABASE_URL from the
 * seed's template (dropped again by `close`). `useTestDb` gives a test file one
 * such database and puts back, before every test, the tables the previous test changed.
 * Only the Vitest project `db` may use them: in the `unit` project (TEST_TIER=unit) importing this module throws.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDb, type Db, type DbHandle } from '../../db/client.ts';
import { copyPgliteSeed, databaseUrl, pgSeed, type SeedKind } from './seed-db.ts';
import { appSchema, restoreTables, rowsOf, saveSeed, stamps, type AppSchema } from './seed-rows.ts';

export { resetTestDb, rowsOf } from './seed-rows.ts';

if (process.env.TEST_TIER === 'unit')
  throw new Error(
    'tests/helpers/test-db.ts was loaded in the Vitest project `unit`: import it (or db/) from the test file itself, so vitest.config.ts puts the file in `db`',
  );

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What a test database starts with: `history` adds the bundled year of draws to the migrated tables. */
export interface TestDbOptions {
  history?: boolean;
}

const kindOf = (options: TestDbOptions): SeedKind => (options.history ? 'history' : 'empty');

/** A new PostgreSQL database copied from the seed template; `url` names it. */
async function copyPgSeed(serverUrl: string, kind: SeedKind): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await pgSeed(serverUrl, kind);
  const name = `gana_mas_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  // A test database need not survive a crash: commits do not wait for the disk.
  await adminQuery(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A copy of seed `kind` for the TEST_DB of this run. */
function copySeed(kind: SeedKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'pg') return copyPgliteSeed(kind);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  return copyPgSeed(serverUrl, kind);
}

/**
 * Opens a migrated database for one test file, empty or (`history`) holding the bundled year of draws; `url`
 * names it (another process can open it: a pg one at once, a PGlite one once this handle is closed). `close` closes
 * and removes it.
 */
export async function openTestDb(options: TestDbOptions = {}): Promise<DbHandle & { url: string }> {
  const copy = await copySeed(kindOf(options));
  const handle = await createDb(copy.url);
  return {
    ...handle,
    url: copy.url,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * A database another process can open too (a crashed capture, a started server): a PGlite data directory,
 * or with TEST_DB=pg a PostgreSQL test database, migrated and empty. `open` gives a handle (PGlite: close it
 * before another process opens the directory); `drop` removes the database.
 */
export async function openSharedTestDb(): Promise<{
  url: string;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
}> {
  const copy = await copySeed('empty');
  return { url: copy.url, open: () => createDb(copy.url), drop: copy.drop };
}

/**
 * TEST_DB=pg only: holds an exclusive lock on `table` of `db`'s database from another connection, so a query
 * of the app on that table waits in flight. `terminateWaiter` ends the backend waiting for the lock (once one
 * waits) as `pg_terminate_backend` would in an outage; `release` drops the lock and the connection.
 */
export async function holdLock(db: Db, table: string) {
  const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`BEGIN; LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  const waiting = `SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`;
  return {
    async terminateWaiter(): Promise<void> {
      let pid: number | undefined;
      await vi.waitFor(
        async () => {
          pid = ((await admin.query(waiting)).rows[0] as { pid: number } | undefined)?.pid;
          expect(pid).toBeDefined();
        },
        { timeout: 5000, interval: 20 },
      );
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    },
    async release(): Promise<void> {
      await admin.query('ROLLBACK');
      await admin.end();
    },
  };
}

/**
 * Gives the calling test file its own database (opened in beforeAll, closed in afterAll) and, before every test,
 * puts back the tables the previous test changed, so no test sees another test's rows. With `history` the
 * database starts with the bundled year of draws; with `seed`, the seed runs once per file after that. Every
 * test starts from exactly the rows the file started with (ids included), and new ids follow them. The returned
 * handle is usable where a `DbHandle` is expected (e.g. `createApp({ db: async () => handle })`) from inside tests
 * and hooks.
 * @throws Error from its `db`/`driver` when read before the file's beforeAll ran.
 */
export function useTestDb(options: TestDbOptions & { seed?: (db: Db) => Promise<unknown> } = {}): DbHandle {
  let opened: DbHandle | undefined;
  let schema: AppSchema;
  let start = new Map<string, string>();
  const current = (): DbHandle => {
    if (!opened) throw new Error('useTestDb: the database opens in beforeAll; use it inside tests and hooks');
    return opened;
  };
  const seeded = Boolean(options.history || options.seed);
  beforeAll(async () => {
    opened = await openTestDb(options);
    schema = await appSchema(opened.db);
    // The history seed was saved when it was built; a file's own seed is saved once it ran.
    if (options.seed) {
      await options.seed(opened.db);
      await saveSeed(opened.db, schema);
    }
    start = await stamps(opened.db, schema);
  });
  beforeEach(async () => {
    const { db } = current();
    const now = await stamps(db, schema);
    const changed = schema.tables.filter((table) => now.get(table) !== start.get(table));
    if (changed.length === 0) return;
    await restoreTables(db, schema, changed, seeded);
    start = await stamps(db, schema);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    get db() {
      return current().db;
    },
    get driver() {
      return current().driver;
    },
    /** A no-op: the database belongs to the file and closes in its afterAll. */
    close: async () => {},
  };
}
