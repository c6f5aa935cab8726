import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { contactMessages, rateLimits } from '../../../db/schema/index.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unusedFetch = async (): Promise<Response> => {
  throw new Error('no network in tests');
};
const valid = {
  nombre: 'María Pérez',
  email: 'maria@example.com',
  telefono: '+1 809 555 0123',
  asunto: 'Resultados de Leidsa',
  mensaje: '¿A qué hora publican el Loto?',
  tipo: 'soporte',
};
/**
 * Posts any `body` (the invalid ones the typed client would not send) as the site's own page at `ip` would (same
 * origin; Astro's clientAddress), JSON unless told otherwise.
 */
const post = async (body: unknown, { ip = '203.0.113.7', type = 'application/json' } = {}) => {
  const response = await app.request(
    '/api/contacto',
    {
      method: 'POST',
      headers: { 'content-type': type, origin: 'http://localhost' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { astro: { clientAddress: ip } },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
};
const stored = () => handle.db.select().from(contactMessages).orderBy(desc(contactMessages.id));

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: async () => handle, fetcher: unusedFetch });
});
beforeEach(async () => {
  await handle.db.delete(contactMessages);
  await handle.db.delete(rateLimits);
});
afterAll(async () => handle.close());

describe('POST /api/contacto', () => {
  it('stores a valid message with the sender IP and answers 201 with its id', async () => {
    const contacto = clientOf(app, { astro: { clientAddress: '203.0.113.7' } }).contacto;
    const response = await contacto.$post({ json: { ...valid, nombre: '  María Pérez ', sitio_web: '' } });
    expect(response.status).toBe(201);
    const [row] = await stored();
    expect(await response.json()).toEqual({ id: row!.id });
    expect(row).toMatchObject({ ...valid, nombre: 'María Pérez', ipAddress: '203.0.113.7' });
  });

  it('defaults tipo to consulta and stores empty optional fields as null', async () => {
    expect(
      (await post({ nombre: 'Ana', email: 'ana@example.com', telefono: '', asunto: '', mensaje: 'Hola' })).status,
    ).toBe(201);
    expect((await stored())[0]).toMatchObject({ tipo: 'consulta', telefono: null, asunto: null });
  });

  it('answers 400 with one issue per missing required field and stores nothing', async () => {
    const { status, body } = await post({ nombre: ' ', email: '', mensaje: '' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'bad_request',
        message: 'Revise los campos marcados.',
        issues: [
          { path: ['nombre'], message: 'Escribe tu nombre.' },
          { path: ['email'], message: 'Escribe tu correo electrónico.' },
          { path: ['mensaje'], message: 'Escribe tu mensaje.' },
        ],
      },
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['nombre', 'x'.repeat(101), 'El nombre admite hasta 100 caracteres.'],
    ['email', 'maria@', 'Escribe un correo electrónico válido.'],
    ['telefono', 'llámame', 'Escribe un teléfono válido (solo números, espacios y + - ( )).'],
    ['asunto', 'x'.repeat(151), 'El asunto admite hasta 150 caracteres.'],
    ['mensaje', 'x'.repeat(5001), 'El mensaje admite hasta 5000 caracteres.'],
    ['tipo', 'queja', 'Elige un tipo de mensaje de la lista.'],
  ])('reports an invalid %s as an issue on that field', async (field, value, message) => {
    const { status, body } = await post({ ...valid, [field]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { issues: [{ path: [field], message }] } });
  });

  it.each([
    ['mensaje', 'Hola \uD83D mundo'],
    ['nombre', 'Ana \uDC00'],
  ])('refuses a lone surrogate in %s with a field issue, storing nothing', async (field, value) => {
    const { status, body } = await post({ ...valid, [field]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { issues: [{ path: [field], message: 'Contiene caracteres no permitidos.' }] },
    });
    expect(await stored()).toEqual([]);
  });

  it('answers 415 to a form-encoded body', async () => {
    const { status, body } = await post(new URLSearchParams(valid).toString(), {
      type: 'application/x-www-form-urlencoded',
    });
    expect(status).toBe(415);
    expect(body).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Envíe el formulario como JSON (Content-Type: application/json).',
      },
    });
  });

  it('answers 413 to a body over 32 kB, storing nothing', async () => {
    const { status, body } = await post({ ...valid, mensaje: 'x'.repeat(40_000) });
    expect(status).toBe(413);
    expect(body).toEqual({ error: { code: 'payload_too_large', message: 'El mensaje es demasiado grande.' } });
    expect(await stored()).toEqual([]);
  });

  it('answers 400 to malformed JSON', async () => {
    const { status, body } = await post('{"nombre":');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'bad_request', message: 'El cuerpo no es JSON válido.' } });
  });

  it('refuses a message whose honeypot field is filled, storing nothing', async () => {
    const { status, body } = await post({ ...valid, sitio_web: 'https://spam.example' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'bad_request', message: 'No se pudo enviar el mensaje.' } });
    expect(await stored()).toEqual([]);
  });

  it('accepts five messages per IP in ten minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(201);
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.',
      },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stored()).toHaveLength(5);
    expect((await post(valid, { ip: '198.51.100.4' })).status).toBe(201);
  });
});
