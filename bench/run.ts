/**
 * `npm run bench`: performance numbers for this machine, printed as Markdown tables.
 *  1. serving (scripts/built-site.ts starts the built site, `node scripts/start.ts` on 127.0.0.1; bench/serving.ts loads it
 *     with autocannon): the first (uncached) and second request of each path; the home, an operator page and a game
 *     page against a bare `node:http` server answering the very same bytes (identity and brotli); the stampede (the
 *     home under many connections while an admin's ad edits drop it from the cache); scrapes storing new draws during
 *     that load (tests/e2e/fake-sources.ts serves the capture), against the same work run quiet; API cache hits at
 *     many connections;
 *  2. parse time of every fixture per source adapter (bench/parse.ts);
 *  3. first-start snapshot import into a fresh in-memory PGlite, in a clean child process (bench/import.ts);
 *  4. the statistics queries, warm, on the bundled history (bench/stats-query.ts, in a child process);
 *  5. JS at open and in all per template, and the home HTML's size (scripts/js-budget.ts, the `npm run check` budget).
 * `--og` runs only the share images' part (bench/og.ts): --og-images=100 distinct cold images requested at once while
 * /api/health is asked, on a freshly started server; its health p50 / p99 / max and RSS (decision 076).
 * `--vercel` runs only the Vercel capacity bench (bench/vercel.ts: the build output on the stand-in, each request
 * kind's cost and the draw-night peak replayed; decision 091), with its own options.
 *
 * Options: --no-build (never run `astro build`), --build (always run it; default: only when
 * dist/server/entry.mjs is missing), --serving-only (section 1 alone), --connections=50 (pages against the bare
 * server), --duration=5, --warmup=1 (seconds), --stampede-connections=200, --stampede-duration=12,
 * --api-connections=100, --runs=30 (timed parse runs), --port=4455 (falls back to a free port; the bare server takes
 * the next free one), --stats-db=postgres://… (time the statistics queries on that PostgreSQL database holding the
 * history instead of an in-memory PGlite), --db=postgres://user@host:port/name (serve from that PostgreSQL database,
 * dropped and created afresh, instead of a fresh PGlite directory).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { siteCompaniesUrl } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { flag, numberArg, textArg } from './args.ts';
import {
  freePort,
  freshDatabaseUrl,
  probe,
  processRssMb,
  startFakeSources,
  startServer,
  type Probe,
  type Server,
} from '../scripts/built-site.ts';
import {
  adEditor,
  adminSession,
  compareWithBare,
  loadWhile,
  scraperRunner,
  type Comparison,
  type LoadedWhile,
  type ScrapeRun,
} from './serving.ts';
import type { ImportResult } from './import.ts';
import type { StatsQueryResult } from './stats-query.ts';
import { benchParse, parseCases } from './parse.ts';
import { fmt, median, table } from './stats.ts';
import { ogBurst, ogReport } from './og.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const CONNECTIONS = numberArg('connections', 50);
const DURATION_S = numberArg('duration', 5);
const WARMUP_S = numberArg('warmup', 1);
const STAMPEDE_CONNECTIONS = numberArg('stampede-connections', 200);
const STAMPEDE_DURATION_S = numberArg('stampede-duration', 12);
const STAMPEDE_EDITS = 3;
/** How long (s) the started server sits idle before its idle RSS is read (decision 068). */
const IDLE_S = 20;
const API_CONNECTIONS = numberArg('api-connections', 100);
const PARSE_RUNS = numberArg('runs', 30);
const PARSE_WARMUPS = 3;
const PORT = numberArg('port', 4455);
const DATA_DIR = './.data/bench';
/** The served database: `pglite` (a fresh DATA_DIR) or a `postgres://…/name` database dropped and created. */
const DB = textArg('db') ?? 'pglite';
const databaseName = DB === 'pglite' ? `pglite:${DATA_DIR}` : `PostgreSQL ${new URL(DB).pathname.slice(1)}`;
/** Home, an operator page, a game page: compared with the bare server. */
const PAGES = ['/', '/leidsa-resultado-loteria-de-hoy', '/powerball'];
/** API answers the route cache holds: their hits at API_CONNECTIONS. */
const API_PATHS = ['/api/lottery/dominicana?path=/leidsa', '/api/lottery/games/quiniela-leidsa/stats?days=365'];
const TARGETS = [...PAGES, ...API_PATHS];
/** The bench server's first admin (its ad edits invalidate the home during the stampede). */
const ADMIN = { username: 'admin-bench', password: 'bench-clave-de-prueba-2026' };

