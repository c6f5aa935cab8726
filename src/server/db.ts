/**
 * The process-wide database of the running app: opened once (migrations applied) and bootstrapped
 * (default scrapers, snapshot captures not imported yet). Kept on `globalThis` so that every copy of
 * this module in one process (scripts/start.ts and the built server bundle) shares one handle, which
 * PGlite needs (one process per data directory).
 */
import { bootstrap } from '../../cron/bootstrap.ts';
import { createDb, type DbHandle } from '../../db/client.ts';
import { env, type Env } from '../env.ts';

const KEY = Symbol.for('gana-mas.app-db');
type Holder = { [KEY]?: Promise<DbHandle> };
const holder = globalThis as Holder;

async function open(config: Env, recoverRuns: boolean): Promise<DbHandle> {
  const handle = await createDb(config.DATABASE_URL, { migrationsDir: config.MIGRATIONS_DIR });
  await bootstrap(handle.db, {
    importSnapshot: config.SNAPSHOT_IMPORT === 'auto',
    snapshotDir: config.SNAPSHOT_DIR,
    recoverRuns,
    sources: { ldApiBase: config.LD_API_BASE, nyOpenDataBase: config.NY_OPEN_DATA_BASE },
    firstAdmin: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
  });
  return handle;
}

/**
 * Opens the app's database with `config` unless it is open. `recoverRuns`: this process is the only one
 * running scrapers (npm start), so runs left `running` were cut by a dead process (see `bootstrap`).
 * A failed open is forgotten, so the next call tries again.
 * @throws the error of `createDb` or `bootstrap`.
 */
export function openAppDb(config: Env, options: { recoverRuns: boolean }): Promise<DbHandle> {
  holder[KEY] ??= open(config, options.recoverRuns).catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
}

/** The app's database handle (the first call opens it with this process's configuration). */
export const appDb = (): Promise<DbHandle> => openAppDb(env(), { recoverRuns: false });

/** Closes the app's database if it is open (graceful shutdown). */
export async function closeAppDb(): Promise<void> {
  const opening = holder[KEY];
  holder[KEY] = undefined;
  if (opening) await (await opening).close();
}
