/**
 * `npm run bench:soak`: is the server's memory flat under a long load? Starts the built site (scripts/built-site.ts) on a
 * fresh database, loads it for `--minutes` with `--connections` connections cycling through the public pages, the
 * API, unknown query strings and missing pages (brotli), while the admin edits an ad every minute (one ad, created
 * at the first edit: every cached page with ads is dropped and rendered again, and no page grows with the edits) and
 * a scraper stores new draws every five minutes (the e2e fake source's real capture, moved a week later each time).
 * Prints the server's RSS every `--sample` seconds and a verdict line: RSS after the warm-up, at the end, the peak,
 * and the least-squares slope after the warm-up (MB per 10 min).
 *
 * Options: --minutes=30, --connections=20, --sample=30 (s), --warmup=5 (minutes left out of the slope), --reads-only
 * (no ad edits nor scrapes: whether a growth comes from what the writes add),
 * --port=4475, --db=pglite (a fresh ./.data/soak) or --db=postgres://user@host:port/name (that database is dropped
 * and created afresh; never point it at one you keep).
 */
import { fileURLToPath } from 'node:url';
import { siteCompaniesUrl } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { flag, numberArg, textArg } from './args.ts';
import { freePort, freshDatabaseUrl, processRssMb, startFakeSources, startServer } from '../scripts/built-site.ts';
import { adEditor, adminSession, cannon, scraperRunner, type Loaded } from './serving.ts';
import { fmt, table } from './stats.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const MINUTES = numberArg('minutes', 30, { positive: true });
const CONNECTIONS = numberArg('connections', 20, { positive: true });
const SAMPLE_S = numberArg('sample', 30, { positive: true });
const WARMUP_MIN = numberArg('warmup', 5, { positive: true });
const DB = textArg('db') ?? 'pglite';
const READS_ONLY = flag('reads-only');
const PGLITE_DIR = './.data/soak';
const ADMIN = { username: 'admin-soak', password: 'soak-clave-de-prueba-2026' };
/** What the connections cycle through: cache hits, the API, query strings the cache must not keep, not-found pages. */
const PATHS = [
  '/',
  '/leidsa-resultado-loteria-de-hoy',
  '/powerball',
  '/quiniela-pale-leidsa',
  '/api/lottery/dominicana?path=/leidsa',
  '/api/lottery/games/quiniela-leidsa/stats?days=365',
  '/?utm_source=soak',
  '/resultados-que-no-existen',
];
const SCRAPE_EVERY_MIN = 5;
const EDIT_EVERY_MIN = 1;

const log = (message: string) => console.error(`[soak] ${message}`);

/** Least-squares slope of `points` ([minute, MB]), in MB per minute. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? Number.NaN : sxy / sxx;
}

/** Runs `work` every `ms` milliseconds until the returned stop function is called; keeps the failures' messages. */
function every(ms: number, work: () => Promise<unknown>, failures: string[]): () => void {
  const timer = setInterval(() => {
    work().catch((error: unknown) => failures.push(error instanceof Error ? error.message : String(error)));
  }, ms);
  return () => clearInterval(timer);
}

/**
 * Starts the admin's writes on the server at `origin`: an ad edited every EDIT_EVERY_MIN minutes, and a scrape that
 * stores new draws (the fake source's capture a week further on each time) every SCRAPE_EVERY_MIN minutes.
 * @returns what stops them (and the fake source).
 */
async function startWrites(origin: string, port: number, failures: string[]): Promise<() => void> {
  const sources = await startFakeSources(await freePort(port));
  const cookie = await adminSession(origin, ADMIN);
  // One scraper per week on, six at most (later dates would be after today); after the sixth the first runs again,
  // its draws compared and not stored.
  const weeks = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) =>
      scraperRunner(origin, cookie, siteCompaniesUrl('leidsa', `${sources.origin}/shifted/${7 * n}/dominicana`)),
    ),
  );
  let scrapes = 0;
  const stops = [
    every(EDIT_EVERY_MIN * 60_000, adEditor(origin, cookie), failures),
    every(SCRAPE_EVERY_MIN * 60_000, () => (weeks[scrapes++ % weeks.length] as (typeof weeks)[number])(), failures),
  ];
  return () => {
    for (const stop of stops) stop();
    sources.stop();
  };
}

async function main(): Promise<void> {
  const port = await freePort(numberArg('port', 4475, { positive: true }));
  const databaseUrl = await freshDatabaseUrl(DB, PGLITE_DIR);
  log(`starting the built site on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}…`);
  const server = await startServer({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_API_LIMIT: '1000000000',
    },
  });
  const failures: string[] = [];
  let stopWrites = () => {};
  try {
    if (!READS_ONLY) stopWrites = await startWrites(server.origin, port + 1, failures);
    const samples: [number, number][] = [];
    const started = Date.now();
    const sample = () => samples.push([(Date.now() - started) / 60_000, processRssMb(server.pid) ?? Number.NaN]);
    sample();
    const stopSampling = every(SAMPLE_S * 1000, () => Promise.resolve(sample()), failures);
    log(`${CONNECTIONS} connections for ${MINUTES} min…`);
    const load: Loaded = await cannon(`${server.origin}/`, {
      connections: CONNECTIONS,
      durationS: MINUTES * 60,
      headers: { 'accept-encoding': 'br' },
      paths: PATHS,
    });
    stopSampling();
    sample();
    report(load, samples, failures, server.exitCode());
  } finally {
    stopWrites();
    await server.stop();
  }
}

function report(load: Loaded, samples: [number, number][], failures: string[], exitCode: number | null): void {
  const steady = samples.filter(([minute]) => minute >= WARMUP_MIN);
  const atWarm = steady[0]?.[1];
  const last = samples.at(-1)?.[1];
  const peak = Math.max(...samples.map(([, mb]) => mb));
  console.log(
    `Soak on ${DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${CONNECTIONS} connections for ${MINUTES} min${READS_ONLY ? ', reads only' : ''}`,
  );
  console.log('');
  console.log(
    table(
      ['minute', 'RSS MB'],
      samples.map(([minute, mb]) => [fmt(minute, 1), fmt(mb, 0)]),
      [0, 1],
    ),
  );
  console.log('');
  console.log(
    `requests ${load.total} (${fmt(load.reqPerSec, 0)}/s), errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx} (the missing page answers 404 by design), p50 ${load.p50} ms, p99 ${load.p99} ms; admin edits and scrapes failed: ${failures.length}${failures.length ? ` (${failures[0]})` : ''}; server ${exitCode === null ? 'still up' : `exited ${exitCode}`}`,
  );
  console.log(
    `RSS after ${WARMUP_MIN} min ${fmt(atWarm, 0)} MB, at the end ${fmt(last, 0)} MB, peak ${fmt(peak, 0)} MB; slope after the warm-up ${fmt(slope(steady) * 10, 1)} MB per 10 min`,
  );
}

main().catch((error: unknown) => {
  console.error('[soak]', error);
  process.exitCode = 1;
});
