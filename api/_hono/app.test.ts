import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
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
