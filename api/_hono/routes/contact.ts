/**
 * POST /api/contacto (spec: contact form). JSON only; the body is parsed with the form's own schema, a filled
 * honeypot is refused, and the service stores the message (rate-limited per IP). Answers 201 `{ id }`.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contactSchema, HONEYPOT_FIELD } from '../../../src/lib/schemas/contact.ts';
import { ApiError } from '../../../src/server/errors.ts';
import { sendContactMessage } from '../../../src/server/services/contact.ts';
import type { AppEnv } from '../env.ts';
import { fromZodError } from '../errors.ts';

/** Largest body accepted, in bytes (the longest valid message is about 5.5 kB of text). */
const MAX_BODY_BYTES = 32 * 1024;

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw new ApiError('unsupported_media_type', 'Envíe el formulario como JSON (Content-Type: application/json).');
  }
  try {
    return await c.req.json();
  } catch (error) {
    throw new ApiError('bad_request', 'El cuerpo no es JSON válido.', { cause: error });
  }
}

const honeypotFilled = (body: unknown) =>
  typeof body === 'object' && body !== null && Boolean((body as Record<string, unknown>)[HONEYPOT_FIELD]);

export const contact = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError('payload_too_large', 'El mensaje es demasiado grande.');
    },
  }),
  async (c) => {
    const body = await jsonBody(c);
    if (honeypotFilled(body)) throw new ApiError('bad_request', 'No se pudo enviar el mensaje.');
    const input = contactSchema.safeParse(body);
    if (!input.success) throw fromZodError(input.error, 'Revise los campos marcados.');
    const message = await sendContactMessage(c.var.ctx, input.data);
    return c.json({ id: message.id }, 201);
  },
);
