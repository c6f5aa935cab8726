/**
 * The two serving configurations `npm run bench:live` replays an evening against, each on a fresh PostgreSQL
 * database beside postgres://postgres@127.0.0.1:5432 (LIVE_DATABASE_URL's server), every process of the site with
 * the shifted clock (bench/live/clock.ts through NODE_OPTIONS):
 * - `start`: the built site as `npm start` runs it (scripts/built-site.ts `startServer`: its local scheduler ticking every
 *   15 s, alerts sent every 5 s), live scraping on, the sources' bases at the fakes;
 * - `vercel`: `.vercel/output` (built with VERCEL=1) served by scripts/vercel-standin.ts, the database through
 *   Neon's driver and scripts/neon-proxy.ts, set up by the deploy steps; the bench plays Vercel Cron.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNeonProxy } from '../../scripts/neon-proxy.ts';
import { startStandIn } from '../../scripts/vercel-standin.ts';
import { freePort, freshDatabaseUrl, startServer } from '../../scripts/built-site.ts';

export const CRON_SECRET = 'bench-live-cron-secret-4b7d1e9a';
const ADMIN_URL = process.env.LIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A running configuration: its origin, its database, and how to stop it. */
export interface Site {
  origin: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** What both configurations are given: the fakes' bases, the clock shift, the push set-up. */
export interface SiteOptions {
  ldApiBase: string;
  nyOpenDataBase: string;
  clockOffsetMs: number;
  /**
   * Extra environment: the VAPID keys and push policy (`start`), SCHEDULER=off and CRON_POLL_WINDOW_S=0 for the old
   * cadence, which the bench then ticks itself.
   */
  env?: Record<string, string>;
}

const clockEnv = (offset: number) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('bench/live/clock.ts')}`.trim(),
  LIVE_CLOCK_OFFSET_MS: String(offset),
});

/** Runs `command` (inherits the terminal). @throws Error when it fails. */
function run(command: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status})`);
}

/**
 * Runs `command` without blocking this process (the Neon proxy it reaches runs here).
 * @throws Error when it fails.
 */
async function runAsync(command: string, env: Record<string, string>): Promise<void> {
  const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${command} failed (exit ${code})`);
}

/** Builds the site for `npm start` (`astro build`). */
export const buildStart = (): void => run('npx astro build');

const VERCEL_PORT = 4970;
const VERCEL_DATABASE = 'bench_live_vercel';
/** What the Vercel build and functions require (src/env.ts), the database URL built from ADMIN_URL. */
const vercelEnv = (databaseUrl: string, port: number) => ({
  DATABASE_URL: databaseUrl,
  SITE_URL: `http://127.0.0.1:${port}`,
  CRON_SECRET,
  SESSION_SECRET: 'bench-live-session-secret-9c2e7a4f1b3d5e',
});

/** Builds for Vercel into `.vercel/output` (as scripts/test-vercel.ts does). */
export const buildVercel = (): void =>
  run('npx astro build --outDir .data/vercel-build', {
    VERCEL: '1',
    ...vercelEnv(Object.assign(new URL(ADMIN_URL), { pathname: `/${VERCEL_DATABASE}` }).href, VERCEL_PORT),
  });

/** A fresh database named `name` on the bench's PostgreSQL server. */
const freshDatabase = (name: string) =>
  freshDatabaseUrl(Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href, '');

/** Starts the `npm start` configuration. @throws Error when it does not start. */
export async function startSite(options: SiteOptions): Promise<Site> {
  const databaseUrl = await freshDatabase(`bench_live_start${options.env?.SCHEDULER === 'off' ? '_old' : ''}`);
  const server = await startServer({
    port: await freePort(4960),
    timeoutMs: 600_000,
    env: {
      SCHEDULER: 'local',
      ...options.env,
      ...clockEnv(options.clockOffsetMs),
      DATABASE_URL: databaseUrl,
      LIVE_SCRAPING: 'on',
      CRON_SECRET,
      LD_API_BASE: options.ldApiBase,
      NY_OPEN_DATA_BASE: options.nyOpenDataBase,
      PUBLIC_API_LIMIT: '1000000',
    },
  });
  return { origin: server.origin, databaseUrl, stop: () => server.stop() };
}

/** Starts the Vercel configuration from the last `buildVercel`. @throws Error when a deploy step fails. */
export async function startVercel(options: SiteOptions, log: (line: string) => void): Promise<Site> {
  const databaseUrl = await freshDatabase(VERCEL_DATABASE);
  const { hostname, port } = new URL(databaseUrl);
  const proxy = await startNeonProxy(`${hostname}:${port || 5432}`);
  const scratch = mkdtempSync(join(tmpdir(), 'gana-mas-live-'));
  const output = join(scratch, 'output');
  cpSync('.vercel/output', output, { recursive: true });
  const port4 = await freePort(VERCEL_PORT);
  const env = {
    ...(options.env?.CRON_POLL_WINDOW_S ? { CRON_POLL_WINDOW_S: options.env.CRON_POLL_WINDOW_S } : {}),
    ...vercelEnv(databaseUrl, port4),
    NEON_WS_PROXY: proxy.address,
    LD_API_BASE: options.ldApiBase,
    NY_OPEN_DATA_BASE: options.nyOpenDataBase,
  };
  for (const step of ['db:migrate', 'db:import']) await runAsync(`npm run --silent ${step}`, env);
  const standIn = await startStandIn({
    output,
    vercelJson: 'vercel.json',
    port: port4,
    log,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'production',
      PUBLIC_API_LIMIT: '1000000',
      ...env,
      ...clockEnv(options.clockOffsetMs),
    },
  });
  return {
    origin: standIn.url,
    databaseUrl,
    async stop() {
      await standIn.close();
      await proxy.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
