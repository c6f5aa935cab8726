/**
 * /api/admin/ad-orders (spec: admin calls), behind the admin guard of routes/admin.ts: `GET /` → every order,
 * newest first; `POST /:id/approve` (body optional; `{ confirmUnpaid: true, paymentNote }` required for an
 * unpaid order, 400 without) → `{ order, ads }` (one ad per ordered position); `POST /:id/reject { reason }` →
 * `{ order, notified }` (the advertiser is mailed). Only pending or paid orders: 409 otherwise.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { approveOrderSchema, rejectOrderSchema } from '../../../src/lib/schemas/ad-order-review.ts';
import { adOrdersForReview, approveAdOrder, rejectAdOrder } from '../../../src/server/services/ad-order-review.ts';
import { actingAdmin, type AdminEnv } from '../admin-env.ts';
import { optionalJson, validate } from '../errors.ts';
import { astroOf } from '../env.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminAdOrders = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await adOrdersForReview(actingAdmin(c))))
  .post('/:id/approve', validate('param', idParam), async (c) => {
    const input = approveOrderSchema.parse(optionalJson(await c.req.text()));
    return c.json(await approveAdOrder(actingAdmin(c), c.req.valid('param').id, input, astroOf(c)?.cache));
  })
  .post('/:id/reject', validate('param', idParam), validate('json', rejectOrderSchema), async (c) =>
    c.json(await rejectAdOrder(actingAdmin(c), c.req.valid('param').id, c.req.valid('json'), c.var.mailer())),
  );
