/**
 * Test databases. `openTestDb` opens a fresh, migrated database: in-memory PGlite by default; with
 * TEST_DB=pg, a new database created on the PostgreSQL server of TEST_DATABASE_URL (dropped again by
 * `close`). `useTestDb` gives a test file one such database, emptied (and re-seeded) before every test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDb, type Db, type DbHandle } from '../../db/client.ts';

/** Where `useTestDb` keeps a copy of the seed rows, beside the app's `public` schema. */
const SEED_SCHEMA = 'test_seed';
const MIGRATIONS_TABLE = '__drizzle_migrations';

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a migrated, empty database for one test file; `url` names it (another process can open a pg one). */
export async function openTestDb(): Promise<DbHandle & { url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg') return { ...(await createDb('memory://')), url: 'memory://' };
  if (!serverUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `gana_mas_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb(url.toString());
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A database another process can open too (a crashed capture, a started server): a PGlite data directory,
 * or with TEST_DB=pg a new PostgreSQL test database. `open` gives a handle (PGlite: close it before another
 * process opens the directory); `drop` removes the database.
 */
export async function openSharedTestDb(): Promise<{
  url: string;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB === 'pg') {
    const opened = await openTestDb();
    return { url: opened.url, open: async () => ({ ...opened, close: async () => {} }), drop: () => opened.close() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'gana-mas-shared-'));
  const url = `pglite:${dir}`;
  return { url, open: () => createDb(url), drop: () => rm(dir, { recursive: true, force: true }) };
}

/** The rows of a raw SQL query (the three drivers all answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
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

/** The app's tables (schema `public`, without Drizzle's migrations table), referenced tables first. */
async function appTables(db: Db): Promise<string[]> {
  const names = (
    await rowsOf<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)
  )
    .map((r) => r.name)
    .filter((name) => name !== MIGRATIONS_TABLE);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (name: string): void => {
    if (ordered.includes(name)) return;
    references.filter((r) => r.child === name && r.parent !== name).forEach((r) => visit(r.parent));
    ordered.push(name);
  };
  names.sort().forEach(visit);
  return ordered;
}

/**
 * Empties every app table (all of schema `public` except Drizzle's migrations table) and restarts their
 * identity sequences, so ids start at 1 again. Migrations stay applied.
 */
export async function resetTestDb(db: Db): Promise<void> {
  const tables = await appTables(db);
  if (tables.length === 0) return;
  await db.execute(
    sql`TRUNCATE ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )} RESTART IDENTITY CASCADE`,
  );
}

/** Copies every app table's rows into SEED_SCHEMA (taken once, after the file's seed ran). */
async function saveSeed(db: Db): Promise<void> {
  await db.execute(sql`CREATE SCHEMA ${sql.identifier(SEED_SCHEMA)}`);
  for (const table of await appTables(db)) {
    await db.execute(
      sql`CREATE TABLE ${sql.identifier(SEED_SCHEMA)}.${sql.identifier(table)} AS TABLE ${sql.identifier(table)}`,
    );
  }
}

/** Puts the saved seed rows back into the emptied app tables and moves each serial past its highest id. */
async function restoreSeed(db: Db): Promise<void> {
  for (const table of await appTables(db)) {
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM ${sql.identifier(SEED_SCHEMA)}.${sql.identifier(table)}`,
    );
  }
  const serials = await rowsOf<{ table: string; column: string }>(
    db,
    sql`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const { table, column } of serials) {
    const [id, name] = [sql.identifier(column), sql.identifier(table)];
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${id}), 0) + 1, false) FROM ${name}`,
    );
  }
}

/**
 * Gives the calling test file its own database (opened in beforeAll, closed in afterAll) and resets it
 * before every test, so no test sees another test's rows. With `seed`, the seed runs once per file and
 * every test starts from exactly the rows it stored (ids included). The returned handle is usable where a
 * `DbHandle` is expected (e.g. `createApp({ db: async () => handle })`) from inside tests and hooks.
 * @throws Error from its `db`/`driver` when read before the file's beforeAll ran.
 */
export function useTestDb(options: { seed?: (db: Db) => Promise<unknown> } = {}): DbHandle {
  let opened: DbHandle | undefined;
  const current = (): DbHandle => {
    if (!opened) throw new Error('useTestDb: the database opens in beforeAll; use it inside tests and hooks');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestDb();
    if (!options.seed) return;
    await options.seed(opened.db);
    await saveSeed(opened.db);
  });
  beforeEach(async () => {
    await resetTestDb(current().db);
    if (options.seed) await restoreSeed(current().db);
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
