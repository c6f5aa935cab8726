/**
 * The admin's review of an ad order (spec: validation "Reject order"; decisions 038 and 081 for payments
 * received outside PayPal), parsed by the dialogs and the routes.
 */
import { z } from 'zod';
import { multilineText } from './text.ts';

export const REJECTION_REASON_REQUIRED = 'Debes proporcionar una razón para el rechazo.';
export const PAYMENT_NOTE_REQUIRED = 'Indica cómo se pagó la orden (por ejemplo, la transferencia bancaria recibida).';

export const rejectOrderSchema = z.object({
  reason: multilineText(REJECTION_REASON_REQUIRED)
    .trim()
    .min(1, REJECTION_REASON_REQUIRED)
    .max(1000, 'La razón admite hasta 1000 caracteres.'),
});

export type RejectOrderInput = z.output<typeof rejectOrderSchema>;

/** A payment received outside PayPal, as the admin records it: how the advertiser paid. */
export const paymentNoteSchema = z.object({
  paymentNote: z
    .string(PAYMENT_NOTE_REQUIRED)
    .trim()
    .min(1, PAYMENT_NOTE_REQUIRED)
    .max(500, 'La nota de pago admite hasta 500 caracteres.'),
});

export type PaymentNoteInput = z.output<typeof paymentNoteSchema>;
