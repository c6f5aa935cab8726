import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSharedTestDb } from '../tests/helpers/test-db.ts';
import { onRequest } from './middleware.ts';
import { closeAppDb } from './server/db.ts';

// Public pages read the custom code from the app's database (src/server/head-snippets.ts): a test database.
let database: Awaited<ReturnType<typeof openSharedTestDb>>;
beforeAll(async () => {
  database = await openSharedTestDb();
  vi.stubEnv('DATABASE_URL', database.url);
  vi.stubEnv('SNAPSHOT_IMPORT', 'off');
});
afterAll(async () => {
  await closeAppDb();
  await database.drop();
});

const ORIGIN = 'http://localhost:4321';

/** Runs the middleware on `path` with `next` standing for the page or the /api route. */
async function run(
  path: string,
  next: () => Promise<Response>,
  init: RequestInit = {},
  isPrerendered = false,
): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, init);
  const context = { url: new URL(request.url), request, isPrerendered } as APIContext;
  return (await onRequest(context, next)) as Response;
}

const page = () => Promise.resolve(new Response('<h1>Hola</h1>', { headers: { 'content-type': 'text/html' } }));

afterEach(() => vi.restoreAllMocks());

describe('pages', () => {
  it('get the security headers and a CSP', async () => {
    const response = await run('/powerball', page);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('keep the CSP Astro set, and immutable answers (redirects) get the headers too', async () => {
    const astroCsp = () =>
      Promise.resolve(new Response('', { headers: { 'content-security-policy': "script-src 'self' 'sha256-x'" } }));
    expect((await run('/', astroCsp)).headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-x'");
    const redirect = await run('/viejo', () => Promise.resolve(Response.redirect(`${ORIGIN}/nuevo`, 301)));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('refuse a cross-site POST and let a same-origin one through', async () => {
    const refused = await run('/contacto', page, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Solicitud de otro sitio rechazada');
    const crossSite = await run('/contacto', page, { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await run('/contacto', page, { method: 'POST', headers: { Origin: ORIGIN } })).status).toBe(200);
  });
});

describe('short and non-canonical paths', () => {
  const notCalled = (): Promise<Response> => Promise.reject(new Error('the page must not render'));

  it('answer 301 to the canonical page, keeping the query, with the page headers', async () => {
    const cases: [string, string][] = [
      ['/leidsa', '/leidsa-resultado-loteria-de-hoy'],
      ['/loto-real', '/loteria-real-de-hoy'],
      ['/quiniela', '/quiniela-loteka-resultados'],
      ['/pick-3-dia?ref=footer', '/king-lottery-pick-3-dia?ref=footer'],
      ['/Powerball/', '/powerball'],
    ];
    for (const [path, location] of cases) {
      const response = await run(path, notCalled);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
    }
    expect((await run('/leidsa', notCalled, { method: 'HEAD' })).status).toBe(301);
  });

  it('leave canonical pages, unknown paths and writes to the page', async () => {
    for (const path of ['/', '/powerball', '/contacto', '/esta-pagina-no-existe']) {
      expect((await run(path, page)).status, path).toBe(200);
    }
    expect((await run('/leidsa', page, { method: 'POST', headers: { Origin: ORIGIN } })).status).toBe(200);
  });

  it('leave pages being prerendered, which the build asks for with a trailing slash', async () => {
    expect((await run('/contacto/', page, {}, true)).status).toBe(200);
  });
});

describe('/api safety net', () => {
  it('turns a non-JSON error answer into the JSON shape, keeping its status and headers', async () => {
    const response = await run('/api/x', () =>
      Promise.resolve(new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET' } })),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Método no permitido' } });
  });

  it('leaves JSON answers alone', async () => {
    const json = Response.json(
      { error: { code: 'not_found', message: 'Ruta no encontrada: /api/x' } },
      { status: 404 },
    );
    expect(await (await run('/api/x', () => Promise.resolve(json))).json()).toEqual({
      error: { code: 'not_found', message: 'Ruta no encontrada: /api/x' },
    });
  });

  it('answers a thrown error 500 in the shape and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await run('/api/x', () => Promise.reject(new Error('boom')));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Error interno del servidor' } });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
