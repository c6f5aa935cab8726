/**
 * The Neon proxy of `npm run test:neon` and the capacity bench (scripts/neon-proxy.ts, decision 091): Neon's driver
 * reaches PostgreSQL through it, and it counts the connections it holds and the query round trips it forwards.
 * Needs TEST_DATABASE_URL (a PostgreSQL server; only `select` is run).
 */
import { neonConfig, Pool } from '@neondatabase/serverless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNeonProxy, type NeonProxy } from '../../scripts/neon-proxy.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('neon proxy', () => {
  let proxy: NeonProxy;
  let pool: Pool;
  beforeAll(async () => {
    const { hostname, port } = new URL(serverUrl as string);
    proxy = await startNeonProxy(`${hostname}:${port || 5432}`);
    Object.assign(neonConfig, {
      wsProxy: `${proxy.address}/v1`,
      useSecureWebSocket: false,
      pipelineTLS: false,
      pipelineConnect: false,
    });
    pool = new Pool({ connectionString: serverUrl, max: 2 });
  });
  afterAll(() => proxy.close());

  it('counts one round trip per query, a transaction as its statements, and the connections it holds', async () => {
    for (const n of [1, 2, 3]) await pool.query('select $1::int as n', [n]);
    expect(proxy.roundTrips()).toBe(3);
    expect(proxy.open()).toBe(1);
    const client = await pool.connect();
    await client.query('begin');
    await client.query('select 1');
    await client.query('commit');
    client.release();
    expect(proxy.roundTrips()).toBe(6);
    expect(proxy.connections()).toBe(1);
    await pool.end();
    await expect.poll(() => proxy.open()).toBe(0);
  });
});
