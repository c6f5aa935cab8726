import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
/** GET /api/find-similar-url/:path with `encodedPath` as the path, as the browser sends it. */
const lookUp = async (encodedPath: string) => {
  const response = await clientOf(app)['find-similar-url'][':path{.+}'].$get({ param: { path: encodedPath } });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
});
afterAll(async () => handle.close());

describe('GET /api/find-similar-url/:path', () => {
  it('answers the closest page of a typo with its Dice similarity', async () => {
    const { status, headers, body } = await lookUp(encodeURIComponent('/powerbal'));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body).toMatchObject({ path: '/powerbal', redirect: '/powerball', automatic: true });
    expect(body.similarity).toBeCloseTo(0.93, 2);
  });

  it('takes the path without its leading slash, in any case, and leads names to their canonical page', async () => {
    const privacy = (await lookUp('Privacy')).body;
    expect(privacy).toMatchObject({ path: '/privacy', redirect: '/privacidad', automatic: false });
    expect(privacy.similarity).toBeCloseTo(0.67, 2);
    expect((await lookUp('mega-millions')).body).toMatchObject({
      redirect: '/numeros-ganadores-loteria-mega-millions',
      similarity: 1,
    });
  });

  it('leads a path naming an operator to its category page, to be opened by itself', async () => {
    expect((await lookUp('leidsa-resultados')).body).toEqual({
      path: '/leidsa-resultados',
      redirect: '/leidsa-resultado-loteria-de-hoy',
      similarity: 1,
      automatic: true,
    });
  });

  it('takes a path of several segments, encoded or written out', async () => {
    const encoded = await lookUp(encodeURIComponent('/loteka/quiniela'));
    const written = await lookUp('loteka/quiniela');
    expect(encoded.status).toBe(200);
    expect(written.body).toEqual(encoded.body);
    expect(encoded.body).toMatchObject({ path: '/loteka/quiniela' });
  });

  it('answers 404 in the error shape when nothing is similar enough', async () => {
    const { status, body } = await lookUp(encodeURIComponent('/pagina-que-no-existe'));
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'not_found', message: 'No hay una página parecida a /pagina-que-no-existe' },
    });
  });

  it('never looks up admin or order pages', async () => {
    for (const path of ['/admin/postss', '/anunciarr', '/administrador']) {
      expect((await lookUp(encodeURIComponent(path))).status, path).toBe(404);
    }
  });

  it('refuses an over-long path with 400 and answers 404 without a path', async () => {
    const { status, body } = await lookUp('a'.repeat(301));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'bad_request' } });
    expect((await app.request('/api/find-similar-url/')).status).toBe(404);
  });
});
