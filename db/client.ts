/**
 * `createDb(url)`: one Drizzle database over the driver the URL names, with migrations applied.
 * - no URL, `pglite:<dir>` or `memory://`: embedded PGlite (default directory `./.data/pglite`);
 * - `postgres://…` on a `neon.tech` host: Neon serverless (WebSocket pool);
 * - any other `postgres://` / `postgresql://`: node-postgres.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'pg' | 'neon';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = './.data/pglite';
const migrationsFolder = resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations');

/** Which driver a database URL selects. */
export function driverFor(url: string | undefined): DbDriver {
  if (!url || url.startsWith('pglite:') || url.startsWith('memory://')) return 'pglite';
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must be postgres://, pglite:<dir> or memory://, got "${url}"`);
  return new URL(url).hostname.endsWith('.neon.tech') ? 'neon' : 'pg';
}

async function openPglite(url: string | undefined): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = url?.startsWith('memory://') ? undefined : resolve(url?.slice('pglite:'.length) || DEFAULT_PGLITE_DIR);
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

async function openPg(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
}

async function openNeon(url: string): Promise<DbHandle> {
  const { Pool } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
  const pool = new Pool({ connectionString: url });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'neon', close: () => pool.end() };
}

/**
 * Opens the database at `url` and applies the committed migrations.
 * @throws Error for a URL that names no supported driver, or when the server refuses the connection.
 */
export async function createDb(url: string | undefined): Promise<DbHandle> {
  const driver = driverFor(url);
  if (driver === 'pglite') return openPglite(url);
  return driver === 'neon' ? openNeon(url as string) : openPg(url as string);
}
