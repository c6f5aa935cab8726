import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { expectConsole } from '../../tests/helpers/console.ts';
import { holdLock, openTestDb, rowsOf } from '../../tests/helpers/test-db.ts';
import { createApp } from './app.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unusedFetch = async (): Promise<Response> => {
  throw new Error('no network in tests');
};

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: async () => handle, fetcher: unusedFetch });
});
afterAll(async () => handle.close());

const ORIGIN = 'http://localhost:4321';
const call = async (path: string, init?: RequestInit) => {
  const response = await app.request(`${ORIGIN}${path}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

describe('the /api app', () => {
  it('answers an unknown path 404 in the JSON shape', async () => {
    const { status, headers, body } = await call('/api/nada/por/aqui?x=1');
    expect(status).toBe(404);
    expect(headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { code: 'not_found', message: 'Ruta no encontrada: /api/nada/por/aqui' } });
  });

  it.each([
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['PUT', '/api/lottery/dominicana', 'GET, HEAD'],
    ['POST', '/api/lottery/history/PowerBall', 'GET, HEAD'],
    ['PATCH', '/api/lottery/loteka', 'GET, HEAD'],
    ['OPTIONS', '/api/health', 'GET, HEAD'],
  ])('answers a same-origin %s %s 405 with Allow', async (method, path, allow) => {
    const { status, headers, body } = await call(path, { method, headers: { Origin: ORIGIN } });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe(allow);
    expect(body).toEqual({
      error: { code: 'method_not_allowed', message: `Método ${method} no permitido en ${path}` },
    });
  });

  it('still answers 404 (not 405) for a method on an unknown path', async () => {
    expect((await call('/api/nada', { method: 'DELETE', headers: { Origin: ORIGIN } })).status).toBe(404);
  });

  it('refuses a cross-site form post with a JSON 403', async () => {
    const { status, body } = await call('/api/lottery/dominicana', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: 'a=1',
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'forbidden', message: 'Origen no permitido' } });
  });

  it('refuses an unsafe method without Origin (a form post or a non-browser client) with a JSON 403', async () => {
    expect(await call('/api/health', { method: 'DELETE' })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
  });

  it('sends the security headers on answers and errors', async () => {
    for (const path of ['/api/health', '/api/nada']) {
      const { headers } = await call(path);
      expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('X-Frame-Options')).toBe('DENY');
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('a request whose PostgreSQL connection is terminated mid-query', () => {
  it('answers a GET after running its read again', async () => {
    expectConsole('warn', 'lectura repetida tras perder la conexión');
    const lock = await holdLock(handle.db, 'draws');
    const answer = app.request(`${ORIGIN}/api/lottery/dominicana`);
    await lock.terminateWaiter();
    await lock.release();
    expect((await answer).status).toBe(200);
  });

  it('answers a POST 503 with Retry-After and stores nothing', async () => {
    expectConsole('error', 'database connection lost');
    const lock = await holdLock(handle.db, 'contact_messages');
    const answer = app.request(`${ORIGIN}/api/contacto`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ nombre: 'Ana', email: 'ana@example.com', mensaje: 'Hola' }),
    });
    await lock.terminateWaiter();
    await lock.release();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'Servicio no disponible temporalmente. Intenta de nuevo en unos segundos.',
      },
    });
    expect(await rowsOf(handle.db, sql`select * from contact_messages`)).toEqual([]);
  });
});