const log = (message: string) => console.error(`[bench] ${message}`);
const benchStart = Date.now();
const loadAtStart = loadavg()[0] ?? Number.NaN;

function ensureBuild(): void {
  const built = existsSync('dist/server/entry.mjs');
  if (flag('no-build')) {
    if (!built)
      throw new Error('dist/server/entry.mjs is missing and --no-build was given: run `npx astro build` first');
    return;
  }
  if (built && !flag('build')) return;
  log('running `npx astro build`…');
  const result = spawnSync('npx', ['astro', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status})`);
}

function runImport(): ImportResult {
  log('snapshot import into memory:// (child process)…');
  const result = spawnSync(process.execPath, ['bench/import.ts'], { encoding: 'utf8', timeout: 120_000 });
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('{'))
    throw new Error(`bench/import.ts failed (exit ${result.status}):\n${result.stderr}`);
  return JSON.parse(line) as ImportResult;
}

function runStatsQuery(): StatsQueryResult {
  log('statistics queries on the bundled history (child process)…');
  const database = textArg('stats-db');
  const result = spawnSync(process.execPath, ['bench/stats-query.ts', ...(database ? [database] : [])], {
    encoding: 'utf8',
    timeout: 600_000,
  });
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('{'))
    throw new Error(`bench/stats-query.ts failed (exit ${result.status}):\n${result.stderr}`);
  return JSON.parse(line) as StatsQueryResult;
}

/** scripts/js-budget.ts's lines (one per measured page, budgets beside the figures). */
function runJsBudget(): string[] {
  log('JS at open per template (scripts/js-budget.ts)…');
  const result = spawnSync(process.execPath, ['scripts/js-budget.ts'], { encoding: 'utf8', timeout: 300_000 });
  return result.stdout.split('\n').filter((line) => /^(ok|OVER) /.test(line));
}

// ---- run -------------------------------------------------------------------------------------

if (flag('vercel')) {
  const { runVercel } = await import('./vercel.ts');
  await runVercel();
  process.exit();
}

ensureBuild();

const buildMtimeMs = statSync('dist/server/entry.mjs').mtimeMs;

/** How long (s) after the image burst the server's RSS is read again (the render workers idle out after 30 s). */
const OG_IDLE_S = 40;

/** `--og`: the share images' burst alone, on a freshly started server (bench/og.ts). */
async function runOg(): Promise<void> {
  const port = await freePort(PORT);
  const started = await startServer({ port, env: { DATABASE_URL: await freshDatabaseUrl(DB, DATA_DIR) } });
  try {
    log(`share images: ${numberArg('og-images', 100)} at once on http://127.0.0.1:${port}…`);
    const burst = await ogBurst(started.origin, started.pid, numberArg('og-images', 100), OG_IDLE_S * 1000);
    console.log(`## Gana Más bench (--og): ${new Date().toISOString()}\n\n${ogReport(burst, OG_IDLE_S)}`);
  } finally {
    await started.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}
if (flag('og')) {
  await runOg();
  process.exit(0);
}

const servingOnly = flag('serving-only');

interface HttpRun {
  port: number;
  readyMs: number;
  serverRssAtReady: number | null;
  serverRssIdle: number | null;
  serverRssAfter: number | null;
  firstProbes: { path: string; first: Probe | string; second: Probe | string }[];
  comparisons: Comparison[];
  /** The stampede's load and how long each ad edit took (ms). */
  stampede: LoadedWhile<number>;
  /** Scrapes storing new draws during the stampede's load, and the same work run quiet afterwards. */
  scrape: { underLoad: LoadedWhile<ScrapeRun>; quiet: ScrapeRun[] };
  apis: Comparison[];
  /** Set when the server exited during the run: its exit code and last output lines. */
  crashed: { code: number; log: string } | null;
}

let server: Server | null = null;
const stopServer = async () => {
  const running = server;
  server = null;
  if (running) await running.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopServer().finally(() => process.exit(130)));
}

