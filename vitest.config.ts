/**
 * Two Vitest projects (decision 046): `db`, the test files that use a database (tests/setup/db-files.ts finds
 * them from their imports), and `unit`, every other one, where the database drivers refuse to open. `npm test`
 * runs both on PGlite, then `db` again on PostgreSQL (TEST_DB=pg), where `db` holds only the files that open their
 * database through tests/helpers/test-db.ts (the others open an in-memory PGlite, whatever TEST_DB says). One
 * worker per core (Vitest's default leaves one core to its main process, which here sits idle: one file at a time
 * on a 2-core machine); on PostgreSQL one more, since its workers wait on the server's processes. Child processes
 * (Vitest's default pool), never worker threads: PGlite's WebAssembly, created and freed in several threads of one
 * process, races V8's process-wide registry of code pages and aborts the whole run ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500; decision 046). Each child process runs many files
 * one after the other (`isolate: false`, decision 071): the packages it loaded (PGlite's compiled WebAssembly above
 * all) serve the next file, while tests/setup/fresh-file.ts gives every file fresh project modules and the
 * environment the worker started with.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { dbTestFiles, testDbFiles } from './tests/setup/db-files.ts';

const INCLUDE = ['tests/**/*.test.ts', 'src/**/*.test.ts', 'cron/**/*.test.ts', 'api/**/*.test.ts', 'db/**/*.test.ts'];
const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];
const DB_FILES = dbTestFiles(INCLUDE, EXCLUDE);
const PG = process.env.TEST_DB === 'pg';

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fresh-file.ts', 'tests/setup/console-guard.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: availableParallelism() + (PG ? 1 : 0),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...DB_FILES],
          setupFiles: ['tests/setup/no-database.ts'],
          env: { TEST_TIER: 'unit' },
        },
      },
      { extends: true, test: { name: 'db', include: PG ? testDbFiles(DB_FILES) : DB_FILES } },
    ],
  },
});
