/**
 * The database's explicit steps (decision 065), on DATABASE_URL (PGlite by default; stop `npm start` first there):
 * - `npm run db:migrate`: applies the committed migrations not applied yet;
 * - `npm run db:import`: creates the default scrapers, imports the bundled snapshot captures missing from the
 *   ledger (in batches: a few dozen statements for the whole year), applies the reviewed corrections and stores
 *   the seed posts.
 * - `node scripts/db.ts setup`: what scripts/start.ts runs before it serves, in a child process so that the serving
 *   process never holds the import's memory: both steps (the import as SNAPSHOT_IMPORT says), and the runs a dead
 *   server left `running` marked as cut (that server owned the scheduler), and the first admin created when there is
 *   none (its one-time password printed; an ADMIN_PASSWORD easy to guess exits 1 before anything else, decision 069).
 * All are idempotent and resumable (a run stopped half-way goes on where it stopped). On Vercel `db:migrate` and
 * `db:import` are the deploy step run against the production DATABASE_URL (README). Prints what it did and how many
 * statements it sent; exits 1 with the reason on failure.
 */
import { createDb } from '../db/client.ts';
import { exitOnEnvError, parseEnv } from '../src/env.ts';
import { checkFirstAdminPassword, createFirstAdmin } from '../src/server/db.ts';
import { bootstrap, bootstrapOptionsFrom, serverSetUpOptions } from '../src/server/bootstrap.ts';

const STEPS = ['migrate', 'import', 'setup'] as const;
type Step = (typeof STEPS)[number];

/** PostgreSQL's "undefined table": the schema is older than the code. */
const UNDEFINED_TABLE = '42P01';

const step = process.argv[2] as Step;
if (!STEPS.includes(step)) {
  console.error(`uso: node scripts/db.ts ${STEPS.join('|')}`);
  process.exit(1);
}

const config = await exitOnEnvError(() => parseEnv(process.env));
// The server's set-up creates its first admin: the password checker's dictionaries stay in this process.
if (step === 'setup') await exitOnEnvError(() => checkFirstAdminPassword(config));

let statements = 0;
const started = performance.now();
const handle = await createDb(config.DATABASE_URL, {
  migrationsDir: config.MIGRATIONS_DIR,
  migrate: step !== 'import',
  logger: { logQuery: () => void (statements += 1) },
});
try {
  if (step !== 'migrate') {
    const report = await bootstrap(
      handle.db,
      step === 'import'
        ? bootstrapOptionsFrom(config, { importSnapshot: true, recoverRuns: false })
        : serverSetUpOptions(config),
    );
    if (step === 'setup') await createFirstAdmin(handle.db, config);
    console.log(
      `[db:${step}] ${report.imported.length} capturas importadas, ${report.scrapersAdded} scrapers y ${report.postsAdded} artículos creados`,
    );
  }
  const ms = Math.round(performance.now() - started);
  console.log(`[db:${step}] listo (${handle.driver}): ${statements} sentencias en ${ms} ms`);
} catch (error) {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === UNDEFINED_TABLE || (error as { code?: string }).code === UNDEFINED_TABLE)
    console.error('[db:import] faltan tablas: ejecuta antes `npm run db:migrate`');
  else console.error(`[db:${step}]`, error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
