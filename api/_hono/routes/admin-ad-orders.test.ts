import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { adOrders, logs } from '../../../db/schema/index.ts';
import { adOrderInputSchema } from '../../../src/lib/schemas/ad-order.ts';
import { mailerOver } from '../../../src/server/mail.ts';
import type { Mail } from '../../../src/server/mailer.ts';
import { createAdOrder } from '../../../src/server/services/ad-orders.ts';
import { adsForPage } from '../../../src/server/services/ads.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { adminClientOf, asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const sent: Mail[] = [];
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('offline')),
  mailer: () => (mail) => {
    sent.push(mail);
    return Promise.resolve();
  },
});
const call = (method: string, path: string, body?: unknown) => asAdmin(app, handle.db, method, path, body);
const admin = () => adminClientOf(app, handle.db);

/** An order not paid yet, for two positions on the home page for 30 days. */
async function unpaidOrder(): Promise<number> {
  const order = await createAdOrder(
    systemContext(handle.db),
    adOrderInputSchema.parse({
      positions: ['header-banner', 'sidebar-top'],
      pageType: 'homepage',
      duration: 30,
      paymentType: 'one-time',
      companyName: 'Banca La Suerte',
      email: 'ventas@lasuerte.do',
      contentMode: 'html',
      content: '<p>Juega con nosotros</p>',
      ctaText: 'Visítanos',
      ctaUrl: 'https://lasuerte.do',
    }),
  );
  return order.id;
}

/** A paid order (as a verified capture leaves it) for two positions on the home page for 30 days. */
async function paidOrder(): Promise<number> {
  const id = await unpaidOrder();
  const paid = { status: 'paid' as const, paidAt: new Date(), paypalCaptureId: `CAPTURE${String(id)}` };
  await handle.db.update(adOrders).set(paid).where(eq(adOrders.id, id));
  return id;
}

