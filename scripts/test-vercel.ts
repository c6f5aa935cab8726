/**
 * `npm run test:vercel` (decision 089): the Vercel build output served the way Vercel serves it, under test.
 * 1. Builds with VERCEL=1 (client and server build into .data/vercel-build, as tests/scripts/vercel-build.test.ts
 *    does) and copies `.vercel/output` to a scratch directory outside the project, so a function finds only the
 *    modules it traced.
 * 2. Creates a fresh PostgreSQL database beside TEST_DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/test)
 *    and starts Neon's WebSocket proxy to it (scripts/neon-proxy.ts): the set-up steps and the functions reach it
 *    through Neon's driver. Runs the deploy steps against it: `db:migrate`, `db:import`, `admin:create`.
 * 3. Starts the fake PayPal and the fake sources (tests/fakes/paypal.ts, tests/e2e/fake-sources.ts) and the
 *    stand-in (scripts/vercel-standin.ts) on 127.0.0.1:E2E_PORT (default 4911), with the functions' environment.
 * 4. Runs the Playwright projects `vercel-http` (every `@http` test) and `vercel` (tests/vercel/: the browser smoke
 *    and the checks of the cache, the cron route, the share images and the headers) against it.
 * 5. Reads the log of the whole run (build, deploy steps, fakes, stand-in and functions: `.data/vercel-run.log`) and
 *    fails when a secret of the run is in it (CRON_SECRET, SESSION_SECRET, the PayPal secret, the admin's password).
 * Prints each step's time; exits non-zero when a step or a check failed. Extra arguments go to Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from '../tests/fakes/paypal.ts';
import { startNeonProxy } from './neon-proxy.ts';
import { startStandIn } from './vercel-standin.ts';

const LOG = '.data/vercel-run.log';
const PORT = Number(process.env.E2E_PORT ?? 4911);
const FAKE_SOURCES_PORT = PORT + 2;
const FAKE_PAYPAL_PORT = PORT + 4;
const SITE_URL = `http://127.0.0.1:${PORT}`;
const SECRETS = {
  CRON_SECRET: 'vercel-run-cron-secret-7f3a9c1e5b',
  SESSION_SECRET: 'vercel-run-session-secret-2d8e6b4f0a9c7e1d3b5f',
  PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
  ADMIN_PASSWORD: 'Vercel-prueba-clave-2026!',
};
const ADMIN_USERNAME = 'admin-vercel';

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const database = `gana_mas_vercel_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const scratch = mkdtempSync(join(tmpdir(), 'gana-mas-vercel-'));
const children: ChildProcess[] = [];
const durations: string[] = [];
const started = performance.now();

mkdirSync('.data', { recursive: true });
writeFileSync(LOG, '');
const log = (line: string) => appendFileSync(LOG, `${line}\n`);

/**
 * Runs `command` with `env`, its output into the run's log under `name` (or to the terminal: Playwright, the test
 * runner, whose output is not the site's); resolves with its exit code.
 */
function run(name: string, command: string, env: Record<string, string>, terminal = false): Promise<number | null> {
  const begin = performance.now();
  console.log(`[test:vercel] ${name}…`);
  const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: terminal ? 'inherit' : 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
  child.stderr?.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      durations.push(`${name} ${((performance.now() - begin) / 1000).toFixed(1)} s`);
      resolve(code);
    }),
  );
}

