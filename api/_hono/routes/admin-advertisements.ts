/**
 * /api/admin/advertisements (spec: admin calls), behind the admin guard of routes/admin.ts:
 * `GET /` → every ad with its counters; `POST /` (ad fields, `pages` a one-item list) → 201 the ad;
 * `PUT /:id` (ad fields) → the ad; `DELETE /:id` → `{ ok: true }`. Writes go through the ads service (log
 * entry in the same transaction) and drop every cached page with ads, so public pages change at once.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { adInputSchema } from '../../../src/lib/schemas/advertisement.ts';
import { createAd, deleteAd, listAds, updateAd } from '../../../src/server/services/ads.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminAdvertisements = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await listAds(c.var.ctx)))
  .post('/', validate('json', adInputSchema), async (c) => c.json(await createAd(c.var.ctx, c.req.valid('json')), 201))
  .put('/:id', validate('param', idParam), validate('json', adInputSchema), async (c) =>
    c.json(await updateAd(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteAd(c.var.ctx, c.req.valid('param').id);
    return c.json({ ok: true });
  });
