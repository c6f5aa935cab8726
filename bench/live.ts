/**
 * `npm run bench:live [--config=start|vercel|both] [--games=20] [--no-build]`: a replayed draw evening, end to end
 * (issue 33 items 1, 2 and 4; decision 093).
 *
 * - The clock: every process of the site runs with its wall clock shifted (bench/live/clock.ts via NODE_OPTIONS)
 *   to a weekday evening in Santo Domingo, starting a few minutes before 8:54 p.m., so the real scheduler reads the
 *   catalogue's schedule as it would that evening. The bench keeps the real clock and converts.
 * - The sources (bench/live/fake-sources.ts, in this process): api.loteriasdominicanas.com per company and
 *   data.ny.gov. `--games` games (bench/live/evening.ts: the latest scheduled in the 85 minutes before 8:54 p.m.
 *   and up to 9:00 p.m.; those drawn before the replay starts are published late, one every 5 s) each show their
 *   row being drawn (the last cell empty), the complete row 20-60 s later; the first complete draw is corrected
 *   10 minutes later. Every request is recorded.
 * - The site (bench/live/serve.ts): `start` is the built site under `npm start` (its scheduler ticks every 5 s);
 *   `vercel` is `.vercel/output` under scripts/vercel-standin.ts, with this bench calling `/api/cron/scrape` and
 *   `/api/cron/push` at each (shifted) minute as Vercel Cron does. Each on a fresh PostgreSQL database; `start`
 *   also with one push subscription per game at the local push service (tests/fakes/push-service.ts); Vercel
 *   refuses such an endpoint (`PUSH_ENDPOINTS=any`), so it has no push measure.
 * - The watchers (bench/live/observe.ts): the database, each page's HTML every 1.5 s, each page open in a
 *   Chromium tab (never reloaded), the push service.
 * Prints per configuration (bench/live/report.ts) publish → stored / page HTML / open tab / push (p50, p95, max),
 * the correction on every page, the partial rows shown as results (must be 0) and the requests per source host.
 * Exits 0 unless it errors; a missed target prints FAIL.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import webpush from 'web-push';
import { createDb } from '../db/client.ts';
import { addDays, dominicanDate, dominicanInstant } from '../src/lib/dates.ts';
import { insertPushSubscriptions } from '../tests/factories.ts';
import { flag, numberArg, textArg } from './args.ts';
import { planEvening, type PlannedDraw } from './live/evening.ts';
import { startFakeSources, type FakeSources } from './live/fake-sources.ts';
import { drawKey, Log, rowKey, watch } from './live/observe.ts';
import { startLivePush, type LivePush } from './live/push.ts';
import { report, watchedPaths, type RunResult } from './live/report.ts';
import { buildStart, buildVercel, CRON_SECRET, startSite, startVercel, type Site } from './live/serve.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const GAMES = numberArg('games', 20, { positive: true });
const CONFIG = textArg('config') ?? 'both';
if (!['start', 'vercel', 'both'].includes(CONFIG)) throw new Error(`--config must be start, vercel or both`);
const CADENCE = textArg('cadence') ?? 'new';
if (!['new', 'old'].includes(CADENCE)) throw new Error(`--cadence must be new or old`);
/** The cadence before decision 090: a tick each minute (npm start), a call each 5 minutes without polling (Vercel). */
const OLD = CADENCE === 'old';
/** The replay's first publication (Santo Domingo), and where each site's clock stands when it is started. */
const FROM = '20:54';
const CLOCK_AT_START = '20:50';
/** How long after the correction the watchers keep looking (ms). */
const AFTER_CORRECTION_MS = 150_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const say = (line: string) => console.error(`[bench:live] ${line}`);

/** The next Monday-to-Saturday date after today in Santo Domingo (every game of the evening draws then). */
function evening(): string {
  let date = addDays(dominicanDate(new Date()), 1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  return date;
}

/** Resolves when every planned game's previous draw is stored (the site has read each source once). */
async function firstReads(site: Site, plan: readonly PlannedDraw[], timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  const wanted = plan.flatMap((d) => (d.previous ? [rowKey(d.previous.numbers)] : []));
  const since = addDays(plan[0]?.drawDate ?? '', -14);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ numbers: string[] }>('SELECT numbers FROM draws WHERE draw_date >= $1', [
        since,
      ]);
      const stored = new Set(rows.map((r) => rowKey(r.numbers)));
      if (wanted.every((row) => stored.has(row))) return;
      await sleep(1000);
    }
  } finally {
    await client.end();
  }
  throw new Error('the site did not read the sources within the time allowed');
}

/**
 * Plays a scheduler: calls each of `routes` (under /api/cron/) at each shifted multiple of `periodMs`, without
 * waiting for the previous call (as Vercel Cron does), until stopped.
 */
