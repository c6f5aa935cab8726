/**
 * The payment step (PayPal Orders v2): GET /setup gives the browser SDK its client id; POST /order
 * `{ orderId }` creates the PayPal order for the stored amount (any amount in the body is ignored) and answers
 * `{ id }`; POST /order/:id/capture captures PayPal order :id and answers the verified result.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CURRENCY, PAYMENT_INTENT } from '../../../src/lib/pricing.ts';
import { ApiError } from '../../../src/server/errors.ts';
import type { PaypalAccess } from '../../../src/server/paypal.ts';
import { capturePayment, startPayment } from '../../../src/server/services/ad-orders.ts';
import type { AppEnv } from '../env.ts';
import { optionalJsonBody, validate } from '../errors.ts';

const orderBody = z.object({ orderId: z.number().int().positive() });
const captureParam = z.object({ id: z.string().regex(/^[A-Z0-9-]{1,64}$/, 'Pago de PayPal desconocido.') });
const captureBody = z.object({ orderId: z.number().int().positive().optional() });

/** The request's PayPal (`ctx.paypal`). @throws ApiError `unavailable` when not configured (503). */
const configured = (c: Context<AppEnv>): PaypalAccess => {
  const access = c.var.ctx.paypal();
  if (!access) throw new ApiError('unavailable', 'No se pudo conectar con PayPal. Intenta de nuevo en unos minutos.');
  return access;
};

/** The payment routes over the request's PayPal (not configured: every route answers 503). */
export const paypalRoutes = new Hono<AppEnv>()
  .get('/setup', (c) => {
    const { client, environment } = configured(c);
    return c.json({ clientId: client.clientId, environment, currency: CURRENCY, intent: PAYMENT_INTENT });
  })
  .post('/order', validate('json', orderBody), async (c) => {
    const id = await startPayment(c.var.ctx, configured(c).client, c.req.valid('json').orderId);
    return c.json({ id }, 201);
  })
  .post('/order/:id/capture', validate('param', captureParam), optionalJsonBody(captureBody), async (c) => {
    const paypalOrderId = c.req.valid('param').id;
    const { orderId } = c.req.valid('json');
    const order = await capturePayment(c.var.ctx, configured(c).client, paypalOrderId, orderId);
    return c.json({
      id: paypalOrderId,
      status: 'COMPLETED',
      orderId: order.id,
      transactionId: order.paypalCaptureId,
    });
  });
