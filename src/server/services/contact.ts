/** Contact messages sent by visitors through the contact form, at most `CONTACT_LIMIT` per IP per window. */
import { insertContactMessage, messageTimesFrom } from '../../../db/queries/contact-messages.ts';
import type { ContactMessageRow } from '../../../db/schema/index.ts';
import type { ContactInput } from '../../lib/schemas/contact.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** Messages one IP may send per window. */
const CONTACT_LIMIT = 5;
/** The rate-limit window, in milliseconds (10 minutes). */
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores a visitor's message with the request's IP and time (`ctx.ip`, `ctx.now`).
 * @throws ApiError `too_many_requests` (with `Retry-After` in seconds) when the IP already sent
 *   `CONTACT_LIMIT` messages in the last `CONTACT_WINDOW_MS`.
 */
export async function sendContactMessage(ctx: ServiceContext, input: ContactInput): Promise<ContactMessageRow> {
  if (ctx.ip) await assertUnderLimit(ctx, ctx.ip);
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

async function assertUnderLimit(ctx: ServiceContext, ip: string): Promise<void> {
  const times = await messageTimesFrom(ctx.db, ip, new Date(ctx.now.getTime() - CONTACT_WINDOW_MS));
  const oldestCounted = times[times.length - CONTACT_LIMIT];
  if (!oldestCounted) return;
  const freedAt = oldestCounted.getTime() + CONTACT_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((freedAt - ctx.now.getTime()) / 1000));
  throw new ApiError('too_many_requests', 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.', {
    headers: { 'Retry-After': String(retryAfter) },
  });
}
