import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/server/errors.ts';
import { expectConsole } from '../../tests/helpers/console.ts';
import { useTestDb } from '../../tests/helpers/test-db.ts';
import { handleError, validate } from './errors.ts';

const signup = z.object({
  email: z.email('correo inválido'),
  age: z.coerce.number().int('edad entera').min(18, 'mayor de edad'),
});

const handle = useTestDb();
const app = new Hono()
  .get('/zod', validate('query', signup), (c) => c.json(c.req.valid('query')))
  .get('/parse', () => {
    signup.parse({ email: 'x', age: 1 });
    return new Response('unreachable');
  })
  .get('/api-error', () => {
    throw new ApiError('too_many_requests', 'Demasiados intentos', { headers: { 'Retry-After': '60' } });
  })
  .get('/conflict', () => {
    throw new ApiError('conflict', 'El usuario ya existe', { issues: [{ path: ['username'], message: 'ya existe' }] });
  })
  .use('/bearer', bearerAuth({ token: 'secret-token-of-tests' }))
  .get('/bearer', (c) => c.text('ok'))
  .get('/http/:status', (c) => {
    throw new HTTPException(Number(c.req.param('status')) as 400, { message: c.req.query('m') });
  })
  .get('/boom', () => {
    throw new TypeError('db password is hunter2');
  })
  .get('/db/nul', async () => handle.db.execute(sql`select ${'a\u0000b'}::text`).then(() => new Response('stored')))
  .get('/db/not-a-number', async () => handle.db.execute(sql`select ${'x'}::int`).then(() => new Response('read')))
  .get('/db/terminated', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new Error('Failed query: insert into "posts" ...', { cause: terminated });
  })
  .onError(handleError);

const call = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

afterEach(() => vi.restoreAllMocks());

describe('handleError', () => {
  it('answers a validation failure 400 with every zod issue', async () => {
    const { status, body } = await call('/zod?email=nope&age=2.5');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'bad_request',
        message: 'email: correo inválido; age: edad entera',
        issues: [
          { path: ['email'], message: 'correo inválido' },
          { path: ['age'], message: 'edad entera' },
        ],
      },
    });
  });

  it('lets valid input through validate()', async () => {
    expect(await call('/zod?email=ana@example.com&age=30')).toMatchObject({
      status: 200,
      body: { email: 'ana@example.com', age: 30 },
    });
  });

  it('maps a ZodError thrown by a service the same way', async () => {
    const { status, body } = await call('/parse');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        issues: [
          { path: ['email'], message: 'correo inválido' },
          { path: ['age'], message: 'mayor de edad' },
        ],
      },
    });
  });

  it('answers an ApiError with its status, body and headers', async () => {
    const limited = await call('/api-error');
    expect(limited).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_requests', message: 'Demasiados intentos' } },
    });
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await call('/conflict')).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'El usuario ya existe',
          issues: [{ path: ['username'], message: 'ya existe' }],
        },
      },
    });
  });

  it("keeps an HTTPException's status and headers and gives it a Spanish message when it has none", async () => {
    const { status, headers, body } = await call('/bearer');
    expect(status).toBe(401);
    expect(headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { code: 'unauthorized', message: 'No autorizado' } });
  });

  it.each([
    ['/http/403', 403, { code: 'forbidden', message: 'Acceso denegado' }],
    ['/http/413?m=Archivo%20muy%20grande', 413, { code: 'payload_too_large', message: 'Archivo muy grande' }],
    ['/http/418', 418, { code: 'bad_request', message: 'Solicitud inválida' }],
    ['/http/503', 503, { code: 'unavailable', message: 'Servicio no disponible temporalmente' }],
  ])('labels an HTTPException %s by its status', async (path, status, error) => {
    expect(await call(path)).toMatchObject({ status, body: { error } });
  });

  it('answers an unknown error 500 with a generic message and logs it once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('/boom')).toMatchObject({
      status: 500,
      body: { error: { code: 'internal', message: 'Error interno del servidor' } },
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'db password is hunter2' }));
  });

  it.each([
    ['a NUL PostgreSQL cannot store (22021)', '/db/nul'],
    ['text where PostgreSQL wants a number (22P02)', '/db/not-a-number'],
  ])('answers %s 400, not 500, without logging', async (_, path) => {
    expect(await call(path)).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message: 'La solicitud contiene datos no válidos.' } },
    });
  });

  it('answers a query whose connection was terminated 503 with Retry-After, and logs it', async () => {
    expectConsole('error', 'database connection lost');
    const { status, headers, body } = await call('/db/terminated');
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('5');
    expect(body).toEqual({
      error: {
        code: 'unavailable',
        message: 'Servicio no disponible temporalmente. Intenta de nuevo en unos segundos.',
      },
    });
  });
});
