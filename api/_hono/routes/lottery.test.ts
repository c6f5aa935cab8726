import { beforeAll, describe, expect, it } from 'vitest';
import { gamesOf, HOME_GAMES } from '../../../src/lib/catalogue/index.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ history: true });
let app: ReturnType<typeof createApp>;
let lottery: ReturnType<typeof clientOf>['lottery'];
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
/** A raw GET, for the tables of malformed queries the typed client would not build. */
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
};
const history = (gameId: string, query: { limit?: string; offset?: string; date?: string }) =>
  lottery.games[':gameId'].history.$get({ param: { gameId }, query });

beforeAll(() => {
  app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
  lottery = clientOf(app).lottery;
});

describe('GET /api/lottery/dominicana', () => {
  it('lists the latest draw of each Leidsa game from the bundled real data', async () => {
    const response = await lottery.dominicana.$get({ query: { path: '/leidsa' } });
    expect(response.status).toBe(200);
    const body = await response.json();
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
    expect(body.map((r) => r.name).sort()).toEqual([
      'Loto - Super Loto Más',
      'Loto Pool',
      'Pega 3 Más',
      'Quiniela Leidsa',
      'Super Kino TV',
      'Super Palé',
    ]);
  });

  it('labels bonus balls and filters by date', async () => {
    const response = await lottery.dominicana.$get({ query: { path: '/americanas', date: '2026-07-10' } });
    const body = await response.json();
    expect(body.find((r) => r.name === 'Mega Millions')).toEqual(
      expect.objectContaining({
        date: '2026-07-10',
        gameScores: ['02', '39', '44', '46', '56', { score: '23', type: 'Mega Ball' }],
      }),
    );
    expect(body.map((r) => r.date)).toEqual(body.map(() => '2026-07-10'));
    expect(body.map((r) => r.name)).toContain('New York Numbers Tarde');
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
    const response = await lottery.loteka.$get({ query: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toContainEqual(
      expect.objectContaining({ nro: 'Toca 3', company: 'Loteka', date: '2026-08-21', hour: '19:55' }),
    );
  });
});

describe('GET /api/lottery/history/:gameName', () => {
  it('returns newest first, limited', async () => {
    const response = await lottery.history[':gameName'].$get({
      param: { gameName: 'PowerBall' },
      query: { limit: '2' },
    });
    // The bundled feed's Powerball runs past the NY export's last draw (2026-07-11, decision 084).
    expect((await response.json()).map((r) => r.date)).toEqual(['2026-08-19', '2026-08-17']);
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
    const response = await lottery.home.$get();
    expect(response.status).toBe(200);
    const results = await response.json();
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
    const results = await (await lottery.home.$get()).json();
    expect(results.length).toBeGreaterThan(0);
    for (const { status } of results) expect(WAITING).toContain(status?.state);
    expect(results.map((r) => r.status?.label)).not.toContain('Actualizado');
  });

  it('puts the status on the latest record of a game history only', async () => {
    const records = await (await history('powerball', { limit: '2' })).json();
    expect(records[0]?.status).toBeDefined();
    expect(records[1]?.status).toBeUndefined();
  });
});

describe('GET /api/lottery/operators/:operatorId', () => {
  it("gives the latest result of each of the operator's games, in catalogue order", async () => {
    const response = await lottery.operators[':operatorId'].$get({ param: { operatorId: 'leidsa' } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((r) => r.gameId)).toEqual(
      gamesOf('leidsa')
        .map((g) => g.id)
        .filter((id) => body.some((r) => r.gameId === id)),
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
    const response = await history('powerball', { limit: '2' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      expect.objectContaining({ gameId: 'powerball', date: '2026-08-19' }),
      expect.objectContaining({ gameId: 'powerball', date: '2026-08-17' }),
    ]);
  });

  it('answers the same records as the name-based history', async () => {
    const byId = await history('mega-millions', { limit: '30' });
    const byName = await lottery.history[':gameName'].$get({
      param: { gameName: 'Mega Millions' },
      query: { limit: '30' },
    });
    expect(await byId.json()).toEqual(await byName.json());
  });

  it('pages with offset: the next page follows the first without overlap, and an offset of 1000 or more is refused', async () => {
    const first = await (await history('powerball', { limit: '40' })).json();
    const second = await (await history('powerball', { limit: '20', offset: '20' })).json();
    expect(second.map((r) => r.date)).toEqual(first.slice(20).map((r) => r.date));
    expect(second[0]).not.toHaveProperty('status');
    expect(await get('/api/lottery/games/powerball/history?offset=1000')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message: 'offset: offset debe ser menor que 1000' } },
    });
  });

  it('starts at the given date', async () => {
    const response = await history('powerball', { limit: '1', date: '2026-07-10' });
    expect(await response.json()).toEqual([expect.objectContaining({ date: '2026-07-08' })]);
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
    expect(await response.json()).toStrictEqual({
      error: { code: 'unauthorized', message: expect.stringMatching(/\S/) },
    });
  });
});

describe('query parameters declared to the page cache (decision 063)', () => {
  it('declares the parameters a route validates, and none for a route that reads no query', async () => {
    const page = await app.request('/api/lottery/games/quiniela-leidsa/history?limit=5&offset=5&x=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache-query')?.split(',').sort()).toEqual(['date', 'limit', 'offset']);
    const home = await app.request('/api/lottery/home?x=1');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-cache-query')).toBe('');
  });
});