/** Starts a long-running helper whose output goes to the log; resolves when `ready` answers 200. */
async function helper(name: string, command: string, env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(command, { shell: true, detached: true, env: { ...process.env, ...env } });
  children.push(child);
  child.stdout.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
  child.stderr.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(ready).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${ready}`);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Fails the run: prints `reason` and where the log is. */
function fail(reason: string): never {
  console.error(`[test:vercel] ${reason} (registro: ${LOG})`);
  throw new Error(reason);
}

// The default scrapers are stored by db:import with the source bases of this environment: the fake sources.
const common = {
  ...SECRETS,
  ADMIN_USERNAME,
  SITE_URL,
  DATABASE_URL: databaseUrl,
  LD_API_BASE: `http://127.0.0.1:${FAKE_SOURCES_PORT}/dominicana`,
  NY_OPEN_DATA_BASE: `http://127.0.0.1:${FAKE_SOURCES_PORT}/resource`,
};
let status = 1;
let proxy: Awaited<ReturnType<typeof startNeonProxy>> | undefined;
let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
try {
  const build = await run('build', 'npx astro build --outDir .data/vercel-build', { ...common, VERCEL: '1' });
  if (build !== 0) fail('la compilación para Vercel falló');
  const output = join(scratch, 'output');
  cpSync('.vercel/output', output, { recursive: true });

  await admin((client) => client.query(`CREATE DATABASE ${database}`));
  const { hostname, port } = new URL(adminUrl);
  proxy = await startNeonProxy(`${hostname}:${port || 5432}`);
  const db = { ...common, NEON_WS_PROXY: proxy.address };
  for (const step of ['db:migrate', 'db:import', 'admin:create'])
    if ((await run(step, `npm run --silent ${step}`, db)) !== 0) fail(`${step} falló`);

  await helper(
    'fake-paypal',
    'node tests/fakes/paypal.ts',
    { FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT) },
    `http://127.0.0.1:${FAKE_PAYPAL_PORT}/health`,
  );
  await helper(
    'fake-sources',
    'node tests/e2e/fake-sources.ts',
    { FAKE_SOURCES_PORT: String(FAKE_SOURCES_PORT) },
    `http://127.0.0.1:${FAKE_SOURCES_PORT}/health`,
  );
  standIn = await startStandIn({
    output,
    vercelJson: 'vercel.json',
    port: PORT,
    log,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'production',
      ...db,
      PAYPAL_API_BASE: `http://127.0.0.1:${FAKE_PAYPAL_PORT}`,
      PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
      PUBLIC_API_LIMIT: '1000000',
    },
  });
  const tests = await run(
    'playwright',
    `npx playwright test --project=vercel-http --project=vercel --project=vercel-browser ${process.argv.slice(2).join(' ')}`,
    {
      VERCEL_STANDIN_URL: standIn.url,
      VERCEL_OUTPUT_DIR: output,
      E2E_PORT: String(PORT),
      ADMIN_USERNAME,
      ADMIN_PASSWORD: SECRETS.ADMIN_PASSWORD,
      CRON_SECRET: SECRETS.CRON_SECRET,
    },
    true,
  );
  console.log(`[test:vercel] arranques en frío: ${JSON.stringify(standIn.coldStarts())}`);
  await standIn.close();
  standIn = undefined;

  const lines = readFileSync(LOG, 'utf8').split('\n');
  const requests = lines.filter((line) => line.startsWith('[req] ')).length;
  // The log must be the run's: the stand-in's requests and the functions' own output.
  if (requests === 0 || !lines.some((line) => line.startsWith('[fn ')))
    fail('el registro no tiene las peticiones ni la salida de las funciones');
  const leaks = Object.entries(SECRETS).flatMap(([name, secret]) =>
    lines.flatMap((line, i) => (line.includes(secret) ? [`${name} en la línea ${i + 1}`] : [])),
  );
  if (leaks.length > 0) fail(`secretos en el registro: ${leaks.join(', ')}`);
  console.log(`[test:vercel] registro: ${lines.length} líneas, ${requests} peticiones, ningún secreto`);
  status = tests === 0 ? 0 : 1;
  if (tests !== 0) console.error(`[test:vercel] Playwright falló (registro: ${LOG})`);
} catch (error) {
  console.error(error);
} finally {
  await standIn?.close();
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await proxy?.close();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch((error: unknown) =>
    console.error(error),
  );
  rmSync(scratch, { recursive: true, force: true });
  console.log(`[test:vercel] ${durations.join(', ')}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(status);
