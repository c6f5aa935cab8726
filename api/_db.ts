/**
 * The process-wide database of the running app: opened once (migrations applied), bootstrapped with
 * the default scrapers and, on an empty database, the bundled snapshot. Kept on `globalThis` so that
 * every bundle copy of this module in one process shares the single PGlite instance.
 */
import { bootstrap } from '../cron/bootstrap.ts';
import { createDb, type DbHandle } from '../db/client.ts';
import { env } from '../src/env.ts';

const KEY = Symbol.for('gana-mas.app-db');
type Holder = { [KEY]?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const config = env();
  const handle = await createDb(config.DATABASE_URL);
  await bootstrap(handle.db, {
    importWhenEmpty: config.SNAPSHOT_IMPORT === 'auto',
    sources: { ldApiBase: config.LD_API_BASE, nyOpenDataBase: config.NY_OPEN_DATA_BASE },
  });
  return handle;
}

/** The app's database handle (first call opens and bootstraps it; later calls share it). */
export function appDb(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}
