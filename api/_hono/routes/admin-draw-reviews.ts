/**
 * /api/admin/draw-reviews, behind the admin guard of routes/admin.ts: `GET /` → the draws under review (newest
 * first, each with its `reviewNote` reports); `POST /:id` `{action: "keep"}` or `{action: "adopt", report}` → the
 * draw as now published. Every decision is logged.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { drawReviewDecisionSchema } from '../../../src/lib/schemas/draw-review.ts';
import { resolveDrawReview, reviewQueue } from '../../../src/server/services/draw-reviews.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminDrawReviews = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await reviewQueue(c.var.ctx)))
  .post('/:id', validate('param', idParam), validate('json', drawReviewDecisionSchema), async (c) =>
    c.json(await resolveDrawReview(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
  );