/** Starts the site, probes each target's first and second request, then loads each target. */
async function runHttp(): Promise<HttpRun> {
  const port = await freePort(PORT);
  const databaseUrl = await freshDatabaseUrl(DB, DATA_DIR);
  log(`starting the built site on http://127.0.0.1:${port} (fresh ${databaseName})…`);
  const started = await startServer({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_API_LIMIT: '100000000',
    },
  });
  server = started;
  const serverRssAtReady = processRssMb(started.pid);
  log(`idle for ${IDLE_S} s before reading the idle RSS…`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const serverRssIdle = processRssMb(started.pid);
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const firstProbes: HttpRun['firstProbes'] = [];
  for (const path of TARGETS) {
    const first = await probe(started.origin + path).catch(describe);
    const second = await probe(started.origin + path).catch(describe);
    firstProbes.push({ path, first, second });
  }
  const load = { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S };
  const barePort = await freePort(port + 1);
  const comparisons = await compareWithBare(
    started.origin,
    PAGES,
    { ...load, barePort, encodings: ['identity', 'br'] },
    log,
  );
  log(`stampede: ${STAMPEDE_CONNECTIONS} connections on / for ${STAMPEDE_DURATION_S} s, ${STAMPEDE_EDITS} ad edits…`);
  const cookie = await adminSession(started.origin, ADMIN);
  const edit = adEditor(started.origin, cookie);
  const stampedeResult = await loadWhile(
    `${started.origin}/`,
    { connections: STAMPEDE_CONNECTIONS, durationS: STAMPEDE_DURATION_S },
    Array.from({ length: STAMPEDE_EDITS }, () => edit),
  );
  log(`scrape: a source with new draws run during ${STAMPEDE_CONNECTIONS} connections on /, then quiet…`);
  const sources = await startFakeSources(await freePort(port + 2));
  let scrape: HttpRun['scrape'];
  try {
    // The same capture moved on by whole weeks: each run stores the same six new draws (equal work), three during
    // the load and three quiet, after a first run of the capture itself warms the scrape path.
    const runner = (path: string) =>
      scraperRunner(started.origin, cookie, siteCompaniesUrl('leidsa', `${sources.origin}${path}/dominicana`));
    const week = (n: number) => runner(`/shifted/${7 * n}`);
    await (
      await runner('')
    )();
    const underLoad = await loadWhile(
      `${started.origin}/`,
      { connections: STAMPEDE_CONNECTIONS, durationS: STAMPEDE_DURATION_S },
      await Promise.all([1, 2, 3].map(week)),
    );
    const quiet: ScrapeRun[] = [];
    for (const run of await Promise.all([4, 5, 6].map(week))) quiet.push(await run());
    scrape = { underLoad, quiet };
  } finally {
    sources.stop();
  }
  const apis = await compareWithBare(
    started.origin,
    API_PATHS,
    { ...load, connections: API_CONNECTIONS, barePort, encodings: ['gzip'] },
    log,
  );
  const code = started.exitCode();
  const crashed = code === null ? null : { code, log: started.log() };
  return {
    port,
    readyMs: started.readyMs,
    serverRssAtReady,
    serverRssIdle,
    serverRssAfter: processRssMb(started.pid),
    firstProbes,
    comparisons,
    stampede: stampedeResult,
    scrape,
    apis,
    crashed,
  };
}

