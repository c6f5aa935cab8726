/**
 * Test databases, each a copy of a seed built once per run (tests/helpers/seed-db.ts, decision 046): an in-memory
 * PGlite loaded from the seed's tarball by default (a data directory copied into a temporary directory when another
 * process must open it); with TEST_DB=pg, a database created on the PostgreSQL server of TEST_DATABASE_URL from the
 * seed's template (dropped again by `close`). `useTestDb` gives a test file one
 * such database and puts back, before every test, the tables the previous test changed.
 * Only the Vitest project `db` may use them: in the `unit` project (TEST_TIER=unit) importing this module throws.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDb, type Db, type DbHandle } from '../../db/client.ts';
import { databaseUrl, pgliteSeed, pgliteSeedTarball, pgSeed, type SeedKind } from './seed-db.ts';

if (process.env.TEST_TIER === 'unit')
  throw new Error(
    'tests/helpers/test-db.ts was loaded in the Vitest project `unit`: import it (or db/) from the test file itself, so vitest.config.ts puts the file in `db`',
  );

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

/** A temporary PGlite data directory copied from the seed; `drop` removes it (close the database first). */
async function copyPgliteSeed(kind: SeedKind): Promise<{ url: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'gana-mas-test-'));
  cpSync(await pgliteSeed(kind), dir, { recursive: true });
  return { url: `pglite:${dir}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
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
 * names it (another process can open a pg one). `close` closes and removes it.
 */
export async function openTestDb(options: TestDbOptions = {}): Promise<DbHandle & { url: string }> {
  if (process.env.TEST_DB !== 'pg') {
    const handle = await createDb('memory://', { loadDataDir: await pgliteSeedTarball(kindOf(options)) });
    return { ...handle, url: 'memory://' };
  }
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
interface AppSchema {
  tables: string[];
  /** The tables whose foreign keys reference each table. */
  referencing: Map<string, string[]>;
  /** The serial columns of each table. */
  serials: Map<string, string[]>;
}

async function appSchema(db: Db): Promise<AppSchema> {
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
  const tables: string[] = [];
  const visit = (name: string): void => {
    if (tables.includes(name)) return;
    references.filter((r) => r.child === name && r.parent !== name).forEach((r) => visit(r.parent));
    tables.push(name);
  };
  names.sort().forEach(visit);
  const serialColumns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  const group = (pairs: [string, string][]) =>
    new Map(tables.map((t) => [t, pairs.filter(([key]) => key === t).map(([, value]) => value)]));
  return {
    tables,
    referencing: group(references.filter((r) => r.child !== r.parent).map((r) => [r.parent, r.child])),
    serials: group(serialColumns.map((r) => [r.table, r.column])),
  };
}

/**
 * One stamp per app table that changes whenever its rows or its serials do: row count, newest row version (xmin)
 * and the last value of each serial (none after a restart). One query for all tables.
 */
async function stamps(db: Db, schema: AppSchema): Promise<Map<string, string>> {
  const parts = schema.tables.map((table) => {
    const serials = (schema.serials.get(table) ?? []).map(
      (column) =>
        sql`coalesce((SELECT s.last_value::text FROM pg_sequences s WHERE format('%I.%I', s.schemaname, s.sequencename) = pg_get_serial_sequence(${table}, ${column})), '-')`,
    );
    return sql`SELECT ${table}::text AS name, (SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${sql.identifier(table)}) || ':' || ${sql.join([sql`''`, ...serials], sql` || ',' || `)} AS stamp`;
  });
  const rows = await rowsOf<{ name: string; stamp: string }>(db, sql.join(parts, sql` UNION ALL `));
  return new Map(rows.map((r) => [r.name, r.stamp]));
}

/**
 * Puts `tables` (and every table referencing them) back to the saved seed (`seeded`) or empty: deletes their
 * rows, children first, inserts the seed rows, parents first, and moves each serial just past its highest id.
 */
async function restoreTables(db: Db, schema: AppSchema, tables: Iterable<string>, seeded: boolean): Promise<void> {
  const dirty = new Set(tables);
  // Parents come first: one pass adds the children of children too.
  for (const table of schema.tables)
    if (dirty.has(table)) (schema.referencing.get(table) ?? []).forEach((child) => dirty.add(child));
  const ordered = schema.tables.filter((t) => dirty.has(t));
  await db.transaction(async (tx) => {
    for (const table of [...ordered].reverse()) await tx.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    for (const table of ordered) {
      const name = sql.identifier(table);
      if (seeded) await tx.execute(sql`INSERT INTO ${name} SELECT * FROM ${sql.identifier(SEED_SCHEMA)}.${name}`);
      for (const column of schema.serials.get(table) ?? [])
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) FROM ${name}`,
        );
    }
  });
}

/**
 * Empties every app table (all of schema `public` except Drizzle's migrations table) and restarts their
 * serials, so ids start at 1 again. Migrations stay applied.
 */
export async function resetTestDb(db: Db): Promise<void> {
  const schema = await appSchema(db);
  await restoreTables(db, schema, schema.tables, false);
}

/** Copies every app table's rows into SEED_SCHEMA (taken once, after the file's seed ran). */
async function saveSeed(db: Db, schema: AppSchema): Promise<void> {
  await db.execute(sql`CREATE SCHEMA ${sql.identifier(SEED_SCHEMA)}`);
  for (const table of schema.tables) {
    await db.execute(
      sql`CREATE TABLE ${sql.identifier(SEED_SCHEMA)}.${sql.identifier(table)} AS TABLE ${sql.identifier(table)}`,
    );
  }
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
    await options.seed?.(opened.db);
    if (seeded) {
      await saveSeed(opened.db, schema);
      await restoreTables(opened.db, schema, schema.tables, true);
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
