/**
 * `npm start` (after `astro build`): one Node process on http://$HOST:$PORT (default localhost:4321)
 * serving the built site and /api, with the local scheduler calling /api/cron/scrape every 5 s (decision 096) like
 * Vercel Cron. `npm start` and `npm run serve` run it with glibc's `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=16384`
 * (decision 072: the native memory of the pages compressed on libuv's threads stays flat).
 * The environment is parsed first: a bad value stops the start with the field errors.
 * The database is set up before the server listens, in a child process (`node scripts/db.ts setup`: what `npm run
 * db:migrate` and `npm run db:import` do, runs a dead process left `running` recovered, the first admin created and
 * its one-time password printed; decisions 065, 068 and 069) so that this process never holds the import's memory nor
 * the password checker's dictionaries; an ADMIN_PASSWORD that is easy to guess stops the start there. An in-memory
 * database (`memory://`), which no other process can reach, is set up here. Then the database is opened; ad order
 * payments a dead process left unsettled are reconciled with PayPal meanwhile (decision 038); without VAPID keys in the environment, the
 * Web Push pair kept in the database (generated on the first start) is put there; the alerts scrapes queue are sent
 * every PUSH_TICK_MS by a timer of this process, never inside the cron tick (decision 074). SIGTERM / SIGINT: stop accepting, let requests
 * in flight finish (at most SHUTDOWN_GRACE_MS), stop the scheduler, close the database, exit 0.
 * What never reaches Astro (TRACE, broken percent-encoding, oversized headers) is answered in the
 * JSON error shape by scripts/api-guard.ts. Fresh page-cache hits are answered here, before Astro, in the stored
 * encoding the request accepts (src/server/page-cache.ts); hashed build assets (`/_astro/*`) from their files
 * compressed at build (scripts/precompressed-assets.ts), cached for a year, immutable; other answers are compressed
 * by the `compression` middleware (never twice: it leaves an answer that has a Content-Encoding alone, decision 063).
 * The service worker `/sw.js` is `no-cache`. Share images are rendered by a worker pool (src/server/og/pool.ts).
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { startLocalScheduler } from './local-scheduler.ts';
import { isInMemory } from '../db/client.ts';
import { exitOnEnvError, parseEnv } from '../src/env.ts';
import { checkFirstAdminPassword, closeAppDb, openAppDb } from '../src/server/db.ts';
import { isPrivatePath, pageHeadersFor, PRIVATE_CACHE_CONTROL } from '../src/server/security-headers.ts';
import { appPaypal } from '../src/server/paypal.ts';
import { reconcilePaymentsNow } from '../src/server/services/payment-reconcile.ts';
import { systemContext } from '../src/server/services/context.ts';
import { drainPushQueue, localVapidKeys } from '../src/server/services/push.ts';
import { pushConfigFromEnv } from '../src/server/push-config.ts';
import { answerClientError, guardApiRequest } from './api-guard.ts';
import { sharedPageCache, type CacheAnswer } from '../src/server/page-cache.ts';
import { precompressedAssetHandler } from './precompressed-assets.ts';
import { createRenderPool } from '../src/server/og/pool.ts';
import { installImageRenderer } from '../src/server/og/renderer.ts';

/** How often the local server sends the queued alerts (ms), and how long one drain may send (decision 074). */
const PUSH_TICK_MS = 5_000;
const PUSH_DRAIN_MS = 50_000;
/** How long (ms) requests in flight may run after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 8_000;
/** Build assets have a content hash in their name: they never change under the same URL. */
const HASHED_ASSETS = '/_astro/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker is revalidated on every check, so a new build reaches installed visitors (decision 058). */
const SERVICE_WORKER = '/sw.js';
/** Compresses answers of 1 KB and more; the node adapter's static handler keeps a Cache-Control already set. */
const compress = compression({ threshold: 1024 }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

type CronReport = { ran?: { scraper: string; status: string; created: number; error: string | null }[] };

/** One scheduler tick: ask the running server to run the due scrapers, and log what ran. */
async function tick(origin: string, secret: string): Promise<void> {
  const response = await fetch(`${origin}/api/cron/scrape`, { headers: { authorization: `Bearer ${secret}` } });
  const report = (await response.json()) as CronReport;
  for (const run of report.ran ?? []) {
    console.log(
      `[scheduler] ${run.scraper}: ${run.status}${run.error ? ` (${run.error})` : `, ${run.created} nuevos`}`,
    );
  }
}

process.env.CRON_SECRET ||= randomBytes(24).toString('hex');
const config = await exitOnEnvError(() => parseEnv(process.env));
const origin = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
// `npm run db:migrate`, `npm run db:import` and the first admin in a child process that ends before this one opens
// the database (PGlite allows one process per data directory); an in-memory database only this process can reach is
// set up here.
const inMemory = isInMemory(config.DATABASE_URL);
if (inMemory) await exitOnEnvError(() => checkFirstAdminPassword(config));
else {
  const setUp = spawnSync(process.execPath, [fileURLToPath(new URL('db.ts', import.meta.url)), 'setup'], {
    stdio: 'inherit',
  });
  if (setUp.status !== 0) process.exit(1);
}
const { db, driver } = await openAppDb(config, { setUp: inMemory, firstAdmin: inMemory });
// Alerts ('Avísame'): without VAPID keys in the environment, a pair generated once and kept in the database.
if (!config.VAPID_PUBLIC_KEY) {
  const keys = await localVapidKeys(systemContext(db));
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}
// Orders whose capture a dead process left unsettled are reconciled with PayPal in the background.
void reconcilePaymentsNow(systemContext(db, new Date(), { paypal: appPaypal }));

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
const { handler } = (await import(entry)) as { handler: RequestListener };

const pageCache = sharedPageCache();
// Share images render on worker threads, started on the first image and ended when idle (decision 076).
installImageRenderer(createRenderPool());
const answerAsset = precompressedAssetHandler(fileURLToPath(new URL('../dist/client/', import.meta.url)));

/**
 * Answers GET and HEAD from the page cache without entering Astro (decision 063): a fresh hit at once, else the render in flight
 * for the same key once it ends. Returns false (the caller hands the request on) when there is neither; calls
 * `otherwise` when the awaited render could not be stored.
 */
function answerFromCache(req: IncomingMessage, res: ServerResponse, otherwise: () => void): boolean {
  // HEAD shares GET's entry; Node leaves the body out of an answer to HEAD.
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
  const url = new URL(req.url, origin);
  const request = {
    method: 'GET',
    pathname: url.pathname,
    searchParams: url.searchParams,
    acceptEncoding: req.headers['accept-encoding'],
    ifNoneMatch: req.headers['if-none-match'],
  };
  const send = (answer: CacheAnswer) => res.writeHead(answer.status, answer.headers).end(answer.body);
  const answer = pageCache.fresh(request);
  if (answer) {
    send(answer);
    return true;
  }
  const joined = pageCache.joinRender(request);
  if (!joined) return false;
  void joined.then((later) => (later ? send(later) : otherwise()));
  return true;
}

/** Everything Astro answers: page headers, then compression of what is not compressed yet, then the handler. */
function answerWithAstro(req: IncomingMessage, res: ServerResponse): void {
  if (req.url?.startsWith(HASHED_ASSETS)) res.setHeader('Cache-Control', IMMUTABLE);
  // Prerendered pages are served before the middleware: they get the page headers here (their CSP comes
  // from the adapter's static headers); pages rendered on demand set the same values again.
  else if (!req.url?.startsWith('/api/'))
    for (const [name, value] of Object.entries(pageHeadersFor(req.url?.split('?')[0] ?? '/')))
      res.setHeader(name, value);
  if (req.url?.split('?')[0] === SERVICE_WORKER) res.setHeader('Cache-Control', 'no-cache');
  compress(req, res, () => handler(req, res));
}

/** How long an idle keep-alive connection stays open (ms). */
const KEEP_ALIVE_MS = 30_000;

let stopping = false;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  // While stopping, a connection is closed as soon as its answer is sent.
  if (stopping) res.on('finish', () => server.closeIdleConnections());
  // Private answers (the admin and its API) are never stored, whoever answers them (decision 079).
  if (isPrivatePath(req.url?.split('?')[0] ?? '/')) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  if (guardApiRequest(req, res) || answerAsset(req, res)) return;
  if (!answerFromCache(req, res, () => answerWithAstro(req, res))) answerWithAstro(req, res);
}).on('clientError', answerClientError);
// An idle connection stays open 30 s (Node's default is 5 s): a client that sends its next request just as the
// server drops the connection gets ECONNRESET, and the wider window makes that rarer (PGlite's queries run on this
// thread, so a long write can hold the timers past 5 s). Under the 60 s `headersTimeout`, as Node advises.
server.keepAliveTimeout = KEEP_ALIVE_MS;
await new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.PORT, config.HOST, resolve));
console.log(`Gana Más en ${origin} (base de datos: ${driver})`);

const scheduler =
  config.SCHEDULER === 'local'
    ? startLocalScheduler(() => tick(origin, config.CRON_SECRET as string), {
        onError: (error) => console.error('[scheduler]', error instanceof Error ? error.message : error),
        onSkip: () => console.log('[scheduler] la pasada anterior sigue en curso; se omite esta'),
      })
    : null;
// Alerts the scrapes queued are sent here, apart from the cron tick, so a slow push service never holds a scrape up.
const push = pushConfigFromEnv(parseEnv(process.env));
const pushSender = push
  ? startLocalScheduler(
      async () => {
        await drainPushQueue(systemContext(db), push, Date.now() + PUSH_DRAIN_MS);
      },
      { tickMs: PUSH_TICK_MS, onError: (error) => console.error('[push]', error) },
    )
  : null;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: se dejan de aceptar conexiones y se terminan las solicitudes en curso`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(cut);
  await scheduler?.stop();
  await pushSender?.stop();
  await closeAppDb();
  console.log('[start] detenido');
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
