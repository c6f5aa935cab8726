/**
 * /api/admin/ad-orders (spec: admin calls), behind the admin guard of routes/admin.ts: `GET /` → every order,
 * newest first; `POST /:id/payment { paymentNote }` → the order, with a payment received outside PayPal recorded
 * (409 when it is not pending or has a payment already); `POST /:id/approve` (no body) → `{ order, ads }` (one ad
 * per ordered position), 409 with the reason while no payment is recorded ('Pendiente de pago', decision 081);
 * `POST /:id/reject { reason }` → `{ order, notified }` (the advertiser is mailed). Only pending or paid orders:
 * 409 otherwise.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { paymentNoteSchema, rejectOrderSchema } from '../../../src/lib/schemas/ad-order-review.ts';
import {
  adOrdersForReview,
  approveAdOrder,
  recordManualPayment,
  rejectAdOrder,
} from '../../../src/server/services/ad-order-review.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminAdOrders = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await adOrdersForReview(c.var.ctx)))
  .post('/:id/payment', validate('param', idParam), validate('json', paymentNoteSchema), async (c) =>
    c.json(await recordManualPayment(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/approve', validate('param', idParam), async (c) =>
    c.json(await approveAdOrder(c.var.ctx, c.req.valid('param').id)),
  )
  .post('/:id/reject', validate('param', idParam), validate('json', rejectOrderSchema), async (c) =>
    c.json(await rejectAdOrder(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
  );
