/**
 * Two Vitest projects (decision 046): `db`, the test files that use a database (tests/setup/db-files.ts finds
 * them from their imports), and `unit`, every other one, where the database drivers refuse to open. `npm test`
 * runs both on PGlite, then `db` again on PostgreSQL (TEST_DB=pg), where `db` holds only the files that open their
 * database through tests/helpers/test-db.ts (the others open an in-memory PGlite, whatever TEST_DB says). One
 * worker per core (Vitest's default leaves one core to its main process, which here sits idle: one file at a time
 * on a 2-core machine); on PostgreSQL one more, since its workers wait on the server's processes. Worker threads
 * rather than child processes: a file's fresh module graph and PGlite then reuse the memory the worker's earlier
 * files freed, instead of a new process faulting in its own (the `db` tier took 29 % less time, decision 046).
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
    setupFiles: ['tests/setup/console-guard.ts'],
    pool: 'threads',
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
