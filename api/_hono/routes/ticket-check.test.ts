import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import { ticketCheckSchema } from '../../../src/lib/schemas/ticket-check.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ history: true });
let lottery: ReturnType<typeof clientOf>['lottery'];
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));

beforeAll(() => {
  const app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
  lottery = clientOf(app).lottery;
});

const check = (gameId: string, query: { numbers?: string; date?: string }) =>
  lottery.games[':gameId'].check.$get({ param: { gameId }, query: query as { numbers: string } });

/** The answer of a check that must succeed, parsed with the shared schema. */
async function ok(gameId: string, numbers: string, date?: string) {
  const response = await check(gameId, date ? { numbers, date } : { numbers });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ticketCheckSchema.parse(await response.json());
}
/** The plays of an answer as "play: prize". */
const won = async (gameId: string, numbers: string, date?: string) =>
  (await ok(gameId, numbers, date)).plays.map((p) => `${p.play}: ${p.prize}`);
/** The Spanish message of a 400 answer. */
async function refused(gameId: string, query: { numbers?: string; date?: string }) {
  const response = await check(gameId, query);
  expect(response.status).toBe(400);
  return errorBodySchema.parse(await response.json()).error.message;
}

describe('Quiniela Leidsa, newest draw 2026-08-21: 33 29 86 (rules: leidsa.com, Quiniela Palé)', () => {
  it('answers the newest draw when no date is given', async () => {
    const answer = await ok('quiniela-leidsa', '33');
    expect(answer).toEqual({
      gameId: 'quiniela-leidsa',
      date: '2026-08-21',
      winning: ['33', '29', '86'],
      numbers: ['33'],
      plays: [{ play: 'Quiniela', matched: ['33'], prize: 'Primera' }],
      underReview: false,
    });
  });

  it('names the position of one number: Primera, Segunda, Tercera; a losing number wins nothing', async () => {
    expect(await won('quiniela-leidsa', '29')).toEqual(['Quiniela: Segunda']);
    expect(await won('quiniela-leidsa', '86')).toEqual(['Quiniela: Tercera']);
    expect(await won('quiniela-leidsa', '34')).toEqual([]);
  });

  it('names each palé pair of positions', async () => {
    expect(await won('quiniela-leidsa', '33-29')).toContain('Palé: Palé 1ra y 2da');
    expect(await won('quiniela-leidsa', '86,33')).toContain('Palé: Palé 1ra y 3ra');
    expect(await won('quiniela-leidsa', '29 86')).toContain('Palé: Palé 2da y 3ra');
    expect(await won('quiniela-leidsa', '29 01')).toEqual(['Quiniela: Segunda']);
  });

  it('wins the tripleta with the three numbers in any order', async () => {
    expect(await won('quiniela-leidsa', '86-29-33')).toEqual([
      'Quiniela: Primera',
      'Quiniela: Segunda',
      'Quiniela: Tercera',
      'Palé: Palé 1ra y 2da',
      'Palé: Palé 1ra y 3ra',
      'Palé: Palé 2da y 3ra',
      'Tripleta: Tripleta',
    ]);
  });

  it('checks the draw of a given date', async () => {
    const answer = await ok('quiniela-leidsa', '33', '2026-08-20');
    expect(answer.date).toBe('2026-08-20');
    expect(answer.winning).not.toEqual(['33', '29', '86']);
  });
});

describe('Super Palé Leidsa, 2026-08-21: 33 53 (rules: leidsa.com, Super Palé: first of Quiniela Leidsa and Lotería Nacional)', () => {
  it('wins with both first prizes, in either order, and nothing with one', async () => {
    expect(await won('super-pale-leidsa', '53-33')).toEqual(['Super Palé: Super Palé']);
    expect(await won('super-pale-leidsa', '33-29')).toEqual([]);
  });
});

describe('Loto - Super Loto Más, 2026-08-19: 05 23 14 19 10 30 + 07 + 03 (rules: leidsa.com, Loto / Más / Supermas)', () => {
  it('names the Loto category by matches and the jackpots of Loto Más and Super Loto Más', async () => {
    expect(await won('loto-leidsa', '5 23 14 1 2 4')).toEqual(['Loto: 3 aciertos']);
    expect(await won('loto-leidsa', '5 23 14 19 10 1')).toEqual(['Loto: 5 aciertos']);
    expect(await won('loto-leidsa', '30 10 19 14 23 5 7 3')).toEqual([
      'Loto: Premio mayor',
      'Loto Más: Premio mayor',
      'Super Loto Más: Premio mayor',
    ]);
  });
});

