/**
 * POST /api/ad-orders: a validated /anunciar order, priced on the server, stored `pending`; answers 201
 * `{ id, price, currency, companyName }` (price in whole dollars). PATCH /api/ad-orders/:id: the page's
 * `{ status: 'paid', paypalTransactionId }` confirmation, accepted only for a capture the server verified.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { adOrderInputSchema } from '../../../src/lib/schemas/ad-order.ts';
import { lineText } from '../../../src/lib/schemas/text.ts';
import { ApiError } from '../../../src/server/errors.ts';
import { confirmPaid, createAdOrder } from '../../../src/server/services/ad-orders.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';

/** Largest order body, in bytes (HTML content is capped at 50,000 characters). */
const MAX_BODY_BYTES = 256 * 1024;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const confirmSchema = z.object({ status: z.literal('paid'), paypalTransactionId: lineText().min(1).max(64) });

export const adOrders = new Hono<AppEnv>()
  .post(
    '/',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError('payload_too_large', 'La orden es demasiado grande.');
      },
    }),
    validate('json', adOrderInputSchema),
    async (c) => {
      const order = await createAdOrder(c.var.ctx, c.req.valid('json'));
      return c.json(
        { id: order.id, price: order.amountCents / 100, currency: order.currency, companyName: order.companyName },
        201,
      );
    },
  )
  .patch('/:id', validate('param', idParam), validate('json', confirmSchema), async (c) => {
    const order = await confirmPaid(c.var.ctx, c.req.valid('param').id, c.req.valid('json').paypalTransactionId);
    return c.json({ id: order.id, status: order.status });
  });
