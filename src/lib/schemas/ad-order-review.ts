/** The admin's rejection of an ad order (spec: validation "Reject order"), parsed by the dialog and the route. */
import { z } from 'zod';
import { multilineText } from './text.ts';

export const REJECTION_REASON_REQUIRED = 'Debes proporcionar una razón para el rechazo.';

export const rejectOrderSchema = z.object({
  reason: multilineText(REJECTION_REASON_REQUIRED)
    .trim()
    .min(1, REJECTION_REASON_REQUIRED)
    .max(1000, 'La razón admite hasta 1000 caracteres.'),
});

export type RejectOrderInput = z.output<typeof rejectOrderSchema>;
