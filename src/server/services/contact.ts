/** Contact messages sent by visitors through the contact form, at most `CONTACT_RULE.limit` per IP per window. */
import { insertContactMessage } from '../../../db/queries/contact-messages.ts';
import type { ContactMessageRow } from '../../../db/schema/index.ts';
import type { ContactInput } from '../../lib/schemas/contact.ts';
import type { ServiceContext } from './context.ts';
import { reserveOrThrow, type RateRule } from './rate-limit.ts';

/** Five messages per IP per 10-minute window (ms). */
export const CONTACT_RULE: RateRule = { bucket: 'contact-ip', limit: 5, windowMs: 10 * 60 * 1000 };
const TOO_MANY = 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.';

/**
 * Stores a visitor's message with the request's IP and time (`ctx.ip`, `ctx.now`).
 * @throws ApiError `too_many_requests` (with `Retry-After` in seconds) when the IP already sent
 *   `CONTACT_RULE.limit` messages in the current window (reserved atomically: parallel sends cannot pass it).
 */
export async function sendContactMessage(ctx: ServiceContext, input: ContactInput): Promise<ContactMessageRow> {
  if (ctx.ip) await reserveOrThrow(ctx, CONTACT_RULE, ctx.ip, TOO_MANY);
  return insertContactMessage(ctx.db, {
    nombre: input.nombre,
    email: input.email,
    telefono: input.telefono || null,
    asunto: input.asunto || null,
    mensaje: input.mensaje,
    tipo: input.tipo,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });
}