function cronDriver(
  origin: string,
  offsetMs: number,
  periodMs: number,
  routes: readonly string[],
): () => Promise<void> {
  const state = { running: true };
  const calls: Promise<unknown>[] = [];
  const loop = (async () => {
    while (state.running) {
      const shifted = Date.now() + offsetMs;
      await sleep(periodMs - (shifted % periodMs));
      for (const route of routes)
        calls.push(
          fetch(`${origin}/api/cron/${route}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }).then(
            (r) => r.arrayBuffer(),
            (error: unknown) => say(`cron ${route}: ${String(error)}`),
          ),
        );
    }
  })();
  return async () => {
    state.running = false;
    await Promise.race([loop, sleep(100)]);
    await Promise.allSettled(calls);
  };
}

/** One configuration's replay. */
async function replay(config: 'start' | 'vercel', drawDate: string): Promise<RunResult> {
  const sources: FakeSources = await startFakeSources();
  const offsetMs = dominicanInstant(drawDate, CLOCK_AT_START).getTime() - Date.now();
  const draft = planEvening({ drawDate, from: FROM, games: GAMES });
  sources.play(draft, offsetMs);
  const vapid = webpush.generateVAPIDKeys();
  const push: LivePush | null = config === 'start' ? await startLivePush(vapid.publicKey, offsetMs) : null;
  const options = {
    ldApiBase: sources.ldApiBase,
    nyOpenDataBase: sources.nyOpenDataBase,
    clockOffsetMs: offsetMs,
    env: {
      ...(OLD ? { SCHEDULER: 'off', CRON_POLL_WINDOW_S: '0' } : {}),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@ganamas.com.do',
      PUSH_ENDPOINTS: 'any',
      NODE_EXTRA_CA_CERTS: 'tests/fixtures/push/cert.pem',
    },
  };
  say(`${config}: starting the site (clock at ${CLOCK_AT_START} p.m. of ${drawDate})…`);
  const site = config === 'start' ? await startSite(options) : await startVercel(options, () => {});
  const cronPeriodMs = (config === 'vercel' && OLD ? 5 : 1) * 60_000;
  const stopCron =
    config === 'vercel'
      ? cronDriver(site.origin, offsetMs, cronPeriodMs, ['scrape', 'push'])
      : OLD
        ? cronDriver(site.origin, offsetMs, cronPeriodMs, ['scrape'])
        : null;
  try {
    if (push) {
      const handle = await createDb(site.databaseUrl, { migrate: false });
      for (const d of draft) await insertPushSubscriptions(handle.db, [await push.subscribe()], [d.game.id]);
      await handle.close();
    }
    // The first scheduled call may be a whole cron period away (5 minutes on Vercel's old cadence).
    await firstReads(site, draft, cronPeriodMs + 180_000);
    const log = new Log();
    const plan = planEvening({ drawDate, from: FROM, games: GAMES, readyAt: Date.now() + offsetMs + 5_000 });
    const wanted = {
      rows: plan.flatMap((d) => [
        drawKey(d.game.id, d.numbers),
        ...(d.correction ? [drawKey(d.game.id, d.correction.numbers)] : []),
      ]),
      partials: plan.flatMap((d) => (d.partial && d.partial.length > 2 ? [drawKey(d.game.id, d.partial)] : [])),
    };
    const watchers = await watch({
      log,
      wanted: () => wanted,
      databaseUrl: site.databaseUrl,
      drawDate,
      origin: site.origin,
      paths: watchedPaths(plan),
      pollMs: 1500,
      shiftedNow: () => Date.now() + offsetMs,
      push,
    });
    sources.play(plan, offsetMs);
    const first = Math.min(...plan.map((d) => d.partialAt)) - offsetMs;
    const end = Math.max(...plan.map((d) => d.correction?.at ?? d.completeAt)) - offsetMs + AFTER_CORRECTION_MS;
    say(
      `${config}: ${plan.length} draws published from ${new Date(first).toISOString()}; watching until ${new Date(end).toISOString()}`,
    );
    await sleep(end - Date.now());
    await watchers.stop();
    return {
      config,
      plan,
      offsetMs,
      log,
      requests: sources.requests,
      window: { from: first, to: end },
      pushWatched: push !== null,
      errors: watchers.errors(),
    };
  } finally {
    await stopCron?.();
    await site.stop();
    await push?.close();
    await sources.close();
  }
}

const drawDate = evening();
const configs = CONFIG === 'both' ? (['start', 'vercel'] as const) : ([CONFIG] as ['start' | 'vercel']);
if (!flag('no-build')) {
  if (configs.includes('vercel')) buildVercel();
  if (configs.includes('start')) buildStart();
}
console.log(`## bench:live — ${GAMES} games, evening of ${drawDate}, cadence ${CADENCE}\n`);
const TITLES = {
  start: OLD ? '`npm start`, old cadence (a tick each 60 s)' : '`npm start` (local scheduler, a tick each 5 s)',
  vercel: OLD
    ? 'Vercel, old cadence (Cron each 5 min, no polling window)'
    : 'Vercel (stand-in; Cron each minute, polling window 45 s)',
};
for (const config of configs) console.log(`${report(await replay(config, drawDate), TITLES[config])}\n`);
process.exit(0);
