/**
 * `npm run test:neon` (decision 065): the Vitest project `db` through Neon's serverless driver, the one production
 * uses, against the local PostgreSQL of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) via the
 * WebSocket-to-TCP proxy of scripts/neon-proxy.ts. Every `createDb` of the tests goes through the driver (NEON_WS_PROXY);
 * the helpers' admin queries (CREATE DATABASE … TEMPLATE) stay on node-postgres. Extra arguments go to Vitest (files).
 * Exits with Vitest's code; fails when no connection went through the proxy.
 */
import { spawn } from 'node:child_process';
import { startNeonProxy } from './neon-proxy.ts';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const { hostname, port } = new URL(url);
const proxy = await startNeonProxy(`${hostname}:${port || 5432}`);
const started = performance.now();
// Spawned, not spawnSync: the proxy serves from this process's event loop while Vitest runs.
const child = spawn('npx', ['vitest', 'run', '--project', 'db', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'pg', TEST_DATABASE_URL: url, NEON_WS_PROXY: proxy.address },
});
const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const connections = proxy.connections();
await proxy.close();
console.log(`[test:neon] ${connections} conexiones por el proxy de Neon, ${seconds} s`);
process.exit(connections === 0 ? 1 : (status ?? 1));
