/**
 * `node bench/push-fanout.ts [--subscriptions=10000]`: how long the alert queue takes to reach every subscriber of a
 * game (issue 33 item 6). A fresh in-memory PGlite; the local push service (tests/fakes/push-service.ts: checks VAPID,
 * decrypts each push) on a worker thread (tests/fakes/push-service-thread.ts); `--subscriptions` browsers subscribed to Quiniela Leidsa; one run of a
 * loteriasdominicanas.com API scraper reading the constructed Leidsa answer of 2026-10-09 queues the alerts, then one
 * `drainPushQueue` (50 sends at once) is timed. Prints one Markdown table: sends, wall time, sends per second, and
 * how many subscribers got no message or more than one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { siteCompaniesUrl } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { createDb } from '../db/client.ts';
import { ANY_PUSH_SERVICE } from '../src/server/push-endpoints.ts';
import { runScraperNow } from '../src/server/scraping/run-now.ts';
import { systemContext } from '../src/server/services/context.ts';
import { drainPushQueue } from '../src/server/services/push.ts';
import { insertPushSubscriptions, insertScraper } from '../tests/factories.ts';
import { startPushServiceThread } from '../tests/fakes/push-service-thread.ts';
import { numberArg } from './args.ts';
import { fmt, table } from './stats.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const SUBSCRIPTIONS = numberArg('subscriptions', 10_000, { positive: true });
const LEIDSA = readFileSync('tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json');

const vapid = webpush.generateVAPIDKeys();
const service = await startPushServiceThread(vapid.publicKey);
const subscriptions = await service.subscribe(SUBSCRIPTIONS);

const handle = await createDb('memory://');
const { db } = handle;
await insertPushSubscriptions(db, subscriptions, ['quiniela-leidsa']);
const push = {
  ...vapid,
  subject: 'mailto:bench@ganamas.com.do',
  ca: service.ca,
  endpoints: ANY_PUSH_SERVICE,
  maxSubscriptions: SUBSCRIPTIONS,
};
const scraper = await insertScraper(db, {
  name: 'Loterías Dominicanas Leidsa',
  url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
  config: { adapter: 'loteriasdominicanas-api' },
});
const fetcher = () => Promise.resolve(new Response(LEIDSA, { status: 200 }));
const run = await runScraperNow(systemContext(db, new Date(), { fetcher, push: () => push }), scraper.id);

const started = performance.now();
const outcome = await drainPushQueue(systemContext(db), push);
const seconds = (performance.now() - started) / 1000;

const { perEndpoint, refused } = await service.tally();
const counts = subscriptions.map((s) => perEndpoint[s.endpoint] ?? 0);
console.log(
  `${SUBSCRIPTIONS} subscribers of Quiniela Leidsa; the run queued ${JSON.stringify(run.push)}; drain: ${JSON.stringify(outcome)}\n`,
);
console.log(
  table(
    ['subscribers', 'sent', 'wall time', 'sends/s', 'none received', 'more than one', 'refused'],
    [
      [
        String(SUBSCRIPTIONS),
        String(outcome.sent),
        `${fmt(seconds, 2)} s`,
        fmt(outcome.sent / seconds, 0),
        String(counts.filter((n) => n === 0).length),
        String(counts.filter((n) => n > 1).length),
        String(refused),
      ],
    ],
  ),
);
await service.close();
await handle.close();
