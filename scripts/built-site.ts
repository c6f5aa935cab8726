/**
 * The built site for the benches and the JS budget (scripts/js-budget.ts): starts it (`node scripts/start.ts`) as a child process on
 * 127.0.0.1 with a fresh PGlite directory, and times the first (uncached) and second request of a path.
 * Loopback only; the load runs are in bench/serving.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const HOST = '127.0.0.1';

export interface Server {
  origin: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of /api/health (includes the snapshot import). */
  readyMs: number;
  /** Last lines the server printed (for error reports). */
  log(): string;
  /** The exit code when the server has exited (-1 for a signal), else null. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** Whether `port` can be bound on 127.0.0.1 right now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** `preferred` when free, else a port the OS picks. */
export async function freePort(preferred: number): Promise<number> {
  if (await portFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh database for a bench server: `db` `pglite` empties `pgliteDir` and answers its URL; a `postgres://…/name`
 * URL has that database dropped and created afresh (never point it at one you keep).
 * @throws Error for a database name that is not a plain word.
 */
export async function freshDatabaseUrl(db: string, pgliteDir: string): Promise<string> {
  if (db === 'pglite') {
    rmSync(pgliteDir, { recursive: true, force: true });
    return `pglite:${pgliteDir}`;
  }
  const url = new URL(db);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`--db needs a plain database name, got "${name}"`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(db), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return url.href;
}

/** Resident set size of another process from /proc (Linux), in MB; null elsewhere. */
export function processRssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The environment variables and Node flags `npm start` and `npm run serve` give the server (package.json: `NAME=value
 * exec node --flag… scripts/start.ts`), so the bench measures the same process.
 * @throws Error when `serve` has another form.
 */
function serverCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const match = /^((?:\w+=\S+ )*)exec node ((?:--\S+ )*)scripts\/start\.ts$/.exec(scripts.serve);
  if (!match) throw new Error(`package.json "serve" is not "NAME=value exec node --flag… scripts/start.ts"`);
  const words = (text = '') => text.split(' ').filter(Boolean);
  return {
    env: Object.fromEntries(
      words(match[1]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    flags: words(match[2]),
  };
}

/**
 * Starts `node scripts/start.ts` on `port` with a deleted-then-fresh PGlite in `dataDir` (with the demo ads
 * when `seedAds`; without `dataDir`, on the DATABASE_URL of `env`), live scraping and the scheduler off, and waits
 * for /api/health to answer 200.
 * @throws Error with the server's output when it exits early or is not ready within `timeoutMs`.
 */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  timeoutMs?: number;
  /** Seed the demo ads (scripts/seed-ads.ts) into the fresh database before starting. */
  seedAds?: boolean;
  /** More environment variables for the server. */
  env?: Record<string, string>;
}): Promise<Server> {
  const { port, dataDir, timeoutMs = 120_000, seedAds = false, env = {} } = options;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (seedAds && dataDir) {
    const seeded = spawnSync(process.execPath, ['scripts/seed-ads.ts'], {
      env: { ...process.env, DATABASE_URL: `pglite:${dataDir}` },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`scripts/seed-ads.ts failed:\n${seeded.stderr}`);
  }
  const origin = `http://${HOST}:${port}`;
  const lines: string[] = [];
  const started = performance.now();
  const command = serverCommand();
  const child: ChildProcess = spawn(process.execPath, [...command.flags, 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...command.env,
      PORT: String(port),
      HOST,
      ...(dataDir ? { DATABASE_URL: `pglite:${dataDir}` } : {}),
      LIVE_SCRAPING: 'off',
      SCHEDULER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const state: { exited: number | null } = { exited: null };
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      state.exited = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  const log = () => lines.join('\n');
  const stop = async () => {
    if (state.exited === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    }
  };

  while (performance.now() - started < timeoutMs) {
    if (state.exited !== null)
      throw new Error(`server exited with code ${state.exited} before it was ready:\n${log()}`);
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200)
        return {
          origin,
          pid: child.pid as number,
          readyMs: performance.now() - started,
          log,
          exitCode: () => state.exited,
          stop,
        };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`server not ready after ${timeoutMs / 1000} s:\n${log()}`);
}

export interface Probe {
  status: number;
  ms: number;
  bytes: number;
  /** Astro route cache header (MISS / HIT / STALE), or "-" when absent. */
  cache: string;
}

/** One GET of `url`, timed to the end of the body. */
export async function probe(url: string): Promise<Probe> {
  const start = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - start,
    bytes: body.byteLength,
    cache: response.headers.get('x-astro-cache') ?? '-',
  };
}

/**
 * Starts the live sources' stand-in of the e2e suite (tests/e2e/fake-sources.ts: the loteriasdominicanas.com API
 * answering Leidsa with a real capture newer than the bundled year) on `port` and waits for it.
 * @throws Error when it does not answer within 30 s.
 */
export async function startFakeSources(port: number): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, ['tests/e2e/fake-sources.ts'], {
    env: { ...process.env, FAKE_SOURCES_PORT: String(port) },
    stdio: 'ignore',
  });
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('tests/e2e/fake-sources.ts did not answer within 30 s');
    }
    await sleep(100);
  }
  return { origin, stop: () => child.kill() };
}
