import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../cron/bootstrap.ts';
import type { DbHandle } from '../db/client.ts';
import { openTestDb } from '../tests/helpers/test-db.ts';
import { createApp } from './_app.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unusedFetch = async (): Promise<Response> => {
  throw new Error('no network in tests');
};
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  handle = await openTestDb();
  await importSnapshot(handle.db);
  app = createApp({ db: async () => handle, fetcher: unusedFetch });
});
afterAll(async () => handle.close());

describe('GET /api/lottery/dominicana', () => {
  it('lists the latest draw of each Leidsa game from the real captures', async () => {
    const { status, body } = await get('/api/lottery/dominicana?path=/leidsa');
    expect(status).toBe(200);
    expect(body).toContainEqual(expect.objectContaining({
      name: 'Quiniela Leidsa', company: 'Leidsa', date: '2025-08-05', hour: '20:55', gameScores: ['38', '09', '45'], sourcePath: '/leidsa', route: '/quiniela-pale-leidsa',
    }));
    expect((body as { name: string }[]).map((r) => r.name).sort()).toEqual(['Loto Pool', 'Pega 3 Más', 'Quiniela Leidsa', 'Super Kino TV', 'Super Palé']);
  });

  it('labels bonus balls and filters by date', async () => {
    const { body } = await get('/api/lottery/dominicana?path=/americanas&date=2026-07-10');
    expect(body).toEqual([expect.objectContaining({
      name: 'Mega Millions', date: '2026-07-10', gameScores: ['02', '39', '44', '46', '56', { score: '23', type: 'Mega Ball' }],
    })]);
  });

  it.each([
    ['/api/lottery/dominicana?path=/nope', 'path desconocido "/nope"'],
    ['/api/lottery/dominicana?path=leidsa', 'path: path debe ser como /leidsa'],
    ['/api/lottery/dominicana?path=/leidsa&date=05-08-2025', 'date: la fecha debe ser AAAA-MM-DD'],
    ['/api/lottery/dominicana?path=/leidsa&date=2025-02-31', 'date: fecha inexistente'],
  ])('answers 400 with a JSON message for %s', async (url, message) => {
    expect(await get(url)).toEqual({ status: 400, body: { error: { code: 'bad_request', message } } });
  });
});

describe('GET /api/lottery/loteka', () => {
  it('gives Loteka results with their label', async () => {
    const { status, body } = await get('/api/lottery/loteka');
    expect(status).toBe(200);
    expect(body).toContainEqual(expect.objectContaining({ nro: 'Toca 3', company: 'Loteka', date: '2025-08-05', hour: '19:55' }));
  });
});

describe('GET /api/lottery/history/:gameName', () => {
  it('returns newest first, limited', async () => {
    const { body } = await get('/api/lottery/history/PowerBall?limit=2');
    expect((body as { date: string }[]).map((r) => r.date)).toEqual(['2026-07-11', '2026-07-08']);
  });

  it('clamps the limit to 1000', async () => {
    const { status, body } = await get('/api/lottery/history/Mega%20Millions?limit=5000');
    expect(status).toBe(200);
    expect(body).toHaveLength(1000);
  });

  it.each([
    ['abc', 'limit: limit debe ser un número'],
    ['0', 'limit: limit debe ser al menos 1'],
    ['2.5', 'limit: limit debe ser entero'],
  ])('answers 400 for limit=%s', async (limit, message) => {
    expect(await get(`/api/lottery/history/PowerBall?limit=${limit}`)).toEqual({ status: 400, body: { error: { code: 'bad_request', message } } });
  });

  it('answers 404 for an unknown game', async () => {
    expect(await get('/api/lottery/history/Nada')).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'juego desconocido "Nada"' } } });
  });
});

describe('GET /api/cron/scrape', () => {
  it('refuses a request without the cron secret', async () => {
    const response = await app.request('/api/cron/scrape');
    expect(response.status).toBe(401);
  });
});
