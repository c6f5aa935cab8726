import { eq } from 'drizzle-orm';
import { assert, describe, expect, it } from 'vitest';
import { adOrders } from '../../../db/schema/index.ts';
import type { AdOrderInput } from '../../../src/lib/schemas/ad-order.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { uploadThroughApi } from '../../../tests/helpers/uploads.ts';
import { createApp } from '../app.ts';

const handle = useTestDb();
const app = () => createApp({ db: () => Promise.resolve(handle), fetcher: fetch, paypal: () => null });

/** Two positions on the home page for 30 days: (5.63 + 9.38) x 1.2 x 30 = 540.36, -10%, -15% = 413.38 -> 413. */
const validOrder: AdOrderInput = {
  positions: ['header-banner', 'floating-cta'],
  pageType: 'homepage',
  duration: 30,
  paymentType: 'one-time',
  price: 413,
  companyName: 'Banca La Suerte',
  email: 'ventas@lasuerte.do',
  contentMode: 'html',
  content: '<p>Juega con nosotros</p>',
  ctaText: 'Visítanos',
  ctaUrl: 'https://lasuerte.do',
};

/** Sends any JSON `body`, for the invalid orders and confirmations the typed client would not send. */
const send = async (method: string, path: string, body: unknown) => {
  const response = await app().request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
/** POST /api/ad-orders through the typed client: the status and the placed order. */
const place = async (order: AdOrderInput) => {
  const response = await clientOf(app())['ad-orders'].$post({ json: order });
  return { status: response.status, body: await response.json() };
};
const stored = () => handle.db.select().from(adOrders);

describe('POST /api/ad-orders', () => {
  it('stores a pending order priced by the server and answers its id and price', async () => {
    const { status, body } = await place(validOrder);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 1, price: 413, currency: 'USD', companyName: 'Banca La Suerte' });
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'pending', amountCents: 41300, currency: 'USD', pageType: 'homepage' });
    expect(row!.positions).toEqual(['header-banner', 'floating-cta']);
  });

  it('ignores a tampered client price: the stored and answered price is the server one', async () => {
    const { body } = await place({ ...validOrder, price: 1 });
    expect(body.price).toBe(413);
    expect((await stored())[0]!.amountCents).toBe(41300);
  });

  it('prices recurring orders with the 5% discount and counts a repeated position once', async () => {
    const { body } = await place({
      ...validOrder,
      positions: ['sidebar-top', 'sidebar-top'],
      pageType: '*',
      duration: 7,
      paymentType: 'recurring',
    });
    // 4.50 x 2 x 7 = 63.00, recurring -5% = 59.85 -> 60
    expect(body.price).toBe(60);
    expect((await stored())[0]!.positions).toEqual(['sidebar-top']);
  });

  it.each([
    ['no positions', { positions: [] }, ['positions']],
    ['a position the page does not sell', { positions: ['modal-popup'] }, ['positions', 0]],
    ['no company name', { companyName: ' ' }, ['companyName']],
    ['HTML mode without content', { content: '' }, ['content']],
  ])('refuses %s with 400 and the spec alert, storing nothing', async (_, change, path) => {
    const { status, body } = await send('POST', '/api/ad-orders', { ...validOrder, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        issues: expect.arrayContaining([{ path, message: 'Por favor completa todos los campos obligatorios.' }]),
      },
    });
    expect(await stored()).toEqual([]);
  });

  it('accepts a banner order whose image was uploaded here, storing the banner instead of HTML', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const upload = await uploadThroughApi(app(), new Uint8Array(gif));
    assert(upload.ok, `upload refused with ${String(upload.status)}`);
    const url = upload.banner.url;
    const { status } = await place({ ...validOrder, contentMode: 'banner', bannerUrl: url });
    expect(status).toBe(201);
    expect((await stored())[0]).toMatchObject({ contentMode: 'banner', bannerUrl: url, content: '' });
  });

  it('refuses a banner order whose image was not uploaded here', async () => {
    const { status, body } = await place({
      ...validOrder,
      contentMode: 'banner',
      bannerUrl: 'https://evil.example/banner.png',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { issues: [{ path: ['bannerUrl'], message: 'Sube de nuevo la imagen del banner.' }] },
    });
  });
});

describe('PATCH /api/ad-orders/:id', () => {
  it('cannot mark an order paid without a verified capture', async () => {
    await place(validOrder);
    const response = await clientOf(app())['ad-orders'][':id'].$patch({
      param: { id: '1' },
      json: { status: 'paid', paypalTransactionId: 'FORGED123' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'conflict', message: 'El pago no ha sido verificado con PayPal.' },
    });
    expect((await stored())[0]).toMatchObject({ status: 'pending', paypalCaptureId: null, paidAt: null });
  });

  it('refuses any other status and unknown orders', async () => {
    await place(validOrder);
    expect((await send('PATCH', '/api/ad-orders/1', { status: 'approved', paypalTransactionId: 'X' })).status).toBe(
      400,
    );
    expect((await send('PATCH', '/api/ad-orders/99', { status: 'paid', paypalTransactionId: 'X' })).status).toBe(404);
    expect((await handle.db.select().from(adOrders).where(eq(adOrders.id, 1)))[0]!.status).toBe('pending');
  });
});
