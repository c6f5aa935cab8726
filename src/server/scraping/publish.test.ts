import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { drawsBetween } from '../../../db/queries/draws.ts';
import { pushSubscriptions } from '../../../db/schema/index.ts';
import { aDraw, insertDraws, insertScraper } from '../../../tests/factories.ts';
import { startFakePushService, type FakePushService } from '../../../tests/fakes/push-service.ts';
import { expectConsole } from '../../../tests/helpers/console.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import type { PushConfig } from '../push-config.ts';
import { systemContext } from '../services/context.ts';
import { subscribePush } from '../services/push.ts';
import { runScraperNow } from './run-now.ts';
import type { Fetcher } from './run-scrape.ts';

/**
 * Alerts through the real pipeline: a scraper of the loteriasdominicanas.com API reads the constructed Leidsa
 * answer of 2026-10-09 (real numbers, newer than the bundled year of history: 6 new draws), and the subscribers
 * of its games hear from the local fake push service, which checks VAPID and decrypts what it receives.
 */
const LEIDSA = readFileSync(
  'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
  'utf8',
);
const fetchLeidsa: Fetcher = () => Promise.resolve(new Response(LEIDSA, { status: 200 }));
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
  push = { ...vapid, subject: 'mailto:pruebas@ganamas.com.do', agent: fake.agent };
});
afterAll(() => fake.close());

/** A browser at the fake service subscribed to `gameIds`. */
async function subscriber(gameIds: string[]) {
  const subscription = fake.subscribe();
  await subscribePush(systemContext(handle.db), { ...subscription, gameIds });
  return subscription.endpoint;
}

const runLeidsa = async () => {
  const scraper = await insertScraper(handle.db, {
    name: 'Loterías Dominicanas Leidsa',
    url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
    config: { adapter: 'loteriasdominicanas-api' },
  });
  return runScraperNow(systemContext(handle.db), scraper.id, fetchLeidsa, undefined, push);
};

const receivedBy = (endpoint: string) => fake.received.filter((r) => r.endpoint === endpoint).map((r) => r.payload);

describe('alerts after a scrape', () => {
  it("sends a published draw of a followed game once, decrypted at the subscriber's push service", async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    const other = await subscriber(['la-primera-noche', 'powerball']);

    const summary = await runLeidsa();
    expect(summary).toMatchObject({ status: 'ok', created: 6, push: { sent: 1, removed: 0, failed: 0 } });
    expect(fake.refused).toEqual([]);
    expect(receivedBy(follower)).toEqual([QUINIELA_OF_OCTOBER_9]);
    expect(fake.received.find((r) => r.endpoint === follower)?.ttl).toBeGreaterThan(0);
    expect(receivedBy(other)).toEqual([]);
    const [row] = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, follower));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);

    // The same page again inserts nothing: nobody hears about it twice.
    const again = await runLeidsa();
    expect(again).toMatchObject({ created: 0, push: null });
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
    expect(summary.push).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(receivedBy(superPale)).toEqual([]);
    expect(receivedBy(both)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('deletes a subscription its push service says is gone, and keeps the others', async () => {
    const gone = await subscriber(['quiniela-leidsa']);
    const kept = await subscriber(['quiniela-leidsa']);
    fake.answerWith(gone, 410);

    const summary = await runLeidsa();
    expect(summary.push).toEqual({ sent: 1, removed: 1, failed: 0 });
    const endpoints = (await handle.db.select().from(pushSubscriptions)).map((s) => s.endpoint);
    expect(endpoints).toEqual([kept]);
    expect(receivedBy(kept)).toEqual([QUINIELA_OF_OCTOBER_9]);
  });

  it('counts a push its service refuses, logs it and fails no run', async () => {
    const follower = await subscriber(['quiniela-leidsa']);
    fake.answerWith(follower, 500);
    expectConsole('error', /\[push\] envío fallido a https:\/\/127\.0\.0\.1:\d+: HTTP 500/);
    const summary = await runLeidsa();
    expect(summary).toMatchObject({ status: 'ok', created: 6, push: { sent: 0, removed: 0, failed: 1 } });
    expect(await handle.db.select().from(pushSubscriptions)).toHaveLength(1);
  });
});
