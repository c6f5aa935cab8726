/**
 * Advertising orders and their PayPal payment (spec: ads-admin-and-pages 3, 4, 7; decision 021). The server
 * prices every order; PayPal is asked for the stored amount; an order becomes `paid` only from a capture this
 * server made and verified (COMPLETED, amount, currency, our order id), and a replayed capture changes nothing.
 * The capture attempt is stored before PayPal is called, so a crash in between is reconciled (decision 038).
 */
import { randomUUID } from 'node:crypto';
import {
  clearCaptureAttempt,
  findAdOrder,
  findAdOrderByPaypalOrder,
  insertAdOrder,
  linkPaypalOrder,
  markAdOrderPaid,
  recordCaptureAttempt,
} from '../../../db/queries/ad-orders.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { AdOrderRow } from '../../../db/schema/index.ts';
import { priceOrder } from '../../lib/pricing.ts';
import { REQUIRED_FIELDS_MESSAGE, type AdOrder } from '../../lib/schemas/ad-order.ts';
import { ApiError } from '../errors.ts';
import { PaypalError, type PaypalClient, type PaypalOrder } from '../paypal.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { isStoredUpload } from './uploads.ts';

const ORDER_NOT_FOUND = 'Orden no encontrada.';
const NOT_VERIFIED = 'No se pudo verificar el pago con PayPal.';

/** Amount in cents as PayPal's decimal string (3200 -> "32.00"). */
const decimal = (cents: number): string => (cents / 100).toFixed(2);
/** PayPal's decimal string in cents, or NaN when it is not a plain amount. */
const cents = (value: string): number => (/^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN);

/**
 * Stores a validated order as `pending`, priced by `priceOrder` (the client's `price` is ignored).
 * @throws ApiError `bad_request` when a banner order names a URL that is not an upload stored here
 */
export async function createAdOrder(ctx: ServiceContext, input: AdOrder): Promise<AdOrderRow> {
  const quote = priceOrder({
    positions: input.positions,
    scope: input.pageType,
    duration: input.duration,
    paymentType: input.paymentType,
  });
  const banner = input.contentMode === 'banner' ? (input.bannerUrl ?? '') : null;
  if (banner !== null && !(await isStoredUpload(ctx, banner))) {
    throw new ApiError('bad_request', REQUIRED_FIELDS_MESSAGE, {
      issues: [{ path: ['bannerUrl'], message: 'Sube de nuevo la imagen del banner.' }],
    });
  }
  return insertAdOrder(ctx.db, {
    positions: input.positions,
    pageType: input.pageType,
    duration: input.duration,
    paymentType: input.paymentType,
    companyName: input.companyName,
    email: input.email,
    contentMode: input.contentMode,
    content: input.contentMode === 'html' ? input.content : '',
    bannerUrl: banner,
    ctaText: input.ctaText,
    ctaUrl: input.ctaUrl,
    amountCents: quote.totalCents,
    currency: quote.currency,
    paymentKey: randomUUID(),
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });
}

async function pendingOrder(ctx: ServiceContext, id: number): Promise<AdOrderRow> {
  const order = await findAdOrder(ctx.db, id);
  if (!order) throw new ApiError('not_found', ORDER_NOT_FOUND);
  if (order.status !== 'pending') throw new ApiError('conflict', 'Esta orden ya fue pagada.');
  return order;
}

/** A PayPal refusal as the error the payment screen shows. */
function paymentError(error: unknown): ApiError {
  if (!(error instanceof PaypalError))
    return new ApiError('unavailable', 'Error procesando el pago con PayPal', { cause: error });
  if (error.issue === 'INSTRUMENT_DECLINED')
    return new ApiError('payment_required', 'PayPal rechazó el pago.', { cause: error });
  if (error.issue === 'ORDER_NOT_APPROVED') {
    return new ApiError('payment_required', 'El pago no fue aprobado en PayPal.', { cause: error });
  }
  if (error.issue === 'TIMEOUT')
    return new ApiError('unavailable', 'PayPal no respondió a tiempo. Intenta de nuevo.', { cause: error });
  return new ApiError('unavailable', 'Error procesando el pago con PayPal', { cause: error });
}

/**
 * Creates (or, for the same order, returns again) the PayPal order paying ad order `id`, for the stored amount
 * and currency, with the order's idempotency key.
 * @returns PayPal's order id
 * @throws ApiError `not_found`, `conflict` (not pending), `unavailable` (PayPal failed or timed out)
 */
export async function startPayment(ctx: ServiceContext, paypal: PaypalClient, id: number): Promise<string> {
  const order = await pendingOrder(ctx, id);
  if (order.paypalOrderId) return order.paypalOrderId;
  const paypalOrderId = await paypal
    .createOrder({
      referenceId: String(order.id),
      amount: { currencyCode: order.currency, value: decimal(order.amountCents) },
      requestId: `order-${order.paymentKey}`,
    })
    .catch((error: unknown) => {
      throw paymentError(error);
    });
  const linked = await linkPaypalOrder(ctx.db, order.id, paypalOrderId);
  if (linked || (await findAdOrder(ctx.db, order.id))?.paypalOrderId === paypalOrderId) return paypalOrderId;
  throw new ApiError('conflict', 'Esta orden ya tiene otro pago en curso.');
}

