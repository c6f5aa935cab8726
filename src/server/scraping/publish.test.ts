import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { drawsBetween } from '../../../db/queries/draws.ts';
import { draws, pushSubscriptions } from '../../../db/schema/index.ts';
import {
  aDraw,
  insertDraws,
  insertPushSubscriptions,
  insertScraper,
  recordingCache,
} from '../../../tests/factories.ts';
import { startFakePushService, type FakePushService } from '../../../tests/fakes/push-service.ts';
import { startPushServiceThread } from '../../../tests/fakes/push-service-thread.ts';
import { expectConsole } from '../../../tests/helpers/console.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import type { PushConfig } from '../push-config.ts';
import { ANY_PUSH_SERVICE, BROWSER_PUSH_SERVICES } from '../push-endpoints.ts';
import { systemContext } from '../services/context.ts';
import { drainPushQueue, MAX_TIMEOUTS, SEND_TIMEOUT_MS, subscribePush } from '../services/push.ts';
import { runScraperNow } from './run-now.ts';
import type { Fetcher } from './run-scrape.ts';

/**
 * Alerts through the real pipeline: a scraper of the loteriasdominicanas.com API reads the constructed Leidsa
 * answer of 2026-10-09 (real numbers, newer than the bundled year of history: 6 new draws); the run queues the
 * alerts and the sender (`drainPushQueue`, decision 074) sends them: the subscribers of its games hear from the
 * local fake push service, which checks VAPID and decrypts what it receives.
 */
const LEIDSA = readFileSync(
  'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
  'utf8',
);
const answering =
  (body: string): Fetcher =>
  () =>
    Promise.resolve(new Response(body, { status: 200 }));
/** The same answer with Leidsa's correction of that Quiniela: 68 65 58. */
const CORRECTED = LEIDSA.replace(/"68",(\s+)"65",(\s+)"59"/, '"68",$1"65",$2"58"');
const QUINIELA_OF_OCTOBER_9 = {
  title: 'Quiniela Leidsa',
  body: 'viernes 09/10/2026 · 68 - 65 - 59',
  url: '/quiniela-pale-leidsa/2026-10-09',
  tag: 'quiniela-leidsa',
};

const handle = freshDbPerTest({ history: true });
const vapid = webpush.generateVAPIDKeys();
let fake: FakePushService;
let push: PushConfig;

beforeAll(async () => {
  fake = await startFakePushService(vapid.publicKey);
  push = {
    ...vapid,
    subject: 'mailto:pruebas@ganamas.com.do',
    ca: fake.ca,
    endpoints: ANY_PUSH_SERVICE,
    maxSubscriptions: 1000,
  };
});
afterAll(() => fake.close());

/** A browser at the fake service subscribed to `gameIds`. */
async function subscriber(gameIds: string[]) {
  const subscription = fake.subscribe();
  await subscribePush(systemContext(handle.db), push, { ...subscription, gameIds });
  return subscription.endpoint;
}

const runLeidsa = async (body = LEIDSA, config = push) => {
  const scraper = await insertScraper(handle.db, {
    name: 'Loterías Dominicanas Leidsa',
    url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
    config: { adapter: 'loteriasdominicanas-api' },
  });
  const ctx = systemContext(handle.db, new Date(), { fetcher: answering(body), push: () => config });
  return runScraperNow(ctx, scraper.id);
};

/** Sends what the queue holds, as the local server's timer (or /api/cron/push) does, at `now`. */
const drain = (now = new Date(), config = push) => drainPushQueue(systemContext(handle.db, now), config);
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const receivedBy = (endpoint: string) => fake.received.filter((r) => r.endpoint === endpoint).map((r) => r.payload);

describe('cached pages after a scrape', () => {
  it("drops the pages of the games the run changed through the run's cache, and nothing when a rerun changes none", async () => {
    const { cache, dropped } = recordingCache();
    const scraper = await insertScraper(handle.db, {
      name: 'Loterías Dominicanas Leidsa',
      url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
      config: { adapter: 'loteriasdominicanas-api' },
    });
    const ctx = systemContext(handle.db, new Date(), { fetcher: answering(LEIDSA), cache });
    const summary = await runScraperNow(ctx, scraper.id);
    expect(summary.changedGameIds).toContain('quiniela-leidsa');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toEqual(
      expect.arrayContaining([
        'draws',
        'game:quiniela-leidsa',
        'operator:leidsa',
        ...summary.changedGameIds.map((id) => `game:${id}`),
      ]),
    );
    await runScraperNow(ctx, scraper.id);
    expect(dropped).toHaveLength(1);
  });
});

