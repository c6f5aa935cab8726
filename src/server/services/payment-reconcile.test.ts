/**
 * A capture is recorded before PayPal is called, and reconciliation (start, cron tick) settles the orders whose
 * outcome was lost: a crash between PayPal's capture and the database write (a real process killed there), a
 * timeout never retried, concurrent runs; what PayPal has not captured or does not verify stays unpaid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { recordCaptureAttempt } from '../../../db/queries/ad-orders.ts';
import { adOrders, logs, type AdOrderRow } from '../../../db/schema/index.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePaypal, type FakePaypal } from '../../../tests/fakes/paypal.ts';
import { placeAndStart as placeWith, spawnCapture } from '../../../tests/helpers/capture-process.ts';
import { expectConsole } from '../../../tests/helpers/console.ts';
import { openSharedTestDb, useTestDb as testDbForFile } from '../../../tests/helpers/test-db.ts';
import { createPaypalClient, type PaypalClient } from '../paypal.ts';
import { approveAdOrder, recordManualPayment } from './ad-order-review.ts';
import { capturePayment } from './ad-orders.ts';
import { systemContext } from './context.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from './payment-reconcile.ts';

/** The fake's record of a captured order. */
type CapturedOrder = { purchase_units: { payments: { captures: { id: string }[] } }[] };

const handle = testDbForFile();
let fake: FakePaypal;
let client: PaypalClient;

beforeAll(async () => {
  fake = await startFakePaypal();
  client = createPaypalClient({
    apiBase: fake.url,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    timeoutMs: 500,
  });
});
beforeEach(() => {
  fake.setScenario('complete');
  fake.onCaptured = null;
  fake.calls.length = 0;
});
afterAll(async () => fake.close());

/** Places an order (101 USD) in `db` and creates its PayPal order. */
const placeAndStart = (db: Db) => placeWith(db, client);
const row = async (db: Db, id: number) => (await db.select().from(adOrders).where(eq(adOrders.id, id)))[0]!;
/** A context two reconcile periods after now: every attempt made so far is due. */
const later = (db: Db) => systemContext(db, new Date(Date.now() + 2 * RECONCILE_AFTER_MS));
const captureCalls = () => fake.calls.filter((call) => call.endsWith('/capture'));
const paidLogs = async (db: Db) =>
  (await db.select().from(logs)).filter((l) => l.action === 'ad_order_paid').map((l) => l.details);

/** PayPal captures the order, as a visitor's capture request would, but the database is never told. */
async function captureLost(db: Db, order: AdOrderRow, paypalId: string): Promise<void> {
  await recordCaptureAttempt(db, order.id, new Date());
  await client.captureOrder(paypalId, `capture-${order.paymentKey}`);
}

describe('the capture attempt', () => {
  it('is stored before PayPal captures, and the verified capture marks the order paid, logged', async () => {
    const { order, paypalId } = await placeAndStart(handle.db);
    let whileCapturing: AdOrderRow | undefined;
    fake.onCaptured = async () => {
      whileCapturing = await row(handle.db, order.id);
    };
    const paid = await capturePayment(systemContext(handle.db), client, paypalId);
    expect(whileCapturing).toMatchObject({ status: 'pending', paidAt: null });
    expect(whileCapturing!.captureAttemptedAt).toBeInstanceOf(Date);
    expect(paid).toMatchObject({ status: 'paid', paypalCaptureId: expect.any(String) });
    expect(await paidLogs(handle.db)).toEqual([
      `Orden #${order.id} de Colmado Don Pepe: pago de 101.00 USD verificado con PayPal (captura, captura ${paid.paypalCaptureId})`,
    ]);
  });

  it('is forgotten when PayPal declines (nothing captured) and kept when PayPal does not answer', async () => {
    const declined = await placeAndStart(handle.db);
    fake.setScenario('declined', declined.paypalId);
    await expect(capturePayment(systemContext(handle.db), client, declined.paypalId)).rejects.toThrow(
      'PayPal rechazó el pago.',
    );
    expect((await row(handle.db, declined.order.id)).captureAttemptedAt).toBeNull();
    const silent = await placeAndStart(handle.db);
    fake.setScenario('timeout', silent.paypalId);
    await expect(capturePayment(systemContext(handle.db), client, silent.paypalId)).rejects.toThrow(
      'PayPal no respondió a tiempo. Intenta de nuevo.',
    );
    expect((await row(handle.db, silent.order.id)).captureAttemptedAt).toBeInstanceOf(Date);
  });
});

