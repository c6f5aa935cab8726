/**
 * How an ad order stands with its payment, as the admin reads it in the list and the detail (decision 038), and
 * whether it may be approved (decision 081: only with a payment recorded).
 * Pure: dates arrive as `Date` (server) or ISO strings (the admin's JSON).
 */

/** paid: a capture verified with PayPal; manual: an admin recorded a payment outside PayPal with a note (e.g.
 * bank transfer); verifying: a capture was attempted and its outcome is being reconciled; unpaid: nothing yet. */
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

/** Why an order in `state` cannot be approved yet, as the admin reads it; null when it can (paid, or manual). */
const APPROVAL_BLOCKED: Record<PaymentState, string | null> = {
  paid: null,
  manual: null,
  verifying:
    'No se puede aprobar: el pago está en verificación con PayPal. Se podrá aprobar cuando PayPal lo confirme o cuando registres un pago recibido por otra vía.',
  unpaid:
    'No se puede aprobar: la orden está pendiente de pago. Se podrá aprobar cuando PayPal confirme el pago o cuando registres un pago recibido por otra vía.',
};

/** Why `order` cannot be approved yet (Spanish), or null when its payment is recorded (decision 081). */
export const approvalBlockedReason = (order: PaymentFacts): string | null => APPROVAL_BLOCKED[paymentStateOf(order)];