let http: HttpRun;
try {
  http = await runHttp();
} catch (error) {
  const running = server as Server | null;
  if (running) console.error(running.log());
  throw error;
} finally {
  await stopServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
const { port, readyMs, serverRssAtReady, serverRssIdle, serverRssAfter, firstProbes, comparisons, apis, crashed } =
  http;

let parseResults: ReturnType<typeof benchParse>[] = [];
let imported: ImportResult | null = null;
let statsQueries: StatsQueryResult | null = null;
if (!servingOnly) {
  log(`parsing fixtures (${PARSE_WARMUPS} warm-ups + ${PARSE_RUNS} timed runs each)…`);
  parseResults = parseCases().map((c) => benchParse(c, PARSE_RUNS, PARSE_WARMUPS));
  imported = runImport();
  statsQueries = runStatsQuery();
}
const rebuiltDuringRun = statSync('dist/server/entry.mjs').mtimeMs !== buildMtimeMs;
if (crashed)
  console.error(`[bench] the server exited (code ${crashed.code}) during the run; its last output:\n${crashed.log}`);

// ---- report ----------------------------------------------------------------------------------

const cpu = cpus();
const out: string[] = [];
out.push(`## Gana Más bench: ${new Date().toISOString()}`);
out.push('');
out.push(
  `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${fmt(totalmem() / 1024 ** 3, 1)} GB RAM, Node ${process.version}, ${process.platform}/${process.arch}.`,
);
out.push(
  `1-min load average: ${fmt(loadAtStart, 2)} at start, ${fmt(loadavg()[0], 2)} at end (above ~0.5 other processes share the cores, so the numbers are noisier).`,
);
out.push(`Build: dist/server/entry.mjs from ${new Date(buildMtimeMs).toISOString()}.`);
out.push('');

out.push(
  `### 1. Serving (built site, \`node scripts/start.ts\`, 127.0.0.1:${port}; autocannon, ${WARMUP_S} s warm-up then ${DURATION_S} s)`,
);
out.push('');
out.push(
  `Against a bare \`node:http\` server answering the very bytes the site sent (bench/bare-server.ts), ${CONNECTIONS} connections (target: ratio >= 0.25):`,
);
out.push('');
out.push(
  table(
    ['path', 'asked', 'served', 'bytes', 'site req/s', 'site p99 ms', 'errors', 'bare req/s', 'ratio'],
    comparisons.map((c) => [
      c.path,
      c.encoding,
      c.served,
      String(c.bytes),
      fmt(c.site.reqPerSec, 0),
      fmt(c.site.p99, 0),
      String(c.site.errors + c.site.timeouts + c.site.non2xx),
      fmt(c.bare.reqPerSec, 0),
      fmt(c.site.reqPerSec / c.bare.reqPerSec, 3),
    ]),
    [3, 4, 5, 6, 7, 8],
  ),
);
out.push('');
/** A load run's errors, timeouts, non-2xx answers and p50 / p99 / max latency (ms), as table cells. */
const loadCells = (l: LoadedWhile<unknown>) => [
  String(l.errors),
  String(l.timeouts),
  String(l.non2xx),
  fmt(l.p50, 0),
  fmt(l.p99, 0),
  fmt(l.max, 0),
];
const s = http.stampede;
out.push(
  `Stampede: ${STAMPEDE_CONNECTIONS} connections on / (brotli) for ${STAMPEDE_DURATION_S} s while ${STAMPEDE_EDITS} ad edits drop the cached home (target: 0 errors, p99 < 1000 ms):`,
);
out.push('');
out.push(
  table(
    ['requests', 'req/s', 'errors', 'timeouts', 'non-2xx', 'p50 ms', 'p99 ms', 'max ms', 'ad edits ms'],
    [[String(s.total), fmt(s.reqPerSec, 0), ...loadCells(s), s.results.map((ms) => fmt(ms, 0)).join(', ')]],
    [0, 1, 2, 3, 4, 5, 6, 7],
  ),
);
const { underLoad, quiet } = http.scrape;
out.push('');
out.push(
  `Scrape during load: ${STAMPEDE_CONNECTIONS} connections on / (brotli) for ${STAMPEDE_DURATION_S} s while the admin runs a source with new draws (a real capture served locally, its dates moved on by a week for each run: the same six draws to store each time; target: 0 errors, the scrape as fast as quiet):`,
);
out.push('');
/** A row of scrape runs: what each stored, how long the admin's request and the run itself took, medians (ms). */
const scrapeCells = (label: string, runs: ScrapeRun[]) => [
  label,
  runs.map((r) => String(r.created)).join(', '),
  runs.map((r) => fmt(r.ms, 0)).join(', '),
  fmt(median(runs.map((r) => r.ms)), 0),
  runs.map((r) => fmt(r.runMs, 0)).join(', '),
  fmt(median(runs.map((r) => r.runMs)), 0),
];
out.push(
  table(
    [
      'runs',
      'draws stored',
      "'run now' ms",
      'median ms',
      'run ms (history)',
      'median ms',
      'requests',
      'errors',
      'timeouts',
      'non-2xx',
      'p50 ms',
      'p99 ms',
      'max ms',
    ],
    [
      [...scrapeCells('during the load', underLoad.results), String(underLoad.total), ...loadCells(underLoad)],
      [...scrapeCells('quiet, afterwards (the same draws weeks later)', quiet), '', '', '', '', '', '', ''],
    ],
    [3, 5, 6, 7, 8, 9, 10, 11, 12],
  ),
);
out.push('');
out.push(
  `API route-cache hits, ${API_CONNECTIONS} connections, gzip, and the bare server on the same bytes (target: p99 < 50 ms):`,
);
out.push('');
out.push(
  table(
    ['path', 'served', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'bare req/s', 'bare p50', 'bare p99'],
    apis.map((c) => [
      c.path,
      c.served,
      String(c.bytes),
      fmt(c.site.reqPerSec, 0),
      fmt(c.site.p50, 0),
      fmt(c.site.p99, 0),
      fmt(c.site.max, 0),
      String(c.site.errors + c.site.timeouts + c.site.non2xx),
      fmt(c.bare.reqPerSec, 0),
      fmt(c.bare.p50, 0),
      fmt(c.bare.p99, 0),
    ]),
    [2, 3, 4, 5, 6, 7, 8, 9, 10],
  ),
);
out.push('');
out.push('First requests after start (the database is already open: /api/health was polled until 200):');
out.push('');
const probeCells = (p: Probe | string) =>
  typeof p === 'string' ? [p, '', '', ''] : [String(p.status), fmt(p.ms, 1), p.cache, String(p.bytes)];
out.push(
  table(
    [
      'path',
      '1st status',
      '1st ms (uncached)',
      '1st X-Astro-Cache',
      'bytes',
      '2nd status',
      '2nd ms',
      '2nd X-Astro-Cache',
      'bytes ',
    ],
    firstProbes.map(({ path, first, second }) => [path, ...probeCells(first), ...probeCells(second)]),
    [1, 2, 4, 5, 6, 8],
  ),
);
out.push('');
out.push(
  `Server: ready (spawn → /api/health 200, includes migrations + snapshot import into fresh ${databaseName}) in ${fmt(readyMs / 1000, 2)} s; RSS ${fmt(serverRssAtReady, 0)} MB when ready, ${fmt(serverRssIdle, 0)} MB idle ${IDLE_S} s later, ${fmt(serverRssAfter, 0)} MB after the load runs.`,
);
for (const { path, second } of firstProbes) {
  if (typeof second === 'string') out.push(`- ${path}: request failed (${second}).`);
  else if (second.status < 200 || second.status > 299)
    out.push(
      `- ${path}: answers ${second.status}, so its load numbers measure that error page, not the real page (re-run once it exists).`,
    );
  else if (second.cache !== 'HIT')
    out.push(
      `- ${path}: not served from the route cache (2nd X-Astro-Cache: ${second.cache}), so every load request is rendered/queried.`,
    );
}
if (crashed)
  out.push(
    `- WARNING: the server exited (code ${crashed.code}) during the run, so later rows measure a dead port; its last output is on stderr.`,
  );
if (rebuiltDuringRun)
  out.push(
    '- WARNING: dist/ was rebuilt by another process during the run (the server loads chunks lazily from it); re-run these numbers.',
  );
out.push('- autocannon latency resolution is 1 ms; the load generator runs on the same 2 cores as the server.');
out.push('');

if (imported && statsQueries) {
  out.push(
    `### 2. Parse time per fixture (\`adapterFor(id).parse(body, { url, fetchedAt })\`, ${PARSE_WARMUPS} warm-ups + ${PARSE_RUNS} timed runs)`,
  );
  out.push('');
  out.push(
    table(
      ['adapter', 'fixture', 'kind', 'KB', 'draws', 'median ms', 'p95 ms'],
      parseResults.map((r) => [
        r.adapter,
        r.file.split('/').pop() ?? r.file,
        r.kind,
        fmt(r.bytes / 1024, 0),
        r.error ? `error: ${r.error}` : String(r.draws),
        fmt(r.medianMs, 2),
        fmt(r.p95Ms, 2),
      ]),
      [3, 4, 5, 6],
    ),
  );
  out.push('');
  out.push(
    '"constructed": hand-built bodies in the documented API shape (tests/fixtures/loteriasdominicanas-api/README.md), not captures.',
  );
  out.push('');

  out.push(
    "### 3. First-start snapshot import (fresh `createDb('memory://')` + `importSnapshot(db)`, clean Node process)",
  );
  out.push('');
  out.push(
    table(
      ['step', 'value'],
      [
        ['load db/cron modules', `${fmt(imported.modulesMs, 0)} ms`],
        ['createDb(memory://) incl. migrations', `${fmt(imported.createDbMs, 0)} ms`],
        [`importSnapshot (${imported.files} files)`, `${fmt(imported.importMs, 0)} ms`],
        ['draws created / stored', `${imported.created} / ${imported.draws}`],
        ['RSS at process start', `${fmt(imported.rssStartMb, 0)} MB`],
        ['RSS after import', `${fmt(imported.rssAfterMb, 0)} MB`],
      ],
      [1],
    ),
  );
  out.push('');
  out.push(
    `### 4. Statistics queries, warm (\`gameStats\` / \`numberHistory\`, no route cache, ${statsQueries.driver}; 3 warm-ups + 20 timed runs)`,
  );
  out.push('');
  out.push(
    table(
      ['query', 'draws in window', 'median ms', 'p95 ms'],
      statsQueries.rows.map((r) => [r.query, String(r.draws), fmt(r.medianMs, 1), fmt(r.p95Ms, 1)]),
      [1, 2, 3],
    ),
  );
  out.push('');
}
if (!servingOnly) {
  out.push('### 5. JS at open per template and the home HTML (`scripts/js-budget.ts`, gzip)', '');
  out.push(...runJsBudget().map((line) => `- ${line}`), '');
}
out.push(`Total bench time: ${fmt((Date.now() - benchStart) / 1000, 1)} s.`);
console.log(out.join('\n'));
