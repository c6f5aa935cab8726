/**
 * `node bench/push-scrape.ts [--subscriptions=100] [--games=4]`: how long one scrape takes when its new draws have
 * subscribers whose push endpoints never answer (issue 31, decision 074). A fresh in-memory PGlite; a TCP listener on
 * 127.0.0.1 that accepts connections and never answers (not even the TLS handshake); `--subscriptions` stored
 * subscriptions there, each following `--games` Leidsa games; one 'run now' of a loteriasdominicanas.com API scraper
 * reading the constructed Leidsa answer of 2026-10-09 (6 new draws), timed. When the alert queue exists, the drain
 * that sends the queued alerts apart from the run is timed too. Prints one Markdown table.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { siteCompaniesUrl } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { createDb } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema/index.ts';
import type { PushConfig } from '../src/server/push-config.ts';
import { runScraperNow } from '../src/server/scraping/run-now.ts';
import { systemContext } from '../src/server/services/context.ts';
import * as pushService from '../src/server/services/push.ts';
import { insertScraper } from '../tests/factories.ts';
import { numberArg } from './args.ts';
import { table } from './stats.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const SUBSCRIPTIONS = numberArg('subscriptions', 100);
const GAMES = ['quiniela-leidsa', 'loto-leidsa', 'loto-pool-leidsa', 'super-kino-tv'].slice(0, numberArg('games', 4));
const LEIDSA = readFileSync('tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json');

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const origin = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;

const handle = await createDb('memory://');
const { db } = handle;
await db.insert(pushSubscriptions).values(
  Array.from({ length: SUBSCRIPTIONS }, (_, i) => ({
    endpoint: `${origin}/push/${i}`,
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    gameIds: GAMES,
  })),
);
const scraper = await insertScraper(db, {
  name: 'Loterías Dominicanas Leidsa',
  url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
  config: { adapter: 'loteriasdominicanas-api' },
});
// Every field either version of the configuration reads; a local listener is allowed (the e2e policy).
const { ANY_PUSH_SERVICE } = await import('../src/server/push-endpoints.ts').catch(() => ({ ANY_PUSH_SERVICE: null }));
const push = {
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:bench@ganamas.com.do',
  endpoints: ANY_PUSH_SERVICE,
  maxSubscriptions: SUBSCRIPTIONS,
} as unknown as PushConfig;

const started = performance.now();
const fetcher = () => Promise.resolve(new Response(LEIDSA, { status: 200 }));
const summary = await runScraperNow(systemContext(db, new Date(), { fetcher, push: () => push }), scraper.id);
const scrapeMs = performance.now() - started;
const rows: string[][] = [['one scrape (run now)', `${(scrapeMs / 1000).toFixed(2)} s`, JSON.stringify(summary.push)]];

const drain = (pushService as Record<string, unknown>).drainPushQueue as
  ((ctx: unknown, config: unknown) => Promise<unknown>) | undefined;
if (drain) {
  const drainStarted = performance.now();
  const outcome = await drain(systemContext(db), push);
  const left = await db.select().from(pushSubscriptions);
  rows.push([
    'the drain of the queue, apart from it',
    `${((performance.now() - drainStarted) / 1000).toFixed(2)} s`,
    `${JSON.stringify(outcome)}, ${left.length} subscriptions left`,
  ]);
}
console.log(
  `${SUBSCRIPTIONS} never-answering subscriptions, each following ${GAMES.length} games; created ${summary.created} draws\n`,
);
console.log(table(['what', 'wall time', 'alerts'], rows));
for (const socket of sockets) socket.destroy();
silent.close();
await handle.close();
