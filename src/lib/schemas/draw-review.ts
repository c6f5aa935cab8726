/**
 * An admin's decision on a draw under review (POST /api/admin/draw-reviews/:id): keep the published values, or
 * adopt what one of the other sources reported (`report`: its index in the draw's review notes).
 */
import { z } from 'zod';

export const drawReviewDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('keep') }),
    z.object({
      action: z.literal('adopt'),
      report: z.number('Elige el valor de una fuente.').int().min(0).max(99),
    }),
  ],
  { error: 'La decisión es "keep" o "adopt".' },
);

export type DrawReviewDecision = z.output<typeof drawReviewDecisionSchema>;