describe('alerts after a scrape', () => {
  it("sends a published draw of a followed game once, decrypted at the subscriber's push service", async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    const other = await subscriber(['la-primera-noche', 'powerball']);

    const summary = await runLeidsa();
    expect(summary).toMatchObject({ status: 'ok', created: 6, push: { queued: 6 } });
    // The run only queued: nothing is sent before the sender runs.
    expect(fake.hits.get(follower)).toBeUndefined();
    expect(await drain()).toEqual({ sent: 1, removed: 0, retried: 0, failed: 0 });
    expect(fake.refused).toEqual([]);
    expect(receivedBy(follower)).toEqual([QUINIELA_OF_OCTOBER_9]);
    expect(fake.received.find((r) => r.endpoint === follower)?.ttl).toBeGreaterThan(0);
    expect(receivedBy(other)).toEqual([]);
    const [row] = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, follower));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);

    // The same page again inserts nothing: nobody hears about it twice.
    const again = await runLeidsa();
    expect(again).toMatchObject({ created: 0, push: null });
    expect(await drain()).toEqual({ sent: 0, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(follower)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('never sends an alert queued before the subscription was made: that draw was already on the page', async () => {
    const before = await subscriber(['quiniela-leidsa']);
    await runLeidsa();
    const after = await subscriber(['quiniela-leidsa']);

    expect(await drain()).toEqual({ sent: 1, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(before)).toEqual([QUINIELA_OF_OCTOBER_9]);
    expect(receivedBy(after)).toEqual([]);
  });

  it("sends a correction titled 'Corrección' when the source changes a draw it announced, never a second new result", async () => {
    expect(CORRECTED).not.toBe(LEIDSA);
    const follower = await subscriber(['quiniela-leidsa']);
    await runLeidsa();
    await drain();

    const corrected = await runLeidsa(CORRECTED);
    expect(corrected).toMatchObject({ created: 0, updated: 1, push: { queued: 0, corrections: 1 } });
    expect(await drain()).toEqual({ sent: 1, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(follower)).toEqual([
      QUINIELA_OF_OCTOBER_9,
      { ...QUINIELA_OF_OCTOBER_9, title: 'Corrección: Quiniela Leidsa', body: 'viernes 09/10/2026 · 68 - 65 - 58' },
    ]);
  });

  it('sends no correction of a draw first stored more than 12 h ago: its alert has expired', async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    await runLeidsa();
    await drain();
    await handle.db.update(draws).set({ createdAt: new Date(Date.now() - 13 * 3_600_000) });

    expect(await runLeidsa(CORRECTED)).toMatchObject({ updated: 1, push: { queued: 0, corrections: 0 } });
    expect(await drain()).toEqual({ sent: 0, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(follower)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('sends nothing for a draw the run put under review', async () => {
    // Lotería Nacional of that day opening with 70: the page's Super Palé 68-71 disagrees with its inputs (68, 70).
    await insertDraws(
      handle.db,
      aDraw({ gameId: 'loteria-nacional', drawDate: '2026-10-09', numbers: ['70', '12', '33'] }),
    );
    const superPale = await subscriber(['super-pale-leidsa']);
    const both = await subscriber(['super-pale-leidsa', 'quiniela-leidsa']);

    const summary = await runLeidsa();
    expect(summary.disagreements.map((d) => d.gameId)).toEqual(['super-pale-leidsa']);
    const [stored] = await drawsBetween(handle.db, ['super-pale-leidsa'], '2026-10-09', '2026-10-09');
    expect(stored).toMatchObject({ numbers: ['68', '71'], underReview: true });
    expect(await drain()).toEqual({ sent: 1, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(superPale)).toEqual([]);
    expect(receivedBy(both)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('deletes a subscription its push service says is gone, and keeps the others', async () => {
    const gone = await subscriber(['quiniela-leidsa']);
    const kept = await subscriber(['quiniela-leidsa']);
    fake.answerWith(gone, 410);

    await runLeidsa();
    expect(await drain()).toEqual({ sent: 1, removed: 1, retried: 0, failed: 0 });
    const endpoints = (await handle.db.select().from(pushSubscriptions)).map((s) => s.endpoint);
    expect(endpoints).toEqual([kept]);
    expect(receivedBy(kept)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('drops a push its service refuses for good, logs it and fails no run', async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    fake.answerWith(follower, 400);
    expectConsole('error', /\[push\] envío rechazado por https:\/\/127\.0\.0\.1:\d+: HTTP 400/);
    expect(await runLeidsa()).toMatchObject({ status: 'ok', created: 6 });
    expect(await drain()).toEqual({ sent: 0, removed: 0, retried: 0, failed: 1 });
    expect(await drain(minutesLater(10))).toEqual({ sent: 0, removed: 0, retried: 0, failed: 0 });
    expect(await handle.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('retries a push answered 500 or 429 later, not at once, until it is accepted', async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    fake.answerWith(follower, 500);
    await runLeidsa();
    expect(await drain()).toEqual({ sent: 0, removed: 0, retried: 1, failed: 0 });
    expect(await drain()).toEqual({ sent: 0, removed: 0, retried: 0, failed: 0 });
    fake.answerWith(follower, 429);
    expect(await drain(minutesLater(1.5))).toEqual({ sent: 0, removed: 0, retried: 1, failed: 0 });
    fake.answerWith(follower, 0);
    expect(await drain(minutesLater(4))).toEqual({ sent: 1, removed: 0, retried: 0, failed: 0 });
    expect(receivedBy(follower)).toEqual([QUINIELA_OF_OCTOBER_9]);
    expect(fake.hits.get(follower)).toBe(3);
  });

  it(`deletes a subscription whose push service never answers, after ${MAX_TIMEOUTS} timeouts in a row`, async () => {
    const silent = await subscriber(['quiniela-leidsa', 'loto-leidsa', 'loto-pool-leidsa']);
    const kept = await subscriber(['quiniela-leidsa']);
    fake.answerWith(silent, 'never');
    const started = Date.now();
    expect(await runLeidsa()).toMatchObject({ status: 'ok', created: 6, push: { queued: 6 } });
    // The run does not wait on the silent service: it only queued.
    expect(fake.hits.get(silent)).toBeUndefined();
    const outcome = await drain();
    expect(Date.now() - started).toBeLessThan(3 * SEND_TIMEOUT_MS);
    expect(outcome).toEqual({ sent: 1, removed: 1, retried: 3, failed: 0 });
    expect((await handle.db.select().from(pushSubscriptions)).map((s) => s.endpoint)).toEqual([kept]);
  });
});

describe('alerts at scale', () => {
  const SUBSCRIBERS = 10_000;

  it(`sends a new draw to each of ${SUBSCRIBERS.toLocaleString('en')} subscribers exactly once`, async () => {
    // The browsers' side on its own thread, as it is in the world: the sender's event loop only sends.
    const keys = webpush.generateVAPIDKeys();
    const service = await startPushServiceThread(keys.publicKey);
    try {
      const config = { ...push, ...keys, ca: service.ca, maxSubscriptions: SUBSCRIBERS };
      await insertPushSubscriptions(handle.db, await service.subscribe(SUBSCRIBERS), ['quiniela-leidsa']);
      expect(await runLeidsa(LEIDSA, config)).toMatchObject({ created: 6, push: { queued: 6 } });

      expect(await drain(new Date(), config)).toEqual({ sent: SUBSCRIBERS, removed: 0, retried: 0, failed: 0 });
      const { perEndpoint, payloads, refused } = await service.tally();
      expect(refused).toBe(0);
      expect(Object.keys(perEndpoint)).toHaveLength(SUBSCRIBERS);
      expect(Object.values(perEndpoint).every((n) => n === 1)).toBe(true);
      expect(payloads.map((p) => JSON.parse(p) as unknown)).toEqual([QUINIELA_OF_OCTOBER_9]);
      // Nothing is left to send: a second drain sends nothing.
      expect(await drain(new Date(), config)).toEqual({ sent: 0, removed: 0, retried: 0, failed: 0 });
    } finally {
      await service.close();
    }
  }, 300_000);
});

describe('where alerts may be sent', () => {
  it('never connects to a push service host that resolves to a loopback address', async () => {
    // A policy that lets `localhost` be named (as a hostile DNS name would be) but blocks private addresses.
    const named = { ...BROWSER_PUSH_SERVICES, allows: (url: URL) => url.hostname === 'localhost' };
    const config = { ...push, endpoints: named };
    const subscription = fake.subscribe();
    const endpoint = subscription.endpoint.replace('127.0.0.1', 'localhost');
    await subscribePush(systemContext(handle.db), config, { ...subscription, endpoint, gameIds: ['quiniela-leidsa'] });
    expectConsole(
      'error',
      /\[push\] envío fallido a https:\/\/localhost:\d+: localhost resuelve a una dirección no permitida/,
    );
    await runLeidsa();
    expect(await drain(new Date(), config)).toEqual({ sent: 0, removed: 1, retried: 0, failed: 0 });
    expect(fake.hits.get(subscription.endpoint)).toBeUndefined();
    expect(fake.hits.get(endpoint)).toBeUndefined();
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('never sends to a stored endpoint the policy does not allow (one stored before it)', async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    await runLeidsa();
    const outcome = await drain(new Date(), { ...push, endpoints: BROWSER_PUSH_SERVICES });
    expect(outcome).toEqual({ sent: 0, removed: 1, retried: 0, failed: 0 });
    expect(fake.hits.get(follower)).toBeUndefined();
  });
});
