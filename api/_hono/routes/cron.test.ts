/** The cron tick reconciles ad order payments with PayPal before it runs the scrapers (decision 038). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adOrders } from '../../../db/schema/index.ts';
import { adOrderInputSchema } from '../../../src/lib/schemas/ad-order.ts';
import { createPaypalClient, type PaypalClient } from '../../../src/server/paypal.ts';
import { createAdOrder, startPayment } from '../../../src/server/services/ad-orders.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePaypal, type FakePaypal } from '../../../tests/fakes/paypal.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { parseEnv } from '../../../src/env.ts';

const SECRET = 'cron-test-secret-0123456789abcdef';
process.env.CRON_SECRET = SECRET;
process.env.LIVE_SCRAPING = 'off';

const handle = useTestDb();
let fake: FakePaypal;
let client: PaypalClient;

beforeAll(async () => {
  fake = await startFakePaypal();
  client = createPaypalClient({ apiBase: fake.url, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });
});
afterAll(async () => fake.close());

describe('GET /api/cron/scrape', () => {
  it('records as paid an order PayPal captured two minutes ago whose database write was lost', async () => {
    const ctx = systemContext(handle.db);
    const order = await createAdOrder(
      ctx,
      adOrderInputSchema.parse({
        positions: ['content-top'],
        pageType: 'categoria',
        duration: 7,
        paymentType: 'one-time',
        companyName: 'Banca La Suerte',
        email: 'ventas@lasuerte.do',
        contentMode: 'html',
        content: '<p>Suerte</p>',
      }),
    );
    const paypalId = await startPayment(ctx, client, order.id);
    await client.captureOrder(paypalId, `capture-${order.paymentKey}`);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await handle.db.update(adOrders).set({ captureAttemptedAt: twoMinutesAgo }).where(eq(adOrders.id, order.id));

    const app = createApp({
      db: () => Promise.resolve(handle),
      fetcher: () => Promise.reject(new Error('offline')),
      paypal: () => ({ client, environment: 'sandbox' }),
    });
    const response = await clientOf(app).cron.scrape.$get(undefined, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(response.status).toBe(200);
    const [stored] = await handle.db.select().from(adOrders).where(eq(adOrders.id, order.id));
    expect(stored).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
  });

  it("reads the secret and LIVE_SCRAPING from the request's context, not from the process (decision 092)", async () => {
    const app = createApp({
      db: () => Promise.resolve(handle),
      fetcher: () => Promise.reject(new Error('offline')),
      config: () => ({ ...parseEnv({}), CRON_SECRET: 'context-secret-0123456789abcdef', LIVE_SCRAPING: 'on' }),
    });
    const scrape = (secret: string) =>
      clientOf(app).cron.scrape.$get(undefined, { headers: { authorization: `Bearer ${secret}` } });
    expect((await scrape(SECRET)).status).toBe(401);
    const response = await scrape('context-secret-0123456789abcdef');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ skipped: null, passes: 1, ran: [] });
  });
});
