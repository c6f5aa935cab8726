/**
 * `node scripts/e2e-db.ts <dir>`: makes <dir> a PGlite data directory holding the migrated database with the
 * bundled year of history, copied from the test seed (tests/helpers/seed-db.ts; built first when missing), so an e2e
 * server starts without importing the history (decision 046). Replaces whatever <dir> held. Exit code 1 on failure.
 */
import { cpSync, rmSync } from 'node:fs';
import { pgliteSeed } from '../tests/helpers/seed-db.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('uso: node scripts/e2e-db.ts <directorio>');
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
cpSync(await pgliteSeed('history'), dir, { recursive: true });