describe('reconcilePayments', () => {
  it('records as paid a capture PayPal completed but the database never stored, logged', async () => {
    const { order, paypalId } = await placeAndStart(handle.db);
    await captureLost(handle.db, order, paypalId);
    fake.calls.length = 0;
    expect(await reconcilePayments(later(handle.db), client)).toEqual({ paid: [order.id], unsettled: [] });
    expect(fake.calls).toEqual([`GET /v2/checkout/orders/${paypalId}`]);
    const paid = await row(handle.db, order.id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await paidLogs(handle.db)).toEqual([
      `Orden #${order.id} de Colmado Don Pepe: pago de 101.00 USD verificado con PayPal (conciliación, captura ${paid.paypalCaptureId})`,
    ]);
    expect(await reconcilePayments(later(handle.db), client)).toEqual({ paid: [], unsettled: [] });
  });

  it('captures again, with the same key, an approved order whose timed-out capture was never retried', async () => {
    const { order, paypalId } = await placeAndStart(handle.db);
    fake.setScenario('timeout', paypalId);
    await expect(capturePayment(systemContext(handle.db), client, paypalId)).rejects.toThrow();
    fake.setScenario('complete', paypalId);
    fake.calls.length = 0;
    expect(await reconcilePayments(later(handle.db), client)).toEqual({ paid: [order.id], unsettled: [] });
    expect(fake.calls).toEqual([`GET /v2/checkout/orders/${paypalId}`, `POST /v2/checkout/orders/${paypalId}/capture`]);
    expect(await row(handle.db, order.id)).toMatchObject({ status: 'paid' });
    expect(await paidLogs(handle.db)).toEqual([
      expect.stringContaining('verificado con PayPal (conciliación, captura'),
    ]);
  });

  it('leaves unpaid: recent attempts, orders never captured, unapproved orders and unverifiable captures', async () => {
    const recent = await placeAndStart(handle.db);
    await captureLost(handle.db, recent.order, recent.paypalId);
    const untouched = await placeAndStart(handle.db);
    const unapproved = await placeAndStart(handle.db);
    fake.setScenario('cancelled', unapproved.paypalId);
    await recordCaptureAttempt(handle.db, unapproved.order.id, new Date());
    const tampered = await placeAndStart(handle.db);
    fake.setScenario('tampered', tampered.paypalId);
    await captureLost(handle.db, tampered.order, tampered.paypalId);
    fake.calls.length = 0;

    expect(await reconcilePayments(systemContext(handle.db), client)).toEqual({ paid: [], unsettled: [] });
    expect(fake.calls).toEqual([]);
    const report = await reconcilePayments(later(handle.db), client);
    expect(report.unsettled.sort()).toEqual([unapproved.order.id, tampered.order.id].sort());
    expect(report.paid).toEqual([recent.order.id]);
    expect(captureCalls()).toEqual([]);
    for (const { order } of [untouched, unapproved, tampered]) {
      expect(await row(handle.db, order.id)).toMatchObject({ status: 'pending', paidAt: null });
    }
  });

  it('run at once (start and cron tick), records each payment once', async () => {
    const lost = await placeAndStart(handle.db);
    await captureLost(handle.db, lost.order, lost.paypalId);
    const timedOut = await placeAndStart(handle.db);
    fake.setScenario('timeout', timedOut.paypalId);
    await expect(capturePayment(systemContext(handle.db), client, timedOut.paypalId)).rejects.toThrow();
    fake.setScenario('complete', timedOut.paypalId);

    await Promise.all([1, 2, 3].map(() => reconcilePayments(later(handle.db), client)));
    const both = [await row(handle.db, lost.order.id), await row(handle.db, timedOut.order.id)];
    expect(both.map((o) => o.status)).toEqual(['paid', 'paid']);
    expect(await paidLogs(handle.db)).toHaveLength(2);
    const fakeOrder = fake.orders.get(timedOut.paypalId)!.captured as CapturedOrder;
    expect(both[1]!.paypalCaptureId).toBe(fakeOrder.purchase_units[0]!.payments.captures[0]!.id);
  });

  it('never captures an order an admin approved without PayPal, but records a capture PayPal completed', async () => {
    const { order, paypalId } = await placeAndStart(handle.db);
    fake.setScenario('timeout', paypalId);
    await expect(capturePayment(systemContext(handle.db), client, paypalId)).rejects.toThrow();
    fake.setScenario('complete', paypalId);
    await recordManualPayment(systemContext(handle.db), order.id, { paymentNote: 'Transferencia Banreservas 0042' });
    await approveAdOrder(systemContext(handle.db), order.id);
    fake.calls.length = 0;
    expect(await reconcilePayments(later(handle.db), client)).toEqual({ paid: [], unsettled: [order.id] });
    expect(captureCalls()).toEqual([]);
    await client.captureOrder(paypalId, `capture-${order.paymentKey}`);
    expect(await reconcilePayments(later(handle.db), client)).toEqual({ paid: [order.id], unsettled: [] });
    expect(await row(handle.db, order.id)).toMatchObject({
      status: 'approved',
      paidAt: expect.any(Date),
      paymentNote: 'Transferencia Banreservas 0042',
    });
  });

  it('reports an order whose lookup fails as unsettled and goes on with the others', async () => {
    const gone = await placeAndStart(handle.db);
    await handle.db.update(adOrders).set({ paypalOrderId: 'UNKNOWN0000000000' }).where(eq(adOrders.id, gone.order.id));
    await recordCaptureAttempt(handle.db, gone.order.id, new Date());
    const lost = await placeAndStart(handle.db);
    await captureLost(handle.db, lost.order, lost.paypalId);
    expectConsole('error', `no se pudo conciliar la orden #${gone.order.id}`);
    expect(await reconcilePayments(later(handle.db), client)).toEqual({
      paid: [lost.order.id],
      unsettled: [gone.order.id],
    });
  });
});

