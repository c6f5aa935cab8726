/**
 * A fresh database per test file: in-memory PGlite by default; with TEST_DB=pg, a new database created
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../../db/client.ts';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Opens a migrated, empty database for one test file. */
export async function openTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg') return createDb('memory://');
  if (!serverUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `gana_mas_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
