/**
 * Vitest setup of the project `unit` (decision 046): the database drivers throw when used, so a test file that
 * opens a database without importing tests/helpers/test-db.ts or db/ (how vitest.config.ts finds the `db` files)
 * fails loudly instead of running once on PGlite only.
 */
import { vi } from 'vitest';

vi.mock('@electric-sql/pglite', () => ({
  PGlite: function refuse() {
    throw new Error('a `unit` test opened PGlite: import tests/helpers/test-db.ts (or db/) in the test file');
  },
}));

vi.mock('pg', () => {
  function refuse() {
    throw new Error('a `unit` test opened PostgreSQL: import tests/helpers/test-db.ts (or db/) in the test file');
  }
  return { default: { Client: refuse, Pool: refuse }, Client: refuse, Pool: refuse };
});
