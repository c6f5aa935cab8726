/**
 * The admin's review of an ad order (spec: validation "Reject order"; decision 038 for unpaid approvals),
 * parsed by the dialogs and the routes.
 */
import { z } from 'zod';
import { multilineText } from './text.ts';

export const REJECTION_REASON_REQUIRED = 'Debes proporcionar una razón para el rechazo.';
export const PAYMENT_NOTE_REQUIRED = 'Indica cómo se pagó la orden (por ejemplo, la transferencia bancaria recibida).';
/** The 400 message when an unpaid order is approved without the confirmation and the note. */
export const UNPAID_APPROVAL_MESSAGE =
  'Esta orden no está pagada: para aprobarla confirma que la apruebas sin pago en PayPal e indica una nota de pago.';
export const CONFIRM_UNPAID_REQUIRED = 'Confirma que apruebas la orden sin pago en PayPal.';

export const rejectOrderSchema = z.object({
  reason: multilineText(REJECTION_REASON_REQUIRED)
    .trim()
    .min(1, REJECTION_REASON_REQUIRED)
    .max(1000, 'La razón admite hasta 1000 caracteres.'),
});

export type RejectOrderInput = z.output<typeof rejectOrderSchema>;

/** The note of an approval without a PayPal payment (how the advertiser paid). */
export const paymentNoteSchema = z.object({
  paymentNote: z
    .string(PAYMENT_NOTE_REQUIRED)
    .trim()
    .min(1, PAYMENT_NOTE_REQUIRED)
    .max(500, 'La nota de pago admite hasta 500 caracteres.'),
});

export type PaymentNoteInput = z.output<typeof paymentNoteSchema>;

/**
 * An approval: nothing for a paid order; an unpaid one needs `confirmUnpaid: true` and a `paymentNote`
 * (the service checks that, since it depends on the stored order).
 */
export const approveOrderSchema = paymentNoteSchema.partial().extend({ confirmUnpaid: z.boolean().optional() });

export type ApproveOrderInput = z.output<typeof approveOrderSchema>;
