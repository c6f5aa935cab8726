/**
 * Ad orders: insert, list, read by id or PayPal order id, the capture attempts to reconcile, and the guarded
 * changes (capture attempt, payment, review).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adOrders, type AdOrderRow, type NewAdOrder } from '../schema/index.ts';

/** Stores one order and returns the stored row. */
export async function insertAdOrder(db: Db, order: NewAdOrder): Promise<AdOrderRow> {
  const [row] = await db.insert(adOrders).values(order).returning();
  if (!row) throw new Error('ad_orders insert returned no row');
  return row;
}

/** The order with `id`, or undefined. */
export async function findAdOrder(db: Db, id: number): Promise<AdOrderRow | undefined> {
  const [row] = await db.select().from(adOrders).where(eq(adOrders.id, id));
  return row;
}

/** The order whose payment is the PayPal order `paypalOrderId`, or undefined. */
export async function findAdOrderByPaypalOrder(db: Db, paypalOrderId: string): Promise<AdOrderRow | undefined> {
  const [row] = await db.select().from(adOrders).where(eq(adOrders.paypalOrderId, paypalOrderId));
  return row;
}

/**
 * Links a pending order without a PayPal order to `paypalOrderId`.
 * @returns the updated row, or undefined when the order is not pending or already linked
 */
export async function linkPaypalOrder(db: Db, id: number, paypalOrderId: string): Promise<AdOrderRow | undefined> {
  const [row] = await db
    .update(adOrders)
    .set({ paypalOrderId })
    .where(and(eq(adOrders.id, id), eq(adOrders.status, 'pending'), isNull(adOrders.paypalOrderId)))
    .returning();
  return row;
}

/**
 * Records that this server is about to ask PayPal to capture order `id`, while it is not paid (through PayPal or,
 * as an admin recorded, outside it).
 * @returns the updated row, or undefined when the order is already paid
 */
export async function recordCaptureAttempt(db: Db, id: number, at: Date): Promise<AdOrderRow | undefined> {
  const [row] = await db
    .update(adOrders)
    .set({ captureAttemptedAt: at })
    .where(and(eq(adOrders.id, id), isNull(adOrders.paidAt), isNull(adOrders.paymentNote)))
    .returning();
  return row;
}

/** Forgets the capture attempt of unpaid order `id` (PayPal refused it: nothing was captured). */
export async function clearCaptureAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(adOrders)
    .set({ captureAttemptedAt: null })
    .where(and(eq(adOrders.id, id), isNull(adOrders.paidAt)));
}

/**
 * Records the verified capture of an order not paid yet (one winner under races): a pending order becomes
 * `paid`; an order an admin already approved or rejected keeps its status and gains the payment.
 * @returns the updated row, or undefined when the order was already paid
 */
export async function markAdOrderPaid(
  db: Db,
  id: number,
  paid: { captureId: string; paidAt: Date },
): Promise<AdOrderRow | undefined> {
  const [row] = await db
    .update(adOrders)
    .set({
      status: sql`CASE WHEN ${adOrders.status} = 'pending' THEN 'paid' ELSE ${adOrders.status} END`,
      paypalCaptureId: paid.captureId,
      paidAt: paid.paidAt,
    })
    .where(and(eq(adOrders.id, id), isNull(adOrders.paidAt)))
    .returning();
  return row;
}

/** Unpaid orders whose last capture attempt is older than `before` (outcome unknown), oldest first. */
export const unsettledCaptureAttempts = (db: Db, before: Date): Promise<AdOrderRow[]> =>
  db
    .select()
    .from(adOrders)
    .where(and(isNull(adOrders.paidAt), isNotNull(adOrders.paypalOrderId), lt(adOrders.captureAttemptedAt, before)))
    .orderBy(asc(adOrders.captureAttemptedAt));

/**
 * Records a payment received outside PayPal (`paymentNote`: how) on order `id` while it is pending with no
 * payment recorded (one winner under races).
 * @returns the updated row, or undefined when the order is not pending or already has a payment
 */
export async function recordManualPaymentRow(db: Db, id: number, paymentNote: string): Promise<AdOrderRow | undefined> {
  const [row] = await db
    .update(adOrders)
    .set({ paymentNote })
    .where(
      and(eq(adOrders.id, id), eq(adOrders.status, 'pending'), isNull(adOrders.paidAt), isNull(adOrders.paymentNote)),
    )
    .returning();
  return row;
}

/** Every order, newest first (the admin's list and history). */
export const listAdOrders = (db: Db): Promise<AdOrderRow[]> =>
  db.select().from(adOrders).orderBy(desc(adOrders.createdAt), desc(adOrders.id));

/**
 * Records an admin's review of an order that is still pending or paid (one winner under races).
 * @returns the updated row, or undefined when the order is in another status
 */
export async function reviewAdOrderRow(
  db: Db,
  id: number,
  review: { status: 'approved' | 'rejected'; reviewedAt: Date; rejectionReason?: string },
): Promise<AdOrderRow | undefined> {
  const [row] = await db
    .update(adOrders)
    .set(review)
    .where(and(eq(adOrders.id, id), inArray(adOrders.status, ['pending', 'paid'])))
    .returning();
  return row;
}