describe('/api/admin/ad-orders', () => {
  it('lists the orders, newest first', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const orders = await (await admin()['ad-orders'].$get()).json();
    expect(orders.map((o) => o.id)).toEqual([second, first]);
  });

  it('approving creates one ad per ordered position that the home page serves at once, and logs it', async () => {
    const id = await paidOrder();
    const approved = await admin()['ad-orders'][':id'].approve.$post(
      { param: { id: String(id) } },
      // Admin writes are JSON; an approval's body may be empty.
      { headers: { 'content-type': 'application/json' } },
    );
    expect(approved.status).toBe(200);
    const { order, ads } = await approved.json();
    expect(order.status).toBe('approved');
    expect(ads.map((ad) => [ad.position, ad.pages])).toEqual([
      ['header-banner', ['/']],
      ['sidebar-top', ['/']],
    ]);
    const served = await adsForPage(systemContext(handle.db), { page: '/' });
    expect(served.map((ad) => [ad.position, ad.content, ad.ctaUrl])).toEqual([
      ['header-banner', '<p>Juega con nosotros</p>', 'https://lasuerte.do'],
      ['sidebar-top', '<p>Juega con nosotros</p>', 'https://lasuerte.do'],
    ]);
    const days = (served[0]!.endDate!.getTime() - served[0]!.startDate!.getTime()) / 86_400_000;
    expect(days).toBe(30);
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual([
      'create_advertisement',
      'create_advertisement',
      'approve_ad_order',
    ]);
  });

  it('rejecting needs a reason, stores it, mails the advertiser and logs it', async () => {
    const id = await paidOrder();
    const empty = await call('POST', `/api/admin/ad-orders/${id}/reject`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { issues: [{ path: ['reason'], message: 'Debes proporcionar una razón para el rechazo.' }] },
    });
    sent.length = 0;
    const { status, body } = await call('POST', `/api/admin/ad-orders/${id}/reject`, {
      reason: 'El anuncio promete premios garantizados.',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      notified: true,
      order: { status: 'rejected', rejectionReason: 'El anuncio promete premios garantizados.' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ventas@lasuerte.do' });
    expect(sent[0]!.text).toContain('Motivo: El anuncio promete premios garantizados.');
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual(['reject_ad_order']);
  });

  it("refuses to approve an order 'Pendiente de pago', even with the old confirmation and note, changing nothing", async () => {
    const id = await unpaidOrder();
    const legacy = { confirmUnpaid: true, paymentNote: 'Transferencia' };
    for (const body of [undefined, legacy]) {
      const { status, body: answer } = await call('POST', `/api/admin/ad-orders/${id}/approve`, body);
      expect(status).toBe(409);
      expect(answer).toEqual({
        error: {
          code: 'conflict',
          message:
            'No se puede aprobar: la orden está pendiente de pago. Se podrá aprobar cuando PayPal confirme el pago o cuando registres un pago recibido por otra vía.',
        },
      });
    }
    const [order] = await handle.db.select().from(adOrders).where(eq(adOrders.id, id));
    expect(order).toMatchObject({ status: 'pending', paymentNote: null, reviewedAt: null });
    expect(await adsForPage(systemContext(handle.db), { page: '/' })).toEqual([]);
    expect(await handle.db.select().from(logs)).toEqual([]);
  });

  it('records a payment outside PayPal with a note (required), logged; then the order is approved', async () => {
    const id = await unpaidOrder();
    const empty = await call('POST', `/api/admin/ad-orders/${id}/payment`, { paymentNote: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: {
        issues: [
          {
            path: ['paymentNote'],
            message: 'Indica cómo se pagó la orden (por ejemplo, la transferencia bancaria recibida).',
          },
        ],
      },
    });
    const recorded = await call('POST', `/api/admin/ad-orders/${id}/payment`, {
      paymentNote: ' Transferencia Banreservas ref. 0042 ',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'pending', paymentNote: 'Transferencia Banreservas ref. 0042' });
    const again = await call('POST', `/api/admin/ad-orders/${id}/payment`, { paymentNote: 'Otra' });
    expect(again.status).toBe(409);
    const { status, body } = await call('POST', `/api/admin/ad-orders/${id}/approve`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      order: { status: 'approved', paymentNote: 'Transferencia Banreservas ref. 0042', paidAt: null },
    });
    expect((await adsForPage(systemContext(handle.db), { page: '/' })).length).toBe(2);
    const entries = await handle.db.select().from(logs);
    expect(entries.find((l) => l.action === 'record_ad_order_payment')!.details).toBe(
      `Orden #${id} de Banca La Suerte: pago fuera de PayPal registrado. Nota de pago: Transferencia Banreservas ref. 0042`,
    );
    expect(entries.find((l) => l.action === 'approve_ad_order')!.details).toBe(
      `Orden #${id} de Banca La Suerte: 2 anuncio(s) creados; pagada fuera de PayPal. Nota de pago: Transferencia Banreservas ref. 0042`,
    );
  });

  it('approving the same order twice at once creates its ads once', async () => {
    const id = await paidOrder();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/admin/ad-orders/${id}/approve`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await adsForPage(systemContext(handle.db), { page: '/' })).length).toBe(2);
  });

  it('answers 409 for an order already reviewed and 404 for an unknown one, changing nothing', async () => {
    const id = await paidOrder();
    await call('POST', `/api/admin/ad-orders/${id}/approve`);
    expect((await call('POST', `/api/admin/ad-orders/${id}/approve`)).status).toBe(409);
    expect((await call('POST', `/api/admin/ad-orders/${id}/reject`, { reason: 'tarde' })).status).toBe(409);
    expect((await call('POST', '/api/admin/ad-orders/999/approve')).status).toBe(404);
    expect((await adsForPage(systemContext(handle.db), { page: '/' })).length).toBe(2);
  });
});

describe('mailerOver', () => {
  it('hands nodemailer the sender, recipient, subject and text', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const messages: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (options: SendMailOptions) => {
      const info = (await original(options)) as { message: string };
      messages.push(info.message);
      return info;
    }) as typeof transport.sendMail;
    await mailerOver(
      transport,
      'Gana Más <publicidad@ganamas.com.do>',
    )({ to: 'a@b.do', subject: 'Hola', text: 'Texto' });
    expect(JSON.parse(messages[0]!)).toMatchObject({
      from: { address: 'publicidad@ganamas.com.do', name: 'Gana Más' },
      to: [{ address: 'a@b.do' }],
      subject: 'Hola',
      text: 'Texto',
    });
  });
});
