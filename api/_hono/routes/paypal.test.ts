import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adOrders } from '../../../db/schema/index.ts';
import { createPaypalClient } from '../../../src/server/paypal.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePaypal, type FakePaypal } from '../../../tests/fakes/paypal.ts';
import type { AdOrderInput } from '../../../src/lib/schemas/ad-order.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb();
let fake: FakePaypal;
let app: ReturnType<typeof createApp>;

const order: AdOrderInput = {
  positions: ['content-top'],
  pageType: 'categoria',
  duration: 15,
  companyName: 'Colmado Don Pepe',
  email: 'pepe@example.com',
  content: '<b>Ofertas</b>',
};

/** Sends any JSON body (or none, as a capture may), for the requests the typed client would not send. */
const send = async (method: string, path: string, body?: unknown) => {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
/** POST /api/paypal/order through the typed client. */
const startPayment = async (orderId: number) => {
  const response = await clientOf(app).paypal.order.$post({ json: { orderId } });
  return { status: response.status, body: await response.json() };
};
/** POST /api/paypal/order/:id/capture through the typed client, with the order id the page sends. */
const capture = async (paypalId: string, orderId?: number) => {
  const response = await clientOf(app).paypal.order[':id'].capture.$post({
    param: { id: paypalId },
    json: { orderId },
  });
  return { status: response.status, body: await response.json() };
};
/** Places an order (6.75 x 1 x 15 = 101.25 -> 101 USD unless `change` says otherwise): its id. */
async function placeOrder(change: Partial<AdOrderInput> = {}): Promise<number> {
  const placed = await clientOf(app)['ad-orders'].$post({ json: { ...order, ...change } });
  return (await placed.json()).id;
}
/** Places an order (see `placeOrder`) and starts its payment. */
async function placeAndStart(change: Partial<AdOrderInput> = {}): Promise<{ orderId: number; paypalId: string }> {
  const orderId = await placeOrder(change);
  const started = await startPayment(orderId);
  expect(started.status).toBe(201);
  return { orderId, paypalId: started.body.id };
}
const rows = () => handle.db.select().from(adOrders).orderBy(adOrders.id);

beforeAll(async () => {
  fake = await startFakePaypal();
  const client = createPaypalClient({
    apiBase: fake.url,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    timeoutMs: 500,
  });
  app = createApp({
    db: () => Promise.resolve(handle),
    fetcher: fetch,
    paypal: () => ({ client, environment: 'sandbox' }),
  });
});
beforeEach(() => {
  fake.setScenario('complete');
  fake.calls.length = 0;
});
afterAll(async () => fake.close());

describe('GET /api/paypal/setup', () => {
  it('gives the browser SDK its client id, environment, currency and intent', async () => {
    expect(await send('GET', '/api/paypal/setup')).toEqual({
      status: 200,
      body: { clientId: FAKE_CLIENT_ID, environment: 'sandbox', currency: 'USD', intent: 'CAPTURE' },
    });
  });

  it('answers 503 with a Spanish message when PayPal is not configured', async () => {
    const bare = createApp({ db: () => Promise.resolve(handle), fetcher: fetch, paypal: () => null });
    const response = await bare.request('/api/paypal/setup');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'unavailable', message: 'No se pudo conectar con PayPal. Intenta de nuevo en unos minutos.' },
    });
  });
});

describe('the payment flow against the fake PayPal', () => {
  it('creates the PayPal order for the stored amount, whatever the request says, once per order', async () => {
    const orderId = await placeOrder();
    const started = await send('POST', '/api/paypal/order', { orderId, amount: '0.01', currency: 'EUR' });
    const again = await startPayment(orderId);
    const paypalId = again.body.id;
    expect(started).toEqual({ status: 201, body: { id: paypalId } });
    expect(fake.orders.get(paypalId)!.unit).toEqual({
      reference_id: String(orderId),
      custom_id: String(orderId),
      amount: { currency_code: 'USD', value: '101.00' },
    });
    expect(fake.orders.size).toBe(1);
  });

  it('marks the order paid with the transaction id after a verified COMPLETED capture', async () => {
    const { orderId, paypalId } = await placeAndStart();
    const captured = await capture(paypalId, orderId);
    expect(captured.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'paid', paypalOrderId: paypalId });
    expect(row!.paypalCaptureId).toMatch(/^[0-9A-F]{16}$/);
    expect(captured.body).toEqual({ id: paypalId, status: 'COMPLETED', orderId, transactionId: row!.paypalCaptureId });
    const confirmed = await clientOf(app)['ad-orders'][':id'].$patch({
      param: { id: String(orderId) },
      json: { status: 'paid', paypalTransactionId: row!.paypalCaptureId! },
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ id: orderId, status: 'paid' });
  });

  it('a replayed capture changes nothing and does not call PayPal again', async () => {
    const { paypalId } = await placeAndStart();
    await send('POST', `/api/paypal/order/${paypalId}/capture`);
    const [first] = await rows();
    fake.calls.length = 0;
    const replay = await capture(paypalId);
    expect(replay.status).toBe(200);
    expect(replay.body.transactionId).toBe(first!.paypalCaptureId);
    expect(await rows()).toEqual([first]);
    expect(fake.calls).toEqual([]);
    expect((await send('POST', '/api/paypal/order', { orderId: first!.id })).status).toBe(409);
  });

  it("refuses to capture one order's PayPal payment as another order's", async () => {
    const cheap = await placeAndStart({ duration: 7 });
    const dear = await placeAndStart({ duration: 90, pageType: '*' });
    const { status, body } = await capture(cheap.paypalId, dear.orderId);
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: 'conflict', message: 'El pago de PayPal pertenece a otra orden.' } });
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('refuses a capture of a PayPal order this server did not create', async () => {
    const { status } = await send('POST', '/api/paypal/order/ABCDEF1234567890X/capture');
    expect(status).toBe(404);
  });

  it('does not mark paid a COMPLETED capture whose amount and custom id do not match the order', async () => {
    const { paypalId } = await placeAndStart();
    fake.setScenario('tampered', paypalId);
    const { status, body } = await send('POST', `/api/paypal/order/${paypalId}/capture`);
    expect(status).toBe(402);
    expect(body).toEqual({ error: { code: 'payment_required', message: 'No se pudo verificar el pago con PayPal.' } });
    expect((await rows())[0]).toMatchObject({ status: 'pending', paypalCaptureId: null });
  });

  it.each([
    ['declined', 402, 'PayPal rechazó el pago.'],
    ['cancelled', 402, 'El pago no fue aprobado en PayPal.'],
    ['timeout', 503, 'PayPal no respondió a tiempo. Intenta de nuevo.'],
  ] as const)('leaves the order pending when the payment is %s', async (scenario, status, message) => {
    const { paypalId } = await placeAndStart();
    fake.setScenario(scenario, paypalId);
    const answer = await send('POST', `/api/paypal/order/${paypalId}/capture`);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: { message } });
    expect((await rows())[0]).toMatchObject({ status: 'pending', paypalCaptureId: null, paidAt: null });
  });

  it('after a timed-out capture, a retry with the same idempotency key completes the payment', async () => {
    const { paypalId } = await placeAndStart();
    fake.setScenario('timeout', paypalId);
    expect((await send('POST', `/api/paypal/order/${paypalId}/capture`)).status).toBe(503);
    fake.setScenario('complete', paypalId);
    expect((await send('POST', `/api/paypal/order/${paypalId}/capture`)).status).toBe(200);
    expect((await rows())[0]!.status).toBe('paid');
  });
});