describe('Powerball, 2026-07-11: 08 10 14 45 59 PB 05 (rules: powerball.com/powerball-prize-chart)', () => {
  it('names the tier by white balls and Powerball', async () => {
    const date = '2026-07-11';
    expect(await won('powerball', '8 10 14 45 59 5', date)).toEqual(['Powerball: Premio mayor']);
    expect(await won('powerball', '8 10 14 1 2 5', date)).toEqual(['Powerball: 3 números + Powerball']);
    expect(await won('powerball', '8 10 14 45 1 2', date)).toEqual(['Powerball: 4 números']);
    expect(await won('powerball', '1 2 3 4 6 5', date)).toEqual(['Powerball: Solo Powerball']);
    expect(await won('powerball', '8 10 1 2 3 4', date)).toEqual([]);
  });
});

describe('bad input: 400 in the JSON error shape, in Spanish', () => {
  it.each([
    ['quiniela-leidsa', { numbers: '100' }, /cada número tiene una o dos cifras/],
    ['quiniela-leidsa', { numbers: '12-12' }, /repetidos/],
    ['quiniela-leidsa', { numbers: '1 2 3 4 5 6' }, /de 1 a 5 números/],
    ['quiniela-leidsa', {}, /escribe los números/],
    ['loto-leidsa', { numbers: '1 2 3 4 5 41' }, /del 1 al 40/],
    ['powerball', { numbers: '1 2 3 4 5' }, /lleva 6 números/],
    ['quiniela-leidsa', { numbers: '12', date: '2026-02-30' }, /fecha inexistente/],
    [
      'quiniela-leidsa',
      { numbers: '12', date: '2031-01-01' },
      /El sorteo de Quiniela Leidsa del miércoles, 1 de enero de 2031 todavía no se ha celebrado\./,
    ],
    ['juego-que-no-existe', { numbers: '12' }, /Juego desconocido/],
    ['pega-3-mas', { numbers: '12' }, /no cubre Pega 3 Más/],
  ])('%s %o', async (gameId, query, message) => {
    expect(await refused(gameId, query)).toMatch(message);
  });
});

describe('dates (issue 31 item 5): out of the calendar the site keeps, 400; in messages, written in Spanish', () => {
  it.each(['0000-01-01', '0001-01-01', '1989-12-31'])(
    'date=%s answers 400 in the JSON error shape, never 500',
    async (date) => {
      const response = await check('quiniela-leidsa', { numbers: '12', date });
      expect(response.status).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toBe('date: no hay sorteos antes del lunes, 1 de enero de 1990');
    },
  );

  it('names a day without a draw in Spanish, never as AAAA-MM-DD', async () => {
    const response = await check('quiniela-leidsa', { numbers: '12', date: '2024-08-15' });
    const { message } = errorBodySchema.parse(await response.json()).error;
    expect(message).toMatch(/^Gana Más no tiene el resultado de Quiniela Leidsa del jueves, 15 de agosto de 2024\./);
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('a day without a stored draw (issue 34): lacking it is never said to be no draw', () => {
  it('a scheduled draw the site lacks answers draw_missing with the official source (Quiniela Leidsa, Saturday 2026-08-15)', async () => {
    const response = await check('quiniela-leidsa', { numbers: '12', date: '2026-08-15' });
    expect(response.status).toBe(404);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.code).toBe('draw_missing');
    expect(error.message).toBe(
      'Gana Más no tiene el resultado de Quiniela Leidsa del sábado, 15 de agosto de 2026. Ese día había sorteo programado a las 8:55 p. m., pero no tenemos su resultado. Consúltalo en Leidsa: https://www.leidsa.com/',
    );
  });

  it('a known holiday answers draw_not_held with its reason', async () => {
    const response = await check('quiniela-leidsa', { numbers: '12', date: '2026-04-03' });
    expect(response.status).toBe(404);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.code).toBe('draw_not_held');
    expect(error.message).toMatch(/^No hubo sorteo de Quiniela Leidsa el viernes, 3 de abril de 2026\. Viernes Santo/);
  });
});