describe('a process killed between PayPal capture and the database write', () => {
  it('leaves the order pending with its attempt; reconciliation on the same database makes it paid', async () => {
    const shared = await openSharedTestDb();
    try {
      let db = await shared.open();
      const { order, paypalId } = await placeAndStart(db.db);
      await db.close();

      const capture = spawnCapture({ databaseUrl: shared.url, paypalApiBase: fake.url, paypalOrderId: paypalId });
      fake.onCaptured = async () => {
        capture.kill();
        await capture.exited;
      };
      const { signal, output } = await capture.exited;
      expect(signal, output).toBe('SIGKILL');
      const captured = fake.orders.get(paypalId)!.captured as CapturedOrder;
      const captureId = captured.purchase_units[0]!.payments.captures[0]!.id;

      db = await shared.open();
      expect(await row(db.db, order.id)).toMatchObject({ status: 'pending', paidAt: null, paypalCaptureId: null });
      expect((await row(db.db, order.id)).captureAttemptedAt).toBeInstanceOf(Date);
      expect(await reconcilePayments(later(db.db), client)).toEqual({ paid: [order.id], unsettled: [] });
      expect(await row(db.db, order.id)).toMatchObject({ status: 'paid', paypalCaptureId: captureId });
      await db.close();
    } finally {
      await shared.drop();
    }
  });
});
