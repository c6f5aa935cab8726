/**
 * Ads API (spec section 7): `GET /` lists the servable ads of a page (route-cached 300000 ms under the ads
 * tag, dropped when an ad changes); `POST /:id/impression` and `POST /:id/click` count once per page view
 * (body `{ view }`, a random token per page view) and answer `{ counted }`; unknown ids answer 404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AD_POSITION_IDS, pageKindOf } from '../../../src/lib/ads.ts';
import { routeTarget } from '../../../src/lib/catalogue/index.ts';
import { ADS_TAG, cacheUnder } from '../../../src/server/cache.ts';
import { adsForPage, recordAdEvent } from '../../../src/server/services/ads.ts';
import { astroOf, requestContext, type AppEnv } from '../env.ts';
import { validate } from '../errors.ts';

const listQuery = z.object({
  position: z.enum(AD_POSITION_IDS as [string, ...string[]], { error: 'posición desconocida' }).optional(),
  page: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9/-]*$/, 'page debe ser una ruta como /leidsa')
    .optional(),
});
const adId = z.object({ id: z.coerce.number({ error: 'id inválido' }).int('id inválido').positive('id inválido') });
/** The page-view token: random, URL-safe, 16 to 64 characters. */
const eventBody = z.object({
  view: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'view debe ser un identificador de vista de página'),
});

export const advertisements = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { position, page } = c.req.valid('query');
    const kind = page === undefined ? null : pageKindOf(page, routeTarget(page)?.kind);
    const ads = await adsForPage(requestContext(c), { page: kind, position });
    cacheUnder(astroOf(c)?.cache, [ADS_TAG]);
    return c.json(ads);
  })
  .post('/:id/impression', validate('param', adId), validate('json', eventBody), async (c) => {
    const counted = await recordAdEvent(
      requestContext(c),
      c.req.valid('param').id,
      'impression',
      c.req.valid('json').view,
    );
    return c.json({ counted });
  })
  .post('/:id/click', validate('param', adId), validate('json', eventBody), async (c) => {
    const counted = await recordAdEvent(requestContext(c), c.req.valid('param').id, 'click', c.req.valid('json').view);
    return c.json({ counted });
  });
