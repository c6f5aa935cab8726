/**
 * Ads API (spec section 7): `GET /` lists the servable ads of a page (route-cached 300000 ms under the ads
 * tag, dropped when an ad changes). `POST /:id/impression` counts an impression of a live ad and answers
 * `{ token }`; `POST /:id/click` with `{ token }` counts that impression's one click and answers
 * `{ counted: true }` (decision 039). Refusals: 400 bad input, 403 forged or expired token, 404 unknown ad,
 * 409 ad not live or click already counted, 429 per-IP limit; nothing is counted then.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AD_POSITION_IDS, pageKindOf } from '../../../src/lib/ads.ts';
import { routeTarget } from '../../../src/lib/catalogue/index.ts';
import { ADS_TAG } from '../../../src/server/cache.ts';
import { countClick, countImpression } from '../../../src/server/services/ad-events.ts';
import { adsForPage } from '../../../src/server/services/ads.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';

const listQuery = z.object({
  position: z.enum(AD_POSITION_IDS as [string, ...string[]], { error: 'posición desconocida' }).optional(),
  page: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9/-]*$/, 'page debe ser una ruta como /leidsa')
    .optional(),
});
const adId = z.object({
  id: z.coerce
    .number({ error: 'id inválido' })
    .int('id inválido')
    .positive('id inválido')
    .max(2 ** 31 - 1, 'id inválido'),
});
/** The click token an impression answered: a compact JWS (three base64url parts). */
const clickBody = z.object({
  token: z
    .string({ error: 'token es obligatorio' })
    .max(1000, 'token no es el de una impresión')
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'token no es el de una impresión'),
});

export const advertisements = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { position, page } = c.req.valid('query');
    const kind = page === undefined ? null : pageKindOf(page, routeTarget(page)?.kind);
    const ads = await adsForPage(c.var.ctx, { page: kind, position });
    c.var.ctx.cache.tag([ADS_TAG]);
    return c.json(ads);
  })
  .post('/:id/impression', validate('param', adId), async (c) => {
    const token = await countImpression(c.var.ctx, c.req.valid('param').id);
    return c.json({ token });
  })
  .post('/:id/click', validate('param', adId), validate('json', clickBody), async (c) => {
    await countClick(c.var.ctx, c.req.valid('param').id, c.req.valid('json').token);
    return c.json({ counted: true });
  });
