/**
 * How an ad order stands with its payment, as the admin reads it in the list and the detail (decision 038).
 * Pure: dates arrive as `Date` (server) or ISO strings (the admin's JSON).
 */

/** paid: a capture verified with PayPal; manual: approved unpaid with an admin's payment note (e.g. bank
 * transfer); verifying: a capture was attempted and its outcome is being reconciled; unpaid: nothing yet. */
export type PaymentState = 'paid' | 'manual' | 'verifying' | 'unpaid';

/** The payment facts of an order. */
interface PaymentFacts {
  paidAt: Date | string | null;
  captureAttemptedAt: Date | string | null;
  paymentNote: string | null;
}

/** The payment state of `order`. */
export function paymentStateOf(order: PaymentFacts): PaymentState {
  if (order.paidAt !== null) return 'paid';
  if (order.paymentNote !== null) return 'manual';
  return order.captureAttemptedAt === null ? 'unpaid' : 'verifying';
}

/** The Spanish badge text of each payment state. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Pagado',
  manual: 'Pago fuera de PayPal',
  verifying: 'Pago en verificación',
  unpaid: 'Pendiente de pago',
};
