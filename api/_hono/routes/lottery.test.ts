import { beforeAll, describe, expect, it } from 'vitest';
import { gamesOf, HOME_GAMES } from '../../../src/lib/catalogue/index.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ history: true });
let app: ReturnType<typeof createApp>;
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(() => {
  app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
});

describe('GET /api/lottery/dominicana', () => {
  it('lists the latest draw of each Leidsa game from the bundled real data', async () => {
    const { status, body } = await get('/api/lottery/dominicana?path=/leidsa');
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        name: 'Quiniela Leidsa',
        company: 'Leidsa',
        date: '2026-08-21',
        hour: '20:55',
        gameScores: ['33', '29', '86'],
        sourcePath: '/leidsa',
        route: '/quiniela-pale-leidsa',
      }),
    );
    expect((body as { name: string }[]).map((r) => r.name).sort()).toEqual([
      'Loto Pool',
      'Pega 3 Más',
      'Quiniela Leidsa',
      'Super Kino TV',
      'Super Palé',
    ]);
  });

  it('labels bonus balls and filters by date', async () => {
    const { body } = await get('/api/lottery/dominicana?path=/americanas&date=2026-07-10');
    expect(body).toEqual([
      expect.objectContaining({
        name: 'Mega Millions',
        date: '2026-07-10',
        gameScores: ['02', '39', '44', '46', '56', { score: '23', type: 'Mega Ball' }],
      }),
    ]);
  });

  it.each([
    ['/api/lottery/dominicana?path=/nope', 'path desconocido "/nope"'],
    ['/api/lottery/dominicana?path=leidsa', 'path: path debe ser como /leidsa'],
    ['/api/lottery/dominicana?path=/leidsa&date=05-08-2025', 'date: la fecha debe ser AAAA-MM-DD'],
    ['/api/lottery/dominicana?path=/leidsa&date=2025-02-31', 'date: fecha inexistente'],
    ['/api/lottery/dominicana?path=/leidsa&date=0000-01-01', 'date: la fecha debe estar entre 1990-01-01 y mañana'],
    ['/api/lottery/loteka?date=9999-12-31', 'date: la fecha debe estar entre 1990-01-01 y mañana'],
  ])('answers 400 with a JSON message for %s', async (url, message) => {
    expect(await get(url)).toMatchObject({ status: 400, body: { error: { code: 'bad_request', message } } });
  });
});

