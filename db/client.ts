/**
 * `createDb(url)`: one Drizzle database over the driver the URL names, with migrations applied (unless
 * `migrate: false`: the running app only opens it; `npm run db:migrate` applies them, decision 065).
 * - no URL, `pglite:<dir>` or `memory://`: embedded PGlite (default directory `./.data/pglite`);
 * - `postgres://…` on a `neon.tech` host, or any with NEON_WS_PROXY set (tests): Neon serverless (WebSocket pool);
 * - any other `postgres://` / `postgresql://`: node-postgres.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { isConnectionLost } from './errors.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'pg' | 'neon';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
}

export interface DbOptions {
  /** Directory of the committed migrations (MIGRATIONS_DIR); default `db/migrations` from the working directory. */
  migrationsDir?: string;
  /** Apply the committed migrations after opening (default true); the running app passes false (decision 065). */
  migrate?: boolean;
  /**
   * Told when a pooled connection fails while idle (server restart, `pg_terminate_backend`, network cut).
   * The pool drops that connection and opens a new one for the next query; default: log it.
   */
  onPoolError?: (error: Error) => void;
  /** Told every statement Drizzle sends (on pg and Neon BEGIN and COMMIT too): tests count round trips with it. */
  logger?: Logger;
  /**
   * Most connections the pool opens at once (DATABASE_POOL_MAX, decision 091); queries past it wait for a free
   * one. Default: 10 on node-postgres (one long-lived `npm start`), 5 on Neon (per function instance: on Vercel the
   * total is instances × this). PGlite has one connection.
   */
  poolMax?: number;
}

const DEFAULT_PGLITE_DIR = './.data/pglite';
/** Pool sizes when `poolMax` is unset: one `npm start` process on pg, one function instance of many on Neon. */
export const DEFAULT_POOL_MAX = { pg: 10, neon: 5 } as const;

const logPoolError = (error: Error): void => console.error(`[db] conexión perdida, se abrirá otra: ${error.message}`);

/** What `reportPoolErrors` needs of a pg or Neon pool. */
interface PoolEvents {
  on(event: 'error', listener: (error: unknown) => void): unknown;
  readonly ending: boolean;
}

/**
 * Tells `onPoolError` (default: log it) of an idle connection the pool lost, unless the pool is closing: pg-pool's
 * `end()` resolves before its connections have closed, and one the server ends in that moment (a database dropped
 * `WITH (FORCE)` after `close()`) is no loss. Neon's socket also reports a connection the server closed as a bare
 * WebSocket ErrorEvent (no message, not an Error), after the query on it already failed with the server's reason
 * (found by `npm run test:neon`): an event that is not an Error is not reported either.
 */
function reportPoolErrors(pool: PoolEvents, onPoolError: (error: Error) => void = logPoolError): void {
  pool.on('error', (error: unknown) => {
    if (error instanceof Error && !pool.ending) onPoolError(error);
  });
}

/** Whether a statement only reads: a SELECT, as Drizzle's selects and raw `select` queries send it. */
function isRead(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/**
 * Makes `pool.query` run a read once more, on a new connection, when its connection died under it (server
 * restart, `pg_terminate_backend`, network cut; decision 042). Writes are never run twice: their error reaches
 * the caller (the API answers 503). Transactions hold their own client and are not retried either.
 */
function retryReadsOnce(pool: { query: unknown }): void {
  const query = (pool.query as (...args: unknown[]) => Promise<unknown>).bind(pool);
  const retrying = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || !isRead(args[0])) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      console.warn(`[db] lectura repetida tras perder la conexión: ${(error as Error).message}`);
      return query(...args);
    });
  };
  Object.assign(pool, { query: retrying });
}

/** The rows of a raw SQL query (PGlite, node-postgres and Neon all answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Whether `url` names an in-memory PGlite (`memory://`): a database only the process that opens it can reach. */
export const isInMemory = (url: string | undefined): boolean => url?.startsWith('memory://') ?? false;

/** Which driver a database URL selects. */
export function driverFor(url: string | undefined): DbDriver {
  if (!url || url.startsWith('pglite:') || isInMemory(url)) return 'pglite';
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(`DATABASE_URL must be postgres://, pglite:<dir> or memory://, got "${url}"`);
  return new URL(url).hostname.endsWith('.neon.tech') ? 'neon' : 'pg';
}

/** What the drivers' openers take: the migrations folder (undefined: do not migrate) and the caller's options. */
interface OpenOptions extends DbOptions {
  migrationsFolder: string | undefined;
}

async function openPglite(url: string | undefined, options: OpenOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = isInMemory(url) ? undefined : resolve(url?.slice('pglite:'.length) || DEFAULT_PGLITE_DIR);
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir });
  const db = drizzle({ client, schema, logger: options.logger });
  if (options.migrationsFolder) await migrate(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

async function openPg(url: string, options: OpenOptions): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: options.poolMax ?? DEFAULT_POOL_MAX.pg });
  reportPoolErrors(pool, options.onPoolError);
  retryReadsOnce(pool);
  const db = drizzle({ client: pool, schema, logger: options.logger });
  if (options.migrationsFolder) await migrate(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
}

/**
 * Neon's WebSocket driver. With NEON_WS_PROXY ("host:port" of a WebSocket-to-TCP proxy, `npm run test:neon`) it
 * reaches a plain PostgreSQL server through that proxy, unencrypted; otherwise Neon's own endpoint over TLS.
 */
async function openNeon(url: string, options: OpenOptions): Promise<DbHandle> {
  const { Pool, neonConfig } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
  const proxy = process.env.NEON_WS_PROXY;
  if (proxy) {
    neonConfig.wsProxy = `${proxy}/v1`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: url, max: options.poolMax ?? DEFAULT_POOL_MAX.neon });
  reportPoolErrors(pool, options.onPoolError);
  retryReadsOnce(pool);
  const db = drizzle({ client: pool, schema, logger: options.logger });
  if (options.migrationsFolder) await migrate(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, driver: 'neon', close: () => pool.end() };
}

/**
 * Opens the database at `url` and applies the committed migrations (unless `options.migrate` is false). A pooled connection that drops
 * later does not end the process: the pool reports it to `options.onPoolError` and reconnects; a read
 * whose connection drops under it is run once more.
 * @throws Error for a URL that names no supported driver, or when the server refuses the connection.
 */
export async function createDb(url: string | undefined, options: DbOptions = {}): Promise<DbHandle> {
  // `npm run test:neon`: every PostgreSQL URL goes through Neon's driver and the local proxy.
  const driver = driverFor(url) === 'pg' && process.env.NEON_WS_PROXY ? 'neon' : driverFor(url);
  const migrationsFolder = options.migrate === false ? undefined : resolve(options.migrationsDir ?? 'db/migrations');
  const open = { ...options, migrationsFolder };
  if (driver === 'pglite') return openPglite(url, open);
  return driver === 'neon' ? openNeon(url as string, open) : openPg(url as string, open);
}
