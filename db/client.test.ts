import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, driverFor, type DbHandle } from './client.ts';
import { isConnectionLost } from './errors.ts';
import { expectConsole } from '../tests/helpers/console.ts';
import { rowsOf } from '../tests/helpers/test-db.ts';

describe('driverFor', () => {
  it.each([
    [undefined, 'pglite'],
    ['pglite:./.data/other', 'pglite'],
    ['memory://', 'pglite'],
    ['postgres://postgres@127.0.0.1:5432/test', 'pg'],
    ['postgresql://user:pass@db.example.com/gana', 'pg'],
    ['postgres://user:pass@ep-cool-name-123456.us-east-2.aws.neon.tech/neondb?sslmode=require', 'neon'],
  ])('%s -> %s', (url, driver) => {
    expect(driverFor(url)).toBe(driver);
  });

  it('refuses a URL that names no supported driver', () => {
    expect(() => driverFor('mysql://root@localhost/test')).toThrow(
      'DATABASE_URL must be postgres://, pglite:<dir> or memory://, got "mysql://root@localhost/test"',
    );
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('a pg connection dropped by the server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `gana_mas_pool_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  const errors: Error[] = [];
  let handle: DbHandle;
  const backendPid = async () =>
    (await rowsOf<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`))[0]?.pid;

  /** The test's database on the server (read in the tests: without TEST_DATABASE_URL this block is only collected). */
  const databaseUrl = () => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    handle = await createDb(databaseUrl(), { onPoolError: (error) => errors.push(error) });
  });
  afterAll(async () => {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is reported, and the next query runs on a new connection', async () => {
    const pid = await backendPid();
    expect(pid).toEqual(expect.any(Number));
    await admin('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.message).toMatch(/terminat/i);
    expect(await backendPid()).not.toBe(pid);
  });

  /** Terminates the backend running a statement that contains `marker`, once it is running. @returns its pid */
  const terminateWhenRunning = async (marker: string) => {
    const running = `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE $2`;
    let pid: number | undefined;
    await vi.waitFor(
      async () => {
        pid = ((await admin(running, [name, `%${marker}%`])).rows[0] as { pid: number } | undefined)?.pid;
        expect(pid).toBeDefined();
      },
      { timeout: 5000, interval: 20 },
    );
    await admin('select pg_terminate_backend($1)', [pid]);
    return pid;
  };

  it('runs a read again on a new connection when its connection is terminated under it', async () => {
    expectConsole('warn', 'lectura repetida tras perder la conexión');
    const read = rowsOf<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid, pg_sleep(0.5) as read_marker`);
    const terminated = await terminateWhenRunning('read_marker');
    const [row] = await read;
    expect(row?.pid).toEqual(expect.any(Number));
    expect(row?.pid).not.toBe(terminated);
  });

  it("never runs a write twice: its terminated connection is the caller's error", async () => {
    await handle.db.execute(sql`create table if not exists written (x int)`);
    const write = handle.db.execute(sql`insert into written select 1 from pg_sleep(0.5) as write_marker`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    await terminateWhenRunning('write_marker');
    const error = await write;
    expect(isConnectionLost(error)).toBe(true);
    expect(await rowsOf(handle.db, sql`select * from written`)).toEqual([]);
  });

  it('is not reported once its handle is closed (pg-pool ends its connections after close() resolves)', async () => {
    const reported: Error[] = [];
    const closed = await createDb(databaseUrl(), { migrate: false, onPoolError: (error) => reported.push(error) });
    const pool = (closed.db as unknown as { $client: pg.Pool }).$client;
    await closed.close();
    // What pg-pool emits when the server ends a connection it is still closing (a database dropped WITH (FORCE)).
    pool.emit('error', new Error('terminating connection due to administrator command'));
    expect(reported).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('the pool cap (poolMax, DATABASE_POOL_MAX)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `gana_mas_cap_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  /** The most connections the server held on the test's database while 100 queries ran at once through `handle`. */
  const peakOf100 = async (handle: DbHandle): Promise<number> => {
    // Each query sleeps so they overlap, and reads how many connections the server holds on this database.
    const counts = await Promise.all(
      Array.from({ length: 100 }, () =>
        rowsOf<{ open: number }>(
          handle.db,
          sql`select (select count(*)::int from pg_stat_activity where datname = current_database()) as open, pg_sleep(0.02)`,
        ),
      ),
    );
    return Math.max(...counts.map(([row]) => row?.open ?? 0));
  };
  const url = () => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

  it('opens at most poolMax connections for 100 concurrent queries, counted by the server', async () => {
    const handle = await createDb(url(), { migrate: false, poolMax: 4 });
    try {
      // The pool fills up to the cap (the queries did overlap) and never past it.
      expect(await peakOf100(handle)).toBe(4);
    } finally {
      await handle.close();
    }
  });

  it('opens at most 5 on Neon (a function instance) and 10 on node-postgres when unset', async () => {
    const handle = await createDb(url(), { migrate: false });
    try {
      expect(await peakOf100(handle)).toBe(handle.driver === 'neon' ? 5 : 10);
    } finally {
      await handle.close();
    }
  });
});
