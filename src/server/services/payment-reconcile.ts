/**
 * Reconciliation of ad order payments with PayPal (decision 038): an unpaid order whose capture attempt is
 * older than RECONCILE_AFTER_MS (its request crashed, timed out or is long gone) is looked up with Orders v2
 * GET. COMPLETED with a verified capture: recorded as paid (the capture's own path, logged). APPROVED and
 * still pending: captured again with the order's idempotency key, so PayPal answers the first capture if it
 * happened. Anything else stays as it is. Runs at start and on every cron tick; safe to run concurrently.
 */
import { unsettledCaptureAttempts } from '../../../db/queries/ad-orders.ts';
import type { AdOrderRow } from '../../../db/schema/index.ts';
import type { PaypalClient } from '../paypal.ts';
import { capturePayment, recordPayment } from './ad-orders.ts';
import type { ServiceContext } from './context.ts';

/** Milliseconds after its attempt before a capture is reconciled: past PayPal's timeout (15 s), so a capture
 * still in flight in its own request is left to it. */
export const RECONCILE_AFTER_MS = 60_000;

/** What a reconciliation did: the ids of the orders it recorded as paid and of those it left unpaid. */
export interface ReconcileReport {
  paid: number[];
  unsettled: number[];
}

/** Settles one order from PayPal's view of it. @returns whether it is paid now. @throws PaypalError, ApiError */
async function reconcileOrder(ctx: ServiceContext, paypal: PaypalClient, order: AdOrderRow): Promise<boolean> {
  const paypalOrderId = order.paypalOrderId as string;
  const shown = await paypal.getOrder(paypalOrderId);
  if (shown.status === 'COMPLETED') return (await recordPayment(ctx, order, shown, 'conciliación')) !== null;
  // An order an admin approved, or recorded as paid outside PayPal, is never captured: that would charge twice.
  if (shown.status !== 'APPROVED' || order.status !== 'pending' || order.paymentNote !== null) return false;
  return (await capturePayment(ctx, paypal, paypalOrderId, undefined, 'conciliación')).paidAt !== null;
}

/**
 * Reconciles every unpaid order with a capture attempt older than RECONCILE_AFTER_MS before `ctx.now`. An
 * order whose lookup fails is reported unsettled (and printed); the others go on.
 */
export async function reconcilePayments(ctx: ServiceContext, paypal: PaypalClient): Promise<ReconcileReport> {
  const due = await unsettledCaptureAttempts(ctx.db, new Date(ctx.now.getTime() - RECONCILE_AFTER_MS));
  const report: ReconcileReport = { paid: [], unsettled: [] };
  for (const order of due) {
    const paid = await reconcileOrder(ctx, paypal, order).catch((error: unknown) => {
      console.error(`[pagos] no se pudo conciliar la orden #${String(order.id)}:`, error);
      return false;
    });
    report[paid ? 'paid' : 'unsettled'].push(order.id);
  }
  return report;
}

/**
 * The start's and the cron tick's reconciliation, with the run's context (its `paypal()`): nothing when PayPal is not configured; never throws (a
 * failure is printed), so it cannot stop the start or the tick. Prints the orders it recorded as paid.
 */
export async function reconcilePaymentsNow(ctx: ServiceContext): Promise<ReconcileReport | null> {
  const paypal = ctx.paypal();
  if (!paypal) return null;
  try {
    const report = await reconcilePayments(ctx, paypal.client);
    if (report.paid.length > 0) console.log(`[pagos] órdenes conciliadas como pagadas: ${report.paid.join(', ')}`);
    return report;
  } catch (error) {
    console.error('[pagos] la conciliación con PayPal falló:', error);
    return null;
  }
}
