/**
 * The Vercel build served for the capacity bench (`npm run bench -- --vercel`, decision 091), as
 * `npm run test:vercel` serves it (decision 089): `.vercel/output` copied outside the project and served by
 * scripts/vercel-standin.ts, a fresh PostgreSQL database reached through Neon's driver and the WebSocket proxy of
 * scripts/neon-proxy.ts (which counts round trips and connections), the deploy steps `db:migrate` and `db:import`, and
 * the fake sources (tests/e2e/fake-sources.ts) as the scrapers' sources. Every function invocation's cost is kept.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { siteCompaniesUrl } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { startNeonProxy } from '../scripts/neon-proxy.ts';
import type { FunctionCost } from '../scripts/vercel-function-host.ts';
import { startStandIn } from '../scripts/vercel-standin.ts';
import { flag } from './args.ts';
import { freePort, startFakeSources } from '../scripts/built-site.ts';

/** One function invocation the stand-in reported: the function, the URL it was given, its cost. */
export interface Invocation extends FunctionCost {
  name: string;
  url: string;
}

export interface VercelSite {
  /** The stand-in's "http://127.0.0.1:<port>". */
  origin: string;
  /** The output directory served (a copy of .vercel/output). */
  output: string;
  /** Invocations so far, in order. */
  invocations: Invocation[];
  /** Function instances started so far (cold starts), by function name. */
  instances(): Record<string, number>;
  /** The proxy's counters so far: connections opened, open now, query round trips. */
  db(): { opened: number; open: number; roundTrips: number };
  /** Connections PostgreSQL holds on the site's database now (pg_stat_activity). */
  serverConnections(): Promise<number>;
  /** The CRON_SECRET of the functions. */
  cronSecret: string;
  /**
   * Makes Leidsa's scraper (the only one enabled) due, reading the fake source's capture moved `weeks` weeks later:
   * the next cron run stores that many new draws (the same work each week).
   */
  nextDraws(weeks: number): Promise<void>;
  close(): Promise<void>;
}

const SECRETS = {
  CRON_SECRET: 'bench-vercel-cron-secret-0123456789',
  SESSION_SECRET: 'bench-vercel-session-secret-0123456789abcdef',
};

const log = (message: string) => console.error(`[bench:vercel] ${message}`);

/**
 * Runs `args` with `env`, asynchronously: the Neon proxy the deploy steps reach runs in this process.
 * @throws Error when it exits non-zero.
 */
async function step(args: string[], env: Record<string, string>): Promise<void> {
  log(args.join(' '));
  const child = spawn(args[0] as string, args.slice(1), { env: { ...process.env, ...env } });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${errors}`);
}

/**
 * Builds (unless `.vercel/output` exists and --build was not given; never with --no-build), sets up the database and
 * starts the fakes, the proxy and the stand-in. `poolMax` sets the functions' DATABASE_POOL_MAX (unset: the default).
 * @throws Error when a step fails.
 */
export async function startVercelSite(port: number, poolMax: number | undefined): Promise<VercelSite> {
  /** What to undo, last first: on close, or when a step of the set-up fails. */
  const undo: (() => unknown)[] = [];
  const close = async () => {
    for (const task of undo.splice(0).reverse()) await task();
  };
  try {
    return await setUp(port, poolMax, undo, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function setUp(
  port: number,
  poolMax: number | undefined,
  undo: (() => unknown)[],
  close: () => Promise<void>,
): Promise<VercelSite> {
  const origin = `http://127.0.0.1:${port}`;
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const database = `gana_mas_bench_vercel_${process.pid}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
  const sources = await startFakeSources(await freePort(port + 2));
  undo.push(() => sources.stop());
  const ldBase = (weeks: number) => `${sources.origin}${weeks ? `/shifted/${7 * weeks}` : ''}/dominicana`;
  const common = {
    ...SECRETS,
    SITE_URL: origin,
    DATABASE_URL: databaseUrl,
    LD_API_BASE: ldBase(0),
    NY_OPEN_DATA_BASE: `${sources.origin}/resource`,
  };
  const built = existsSync('.vercel/output/config.json');
  if (flag('build') || (!built && !flag('no-build')))
    await step(['npx', 'astro', 'build', '--outDir', '.data/vercel-build'], { ...common, VERCEL: '1' });
  if (!existsSync('.vercel/output/config.json')) throw new Error('.vercel/output is missing and --no-build was given');
  const scratch = mkdtempSync(join(tmpdir(), 'gana-mas-bench-vercel-'));
  undo.push(() => rmSync(scratch, { recursive: true, force: true }));
  const output = join(scratch, 'output');
  cpSync('.vercel/output', output, { recursive: true });

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  undo.push(() => admin.end());
  await admin.query(`CREATE DATABASE ${database}`);
  undo.push(() => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const { hostname, port: pgPort } = new URL(adminUrl);
  const proxy = await startNeonProxy(`${hostname}:${pgPort || 5432}`);
  undo.push(() => proxy.close());
  const dbEnv = { ...common, NEON_WS_PROXY: proxy.address };
  for (const script of ['db:migrate', 'db:import']) await step(['npm', 'run', '--silent', script], dbEnv);

  /** Runs `text` on the site's database on a connection of its own, closed after (never one the samples count). */
  const onSite = async (text: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query(text, values);
      if (!rowCount) throw new Error(`no scraper row changed by: ${text}`);
    } finally {
      await client.end();
    }
  };
  // One scraper: Leidsa's from the fake source (the others' sources answer 503 there, which is no draw night).
  let leidsa = siteCompaniesUrl('leidsa', ldBase(0));
  await onSite('update scrapers set enabled = (url = $1)', [leidsa]);

  const invocations: Invocation[] = [];
  const standIn = await startStandIn({
    output,
    vercelJson: 'vercel.json',
    port,
    log: () => {},
    onInvoke: (name, url, cost) => invocations.push({ name, url, ...cost }),
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'production',
      ...dbEnv,
      PUBLIC_API_LIMIT: '100000000',
      CRON_POLL_WINDOW_S: '0',
      BACKFILL_REQUESTS_PER_RUN: '0',
      ...(poolMax ? { DATABASE_POOL_MAX: String(poolMax) } : {}),
    },
  });
  undo.push(() => standIn.close());
  return {
    origin: standIn.url,
    output,
    invocations,
    instances: () => standIn.coldStarts(),
    cronSecret: SECRETS.CRON_SECRET,
    db: () => ({ opened: proxy.connections(), open: proxy.open(), roundTrips: proxy.roundTrips() }),
    serverConnections: async () =>
      Number(
        (await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database]))
          .rows[0]?.n,
      ),
    nextDraws: async (weeks) => {
      const next = siteCompaniesUrl('leidsa', ldBase(weeks));
      await onSite('update scrapers set url = $2, last_run = null, run_started_at = null where url = $1', [
        leidsa,
        next,
      ]);
      leidsa = next;
    },
    close,
  };
}
