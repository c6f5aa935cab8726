import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adOrders } from '../../../db/schema/index.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { uploadThroughApi } from '../../../tests/helpers/uploads.ts';
import { createApp } from '../app.ts';

const handle = useTestDb();
const app = () => createApp({ db: () => Promise.resolve(handle), fetcher: fetch, paypal: () => null });

/** Two positions on the home page for 30 days: (5.63 + 9.38) x 1.2 x 30 = 540.36, -10%, -15% = 413.38 -> 413. */
const validOrder = {
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

const send = async (method: string, path: string, body: unknown) => {
  const response = await app().request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const stored = () => handle.db.select().from(adOrders);

describe('POST /api/ad-orders', () => {
  it('stores a pending order priced by the server and answers its id and price', async () => {
    const { status, body } = await send('POST', '/api/ad-orders', validOrder);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 1, price: 413, currency: 'USD', companyName: 'Banca La Suerte' });
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'pending', amountCents: 41300, currency: 'USD', pageType: 'homepage' });
    expect(row!.positions).toEqual(['header-banner', 'floating-cta']);
  });

  it('ignores a tampered client price: the stored and answered price is the server one', async () => {
    const { body } = await send('POST', '/api/ad-orders', { ...validOrder, price: 1 });
    expect(body.price).toBe(413);
    expect((await stored())[0]!.amountCents).toBe(41300);
  });

  it('prices recurring orders with the 5% discount and counts a repeated position once', async () => {
    const { body } = await send('POST', '/api/ad-orders', {
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
    expect((body.error as { issues: unknown[] }).issues).toContainEqual({
      path,
      message: 'Por favor completa todos los campos obligatorios.',
    });
    expect(await stored()).toEqual([]);
  });

  it('accepts a banner order whose image was uploaded here, storing the banner instead of HTML', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const { body: uploaded } = await uploadThroughApi(app(), new Uint8Array(gif));
    const url = uploaded.url as string;
    const { status } = await send('POST', '/api/ad-orders', { ...validOrder, contentMode: 'banner', bannerUrl: url });
    expect(status).toBe(201);
    expect((await stored())[0]).toMatchObject({ contentMode: 'banner', bannerUrl: url, content: '' });
  });

  it('refuses a banner order whose image was not uploaded here', async () => {
    const { status, body } = await send('POST', '/api/ad-orders', {
      ...validOrder,
      contentMode: 'banner',
      bannerUrl: 'https://evil.example/banner.png',
    });
    expect(status).toBe(400);
    expect((body.error as { issues: unknown[] }).issues).toEqual([
      { path: ['bannerUrl'], message: 'Sube de nuevo la imagen del banner.' },
    ]);
  });
});

describe('PATCH /api/ad-orders/:id', () => {
  it('cannot mark an order paid without a verified capture', async () => {
    await send('POST', '/api/ad-orders', validOrder);
    const { status, body } = await send('PATCH', '/api/ad-orders/1', {
      status: 'paid',
      paypalTransactionId: 'FORGED123',
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: 'conflict', message: 'El pago no ha sido verificado con PayPal.' } });
    expect((await stored())[0]).toMatchObject({ status: 'pending', paypalCaptureId: null, paidAt: null });
  });

  it('refuses any other status and unknown orders', async () => {
    await send('POST', '/api/ad-orders', validOrder);
    expect((await send('PATCH', '/api/ad-orders/1', { status: 'approved', paypalTransactionId: 'X' })).status).toBe(
      400,
    );
    expect((await send('PATCH', '/api/ad-orders/99', { status: 'paid', paypalTransactionId: 'X' })).status).toBe(404);
    expect((await handle.db.select().from(adOrders).where(eq(adOrders.id, 1)))[0]!.status).toBe('pending');
  });
});
