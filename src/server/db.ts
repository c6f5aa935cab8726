/**
 * The process-wide database of the running app, opened once. Kept on `globalThis` so that every copy of this
 * module in one process (scripts/start.ts and the built server bundle) shares one handle, which PGlite needs (one
 * process per data directory). The app only opens it: migrations and the first import are explicit steps
 * (`npm run db:migrate`, `npm run db:import`; decision 065), which scripts/start.ts runs in a child process before
 * it opens it (`node scripts/db.ts setup`; decision 068). The first admin is created (and its one-time password
 * printed to the terminal) by that set-up (decision 069) and by a server on `memory://`; never by the /api entry,
 * so a function on Vercel never creates an admin nor prints a password: there the operator runs
 * `npm run admin:create` once (decision 083). `astro build` never opens it (src/server/build-guard.ts).
 */
import { createDb, type Db, type DbHandle } from '../../db/client.ts';
import { assertNotBuilding } from './build-guard.ts';
import { env, type Env } from '../env.ts';
import { assertFirstAdminPassword, ensureFirstAdmin } from './services/admin-auth.ts';
import { systemContext } from './services/context.ts';

const KEY = Symbol.for('gana-mas.app-db');
const FIRST_ADMIN_KEY = Symbol.for('gana-mas.first-admin');
type Holder = { [KEY]?: Promise<DbHandle>; [FIRST_ADMIN_KEY]?: Promise<void> };
const holder = globalThis as Holder;

interface AppDbOptions {
  /**
   * Migrate and import here (`node scripts/db.ts setup` in-process): only for an in-memory database (`memory://`),
   * which the set-up process scripts/start.ts runs for any other URL cannot reach.
   */
  setUp?: boolean;
  /** `npm start` on `memory://` (no set-up process can reach it): create the first admin once per process. */
  firstAdmin: boolean;
}

async function open(config: Env, setUp: boolean): Promise<DbHandle> {
  const handle = await createDb(config.DATABASE_URL, {
    migrationsDir: config.MIGRATIONS_DIR,
    migrate: setUp,
    poolMax: config.DATABASE_POOL_MAX,
  });
  if (!setUp) return handle;
  // Imported here: a server on any other database never loads the import (decision 068).
  const { bootstrap, serverSetUpOptions } = await import('./bootstrap.ts');
  await bootstrap(handle.db, serverSetUpOptions(config));
  return handle;
}

/** The first admin's credentials in `config`: ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL. */
const firstAdminCredentials = (config: Env) => ({
  username: config.ADMIN_USERNAME,
  password: config.ADMIN_PASSWORD,
  email: config.ADMIN_EMAIL,
});

/**
 * Checks the ADMIN_PASSWORD of `config` before anything is set up (the set-up process, or a server on `memory://`).
 * @throws EnvError when it is too easy to guess.
 */
export const checkFirstAdminPassword = (config: Env): Promise<void> =>
  assertFirstAdminPassword(firstAdminCredentials(config));

/**
 * Creates the first admin of `db` when there is no account (ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL) and prints its name and
 * one-time password. @throws EnvError when ADMIN_PASSWORD is too easy to guess.
 */
export async function createFirstAdmin(db: Db, config: Env): Promise<void> {
  const created = await ensureFirstAdmin(systemContext(db), firstAdminCredentials(config));
  if (!created) return;
  console.log(`[admin] cuenta de administrador creada: ${created.username}`);
  if (created.oneTimePassword) {
    console.log(
      `[admin] contraseña de un solo uso (se muestra una sola vez; cámbiala al entrar): ${created.oneTimePassword}`,
    );
  }
}

/** `work`, which calls `forget` when it fails (so that the next call tries again). */
const forgottenOnFailure = <T>(work: Promise<T>, forget: () => void): Promise<T> =>
  work.catch((error: unknown) => {
    forget();
    throw error;
  });

/**
 * Opens the app's database with `config` unless it is open (see `AppDbOptions`). A failed open or first-admin
 * creation is forgotten, so the next call tries again.
 * @throws the error of `createDb` or `bootstrap`; EnvError when ADMIN_PASSWORD is too easy to guess; Error under `astro build`.
 */
export async function openAppDb(config: Env, options: AppDbOptions): Promise<DbHandle> {
  assertNotBuilding('openAppDb');
  holder[KEY] ??= forgottenOnFailure(open(config, options.setUp ?? false), () => (holder[KEY] = undefined));
  const handle = await holder[KEY];
  if (options.firstAdmin) {
    holder[FIRST_ADMIN_KEY] ??= forgottenOnFailure(
      createFirstAdmin(handle.db, config),
      () => (holder[FIRST_ADMIN_KEY] = undefined),
    );
    await holder[FIRST_ADMIN_KEY];
  }
  return handle;
}

/** The app's database handle for pages and /api requests (the first call opens it; it never creates an admin). */
export const appDb = (): Promise<DbHandle> => openAppDb(env(), { firstAdmin: false });

/** Closes the app's database if it is open (graceful shutdown). */
export async function closeAppDb(): Promise<void> {
  const opening = holder[KEY];
  holder[KEY] = undefined;
  holder[FIRST_ADMIN_KEY] = undefined;
  if (opening) await (await opening).close();
}