/** The completed capture of `order` in PayPal's order, or null when any check fails. */
function verifiedCapture(paypalOrder: PaypalOrder, order: AdOrderRow): { id: string } | null {
  const units = paypalOrder.purchase_units;
  if (paypalOrder.id !== order.paypalOrderId || paypalOrder.status !== 'COMPLETED' || units.length !== 1) {
    return null;
  }
  const captures = units[0]?.payments?.captures ?? [];
  const done = captures.length === 1 ? captures[0] : undefined;
  const ok =
    done?.status === 'COMPLETED' &&
    done.custom_id === String(order.id) &&
    done.amount.currency_code === order.currency &&
    cents(done.amount.value) === order.amountCents;
  return ok ? { id: done.id } : null;
}

/** Who records a payment, as its log entry says: the visitor's capture or reconciliation with PayPal. */
type PaymentSource = 'captura' | 'conciliación';

/**
 * Records the capture in `paypalOrder` on `order` once verified, with a log entry in the same transaction
 * (`how`: the capture the visitor asked for, or reconciliation). A capture already recorded changes nothing.
 * @returns the order as stored afterwards, or null when PayPal's order does not verify
 */
export async function recordPayment(
  ctx: ServiceContext,
  order: AdOrderRow,
  paypalOrder: PaypalOrder,
  how: PaymentSource,
): Promise<AdOrderRow | null> {
  const verified = verifiedCapture(paypalOrder, order);
  if (!verified) return null;
  return inTransaction(ctx, async (tx) => {
    const paid = await markAdOrderPaid(tx.db, order.id, { captureId: verified.id, paidAt: tx.now });
    if (!paid) return (await findAdOrder(tx.db, order.id)) ?? order;
    await insertLog(tx.db, {
      userId: tx.actor?.id ?? null,
      action: 'ad_order_paid',
      details: `Orden #${String(order.id)} de ${order.companyName}: pago de ${decimal(order.amountCents)} ${order.currency} verificado con PayPal (${how}, captura ${verified.id})`,
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
    return paid;
  });
}

/** PayPal answered that nothing was captured (declined, or not approved by the buyer). */
const refusedCapture = (error: unknown): boolean =>
  error instanceof PaypalError && (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'ORDER_NOT_APPROVED');

/**
 * Captures PayPal order `paypalOrderId` and marks its ad order paid with the capture id once verified. The
 * attempt is stored before PayPal is called (cleared again when PayPal refuses), so an outcome lost to a
 * crash or a timeout is reconciled later. An order already paid, approved or rejected is returned unchanged
 * without calling PayPal (replays change nothing).
 * @param expectedOrderId the ad order the page is paying, when it says so; a mismatch is refused
 * @param how who asks, for the log: the visitor's capture (default) or reconciliation
 * @throws ApiError `not_found` (PayPal order not ours), `conflict` (belongs to another ad order),
 *   `payment_required` (declined, not approved, or a capture that does not verify), `unavailable` (timeout)
 */
export async function capturePayment(
  ctx: ServiceContext,
  paypal: PaypalClient,
  paypalOrderId: string,
  expectedOrderId?: number,
  how: PaymentSource = 'captura',
): Promise<AdOrderRow> {
  const order = await findAdOrderByPaypalOrder(ctx.db, paypalOrderId);
  if (!order) throw new ApiError('not_found', 'Pago de PayPal desconocido.');
  if (expectedOrderId !== undefined && expectedOrderId !== order.id) {
    throw new ApiError('conflict', 'El pago de PayPal pertenece a otra orden.');
  }
  if (order.status !== 'pending' || !(await recordCaptureAttempt(ctx.db, order.id, ctx.now))) {
    return (await findAdOrder(ctx.db, order.id)) ?? order;
  }
  let captured: PaypalOrder;
  try {
    captured = await paypal.captureOrder(paypalOrderId, `capture-${order.paymentKey}`);
  } catch (error) {
    if (refusedCapture(error)) await clearCaptureAttempt(ctx.db, order.id);
    throw paymentError(error);
  }
  const paid = await recordPayment(ctx, order, captured, how);
  if (!paid) throw new ApiError('payment_required', NOT_VERIFIED);
  return paid;
}

/**
 * The page's confirmation `PATCH { status: 'paid', paypalTransactionId }`: accepted only when the server
 * already verified that capture for this order; it never changes the order.
 * @throws ApiError `not_found`, `conflict` when the order is not paid with that transaction id
 */
export async function confirmPaid(ctx: ServiceContext, id: number, transactionId: string): Promise<AdOrderRow> {
  const order = await findAdOrder(ctx.db, id);
  if (!order) throw new ApiError('not_found', ORDER_NOT_FOUND);
  if (order.status === 'pending' || order.paypalCaptureId !== transactionId) {
    throw new ApiError('conflict', 'El pago no ha sido verificado con PayPal.');
  }
  return order;
}
