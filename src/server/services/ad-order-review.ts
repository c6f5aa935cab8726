/**
 * The admin's review of ad orders (spec: admin ad orders): the list, approval (one advertisement per ordered
 * position, for the ordered page scope and days from now) and rejection (with a reason the advertiser is
 * sent by mail). Only pending or paid orders can be reviewed; only one with a payment recorded (PayPal's verified
 * capture, or a payment outside PayPal an admin recorded with a note) can be approved (decisions 038, 081). Each
 * review and each recorded payment is logged in the same transaction as its change.
 */
import { findAdOrder, listAdOrders, recordManualPaymentRow, reviewAdOrderRow } from '../../../db/queries/ad-orders.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { AdOrderRow, AdvertisementRow } from '../../../db/schema/index.ts';
import { approvalBlockedReason } from '../../lib/ad-order-payment.ts';
import { adPositionById, orderAdContent } from '../../lib/ads.ts';
import { PAGE_SCOPES } from '../../lib/pricing.ts';
import type { PaymentNoteInput, RejectOrderInput } from '../../lib/schemas/ad-order-review.ts';
import { invalidateAds, NO_CACHE } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { createAd, type AdInput } from './ads.ts';
import { inTransaction, type ServiceContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_NOT_FOUND = 'Orden no encontrada.';

/** Every order, newest first. */
export const adOrdersForReview = (ctx: ServiceContext): Promise<AdOrderRow[]> => listAdOrders(ctx.db);

/** The order `id`, reviewable (pending or paid). @throws ApiError `not_found`, `conflict` */
async function reviewable(ctx: ServiceContext, id: number): Promise<AdOrderRow> {
  const order = await findAdOrder(ctx.db, id);
  if (!order) throw new ApiError('not_found', ORDER_NOT_FOUND);
  if (order.status !== 'pending' && order.status !== 'paid') {
    throw new ApiError('conflict', 'Solo se pueden revisar órdenes pendientes o pagadas.');
  }
  return order;
}

/** The advertisement of `order` at `position`, running `duration` days from `now`. */
function adOf(order: AdOrderRow, position: string, now: Date): AdInput {
  const scope = PAGE_SCOPES.find((s) => s.id === order.pageType);
  return {
    name: `Orden #${String(order.id)}: ${order.companyName} (${adPositionById(position)?.name ?? position})`,
    content: orderAdContent(order),
    position,
    pages: [scope?.pageType ?? '*'],
    enabled: true,
    priority: 0,
    ctaText: order.ctaText || null,
    ctaUrl: order.ctaUrl || null,
    startDate: now,
    endDate: new Date(now.getTime() + order.duration * DAY_MS),
  };
}

const logReview = (ctx: ServiceContext, action: string, order: AdOrderRow, details: string) =>
  insertLog(ctx.db, {
    userId: ctx.actor?.id ?? null,
    action,
    details: `Orden #${String(order.id)} de ${order.companyName}: ${details}`,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });

/**
 * Records on order `id` a payment received outside PayPal (a bank transfer, cash), with the admin's note saying
 * how; the order may then be approved. Logged in the same transaction.
 * @returns the order. @throws ApiError `not_found`, `conflict` (not pending, or paid already)
 */
export async function recordManualPayment(
  ctx: ServiceContext,
  id: number,
  { paymentNote }: PaymentNoteInput,
): Promise<AdOrderRow> {
  return inTransaction(ctx, async (tx) => {
    if (!(await findAdOrder(tx.db, id))) throw new ApiError('not_found', ORDER_NOT_FOUND);
    const order = await recordManualPaymentRow(tx.db, id, paymentNote);
    if (!order)
      throw new ApiError('conflict', 'Solo se registra un pago en una orden pendiente y sin pago registrado.');
    await logReview(
      tx,
      'record_ad_order_payment',
      order,
      `pago fuera de PayPal registrado. Nota de pago: ${paymentNote}`,
    );
    return order;
  });
}

/**
 * Approves order `id`: creates one enabled advertisement per ordered position (its page scope, its content or
 * banner, its CTA, from now for its days) and marks it approved; drops cached ads. Only an order with a payment
 * recorded (paid through PayPal, or recorded outside it with `recordManualPayment`) is approved.
 * @returns the order and the ads created.
 * @throws ApiError `not_found`, `conflict` (not pending or paid, or no payment recorded: the Spanish reason)
 */
export async function approveAdOrder(
  ctx: ServiceContext,
  id: number,
): Promise<{ order: AdOrderRow; ads: AdvertisementRow[] }> {
  const result = await inTransaction(ctx, async (tx) => {
    const blocked = approvalBlockedReason(await reviewable(tx, id));
    if (blocked) throw new ApiError('conflict', blocked);
    const order = await reviewAdOrderRow(tx.db, id, { status: 'approved', reviewedAt: tx.now });
    if (!order) throw new ApiError('conflict', 'La orden ya fue revisada.');
    const ads: AdvertisementRow[] = [];
    // The ads are dropped once, after the commit, not by each createAd inside the transaction.
    const quiet = { ...tx, cache: NO_CACHE };
    for (const position of order.positions) ads.push(await createAd(quiet, adOf(order, position, tx.now)));
    const created = `${String(ads.length)} anuncio(s) creados`;
    const details = order.paymentNote
      ? `${created}; pagada fuera de PayPal. Nota de pago: ${order.paymentNote}`
      : created;
    await logReview(tx, 'approve_ad_order', order, details);
    return { order, ads };
  });
  await invalidateAds(ctx.cache);
  return result;
}

/**
 * Rejects order `id` with `reason` and mails the advertiser through `ctx.mailer` (after the change is stored; a failed mail is
 * logged and reported, the rejection stands).
 * @returns the order and whether the advertiser was notified. @throws ApiError `not_found`, `conflict`
 */
export async function rejectAdOrder(
  ctx: ServiceContext,
  id: number,
  { reason }: RejectOrderInput,
): Promise<{ order: AdOrderRow; notified: boolean }> {
  const order = await inTransaction(ctx, async (tx) => {
    await reviewable(tx, id);
    const rejected = await reviewAdOrderRow(tx.db, id, {
      status: 'rejected',
      reviewedAt: tx.now,
      rejectionReason: reason,
    });
    if (!rejected) throw new ApiError('conflict', 'La orden ya fue revisada.');
    await logReview(tx, 'reject_ad_order', rejected, reason);
    return rejected;
  });
  try {
    await ctx.mailer()({
      to: order.email,
      subject: `Tu orden de publicidad #${String(order.id)} en Gana Más no fue aprobada`,
      text: [
        `Hola, ${order.companyName}:`,
        '',
        `Revisamos tu orden de publicidad #${String(order.id)} y no pudimos aprobarla.`,
        `Motivo: ${reason}`,
        '',
        'Si tienes preguntas o quieres enviar una nueva versión del anuncio, responde a este correo.',
        '',
        'Equipo de Gana Más',
      ].join('\n'),
    });
    return { order, notified: true };
  } catch (error) {
    console.error(`[mail] no se pudo notificar el rechazo de la orden #${String(order.id)}:`, error);
    return { order, notified: false };
  }
}
