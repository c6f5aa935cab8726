/**
 * Web Push alerts ('Avísame'):
 * - GET /api/push/public-key: `{ publicKey }`, the VAPID key browsers subscribe with;
 * - POST /api/push/subscriptions: `{ endpoint, keys: { p256dh, auth }, gameIds }` adds the games to the
 *   browser's subscription (rate-limited per IP); 201 `{ gameIds }`, every game it follows now; 400 for an
 *   endpoint at a push service the configuration does not allow or a p256dh off the P-256 curve, 503 when a new
 *   browser would pass the cap on subscriptions (decision 074);
 * - DELETE /api/push/subscriptions: `{ endpoint, gameIds? }` stops those games (all when absent); 200
 *   `{ gameIds }`, the games it still follows.
 * Bodies are JSON parsed with the island's own schemas (400 with the issues otherwise). With no VAPID keys
 * configured every route answers 503 `unavailable`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../src/lib/schemas/push.ts';
import { ApiError } from '../../../src/server/errors.ts';
import type { PushConfig } from '../../../src/server/push-config.ts';
import { subscribePush, unsubscribePush } from '../../../src/server/services/push.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';

/** Largest body accepted, in bytes (a subscription with 50 game ids is under 4 kB). */
const MAX_BODY_BYTES = 8 * 1024;

const limited = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', 'La suscripción es demasiado grande.');
  },
});

/** The push configuration, or 503 when alerts are off. */
const configOf = (config: PushConfig | null): PushConfig => {
  if (!config) throw new ApiError('unavailable', 'Los avisos no están disponibles en este sitio.');
  return config;
};

const enabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  configOf(c.var.ctx.push());
  await next();
};

export const push = new Hono<AppEnv>()
  .get('/public-key', (c) => {
    const { publicKey } = configOf(c.var.ctx.push());
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ publicKey });
  })
  .post('/subscriptions', enabled, limited, validate('json', pushSubscriptionSchema), async (c) => {
    const gameIds = await subscribePush(c.var.ctx, configOf(c.var.ctx.push()), c.req.valid('json'));
    return c.json({ gameIds }, 201);
  })
  .delete('/subscriptions', enabled, limited, validate('json', pushUnsubscribeSchema), async (c) => {
    const gameIds = await unsubscribePush(c.var.ctx, c.req.valid('json'));
    return c.json({ gameIds });
  });
