/**
 * The rows a test database starts from (decision 046): the app's tables in foreign-key order, a stamp per table to
 * see which ones a test changed, and the copy of the seed rows (schema `test_seed`) they are put back from. Used by
 * tests/helpers/test-db.ts between tests and by tests/helpers/seed-db.ts when it builds the history seed.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export { rowsOf };

/** Where the seed rows are kept, beside the app's `public` schema. */
const SEED_SCHEMA = 'test_seed';
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** The app's tables (schema `public`, without Drizzle's migrations table), referenced tables first. */
export interface AppSchema {
  tables: string[];
  /** The tables whose foreign keys reference each table. */
  referencing: Map<string, string[]>;
  /** The serial columns of each table. */
  serials: Map<string, string[]>;
}

export async function appSchema(db: Db): Promise<AppSchema> {
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
export async function stamps(db: Db, schema: AppSchema): Promise<Map<string, string>> {
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
export async function restoreTables(
  db: Db,
  schema: AppSchema,
  tables: Iterable<string>,
  seeded: boolean,
): Promise<void> {
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

/**
 * Copies every app table's rows into SEED_SCHEMA (replacing an earlier copy) and puts the tables back from it, so
 * the serials follow the highest ids as after every reset. The history seed is saved so when it is built; a file
 * with its own seed saves again after it ran.
 */
export async function saveSeed(db: Db, schema: AppSchema): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(SEED_SCHEMA)} CASCADE`);
  await db.execute(sql`CREATE SCHEMA ${sql.identifier(SEED_SCHEMA)}`);
  for (const table of schema.tables) {
    await db.execute(
      sql`CREATE TABLE ${sql.identifier(SEED_SCHEMA)}.${sql.identifier(table)} AS TABLE ${sql.identifier(table)}`,
    );
  }
  await restoreTables(db, schema, schema.tables, true);
}