describe('GET /api/lottery/loteka', () => {
  it('gives Loteka results with their label', async () => {
    const { status, body } = await get('/api/lottery/loteka');
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({ nro: 'Toca 3', company: 'Loteka', date: '2025-08-05', hour: '19:55' }),
    );
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
    expect(await get(`/api/lottery/history/PowerBall?limit=${limit}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message } },
    });
  });

  it('answers 404 for an unknown game', async () => {
    expect(await get('/api/lottery/history/Nada')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'juego desconocido "Nada"' } },
    });
  });
});

describe('GET /api/lottery/dominicana?date= bounds', () => {
  it.each(['0000-01-01', '1989-12-31', '2999-01-01'])(
    'answers 400, never a database error, for date=%s',
    async (date) => {
      expect(await get(`/api/lottery/dominicana?path=/leidsa&date=${date}`)).toMatchObject({
        status: 400,
        body: { error: { code: 'bad_request', message: 'date: la fecha debe estar entre 1990-01-01 y mañana' } },
      });
    },
  );
});

describe('GET /api/lottery/home', () => {
  it('gives one latest result per home card, each with its game id, in card order', async () => {
    const { status, body } = await get('/api/lottery/home');
    expect(status).toBe(200);
    const results = body as { gameId: string; name: string }[];
    const ids = results.map((r) => r.gameId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => HOME_GAMES.some((g) => g.id === id))).toBe(true);
    expect(ids).toEqual(HOME_GAMES.map((g) => g.id).filter((id) => ids.includes(id)));
    expect(results).toContainEqual(
      expect.objectContaining({
        gameId: 'quiniela-leidsa',
        name: 'Quiniela Leidsa',
        date: '2026-08-21',
        gameScores: ['33', '29', '86'],
      }),
    );
  });
});

describe('draw status in the id-based results', () => {
  const WAITING = ['pending', 'in_progress', 'delayed', 'no_draw_today'];

  it("gives every home result its game's status; the bundled draws are old, so none is 'published'", async () => {
    const results = (await get('/api/lottery/home')).body as { status: { state: string; label: string } }[];
    expect(results.length).toBeGreaterThan(0);
    for (const { status } of results) expect(WAITING).toContain(status.state);
    expect(results.map((r) => r.status.label)).not.toContain('Actualizado');
  });

  it('puts the status on the latest record of a game history only', async () => {
    const records = (await get('/api/lottery/games/powerball/history?limit=2')).body as { status?: unknown }[];
    expect(records[0]?.status).toBeDefined();
    expect(records[1]?.status).toBeUndefined();
  });
});

describe('GET /api/lottery/operators/:operatorId', () => {
  it("gives the latest result of each of the operator's games, in catalogue order", async () => {
    const { status, body } = await get('/api/lottery/operators/leidsa');
    expect(status).toBe(200);
    expect((body as { gameId: string }[]).map((r) => r.gameId)).toEqual(
      gamesOf('leidsa')
        .map((g) => g.id)
        .filter((id) => (body as { gameId: string }[]).some((r) => r.gameId === id)),
    );
    expect(body).toContainEqual(
      expect.objectContaining({ gameId: 'quiniela-leidsa', date: '2026-08-21', hour: '20:55' }),
    );
  });

  it.each([
    ['/api/lottery/operators/nada', 404, { code: 'not_found', message: 'operador desconocido "nada"' }],
    ['/api/lottery/operators/Leidsa!', 400, { code: 'bad_request', message: 'operatorId: id inválido' }],
  ])('answers %s with the JSON error shape', async (url, status, error) => {
    expect(await get(url)).toMatchObject({ status, body: { error } });
  });
});

describe('GET /api/lottery/games/:gameId/history', () => {
  it('gives the newest records first, limited, each with its game id', async () => {
    const { status, body } = await get('/api/lottery/games/powerball/history?limit=2');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ gameId: 'powerball', date: '2026-07-11' }),
      expect.objectContaining({ gameId: 'powerball', date: '2026-07-08' }),
    ]);
  });

  it('answers the same records as the name-based history', async () => {
    const byId = await get('/api/lottery/games/mega-millions/history?limit=30');
    expect(byId.body).toEqual((await get('/api/lottery/history/Mega%20Millions?limit=30')).body);
  });

  it('pages with offset: the next page follows the first without overlap, and an offset of 1000 or more is refused', async () => {
    const first = (await get('/api/lottery/games/powerball/history?limit=40')).body as { date: string }[];
    const second = (await get('/api/lottery/games/powerball/history?limit=20&offset=20')).body as { date: string }[];
    expect(second.map((r) => r.date)).toEqual(first.slice(20).map((r) => r.date));
    expect(second[0]).not.toHaveProperty('status');
    expect(await get('/api/lottery/games/powerball/history?offset=1000')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message: 'offset: offset debe ser menor que 1000' } },
    });
  });

  it('starts at the given date', async () => {
    const { body } = await get('/api/lottery/games/powerball/history?limit=1&date=2026-07-10');
    expect(body).toEqual([expect.objectContaining({ date: '2026-07-08' })]);
  });

  it.each([
    ['/api/lottery/games/nada/history', 404, { code: 'not_found', message: 'juego desconocido "nada"' }],
    [
      '/api/lottery/games/powerball/history?date=0000-01-01',
      400,
      { code: 'bad_request', message: 'date: la fecha debe estar entre 1990-01-01 y mañana' },
    ],
    [
      '/api/lottery/games/powerball/history?date=2026-02-30',
      400,
      { code: 'bad_request', message: 'date: fecha inexistente' },
    ],
    [
      '/api/lottery/games/powerball/history?limit=0',
      400,
      { code: 'bad_request', message: 'limit: limit debe ser al menos 1' },
    ],
  ])('answers %s with the JSON error shape', async (url, status, error) => {
    expect(await get(url)).toMatchObject({ status, body: { error } });
  });
});

describe('GET /api/cron/scrape', () => {
  it('refuses a request without the cron secret', async () => {
    const response = await app.request('/api/cron/scrape');
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error)).toEqual(['code', 'message']);
    expect(body.error.code).toBe('unauthorized');
    expect(body.error.message).toMatch(/\S/);
  });
});
