/**
 * GET /api/lottery/games/:gameId/stats against an independent count: every draw of the game read through the
 * history route (the slow way), counted here in plain code, for each window, on the bundled year of history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import { gameStatsSchema, type GameStats } from '../../../src/lib/schemas/stats.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { numberHistory } from '../../../src/server/services/stats.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ history: true });
let app: ReturnType<typeof createApp>;
let lottery: ReturnType<typeof clientOf>['lottery'];
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
const WINDOWS = ['30', '60', '90', '180', '365', 'all'] as const;

beforeAll(() => {
  app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
  lottery = clientOf(app).lottery;
});

/** A draw as the history route gives it: date, hour, unlabelled numbers and bonus balls by label. */
interface SlowDraw {
  date: string;
  hour: string;
  main: number[];
  bonus: Map<string, number>;
}

/** Every draw of `gameId`, newest first, read 1000 at a time through the history route (each page ends on `date`). */
async function allDraws(gameId: string): Promise<SlowDraw[]> {
  const seen = new Map<string, SlowDraw>();
  let until: string | undefined;
  for (;;) {
    const response = await lottery.games[':gameId'].history.$get({
      param: { gameId },
      query: { limit: '1000', ...(until ? { date: until } : {}) },
    });
    const page = await response.json();
    const before = seen.size;
    for (const record of page) {
      const main: number[] = [];
      const bonus = new Map<string, number>();
      for (const score of record.gameScores) {
        if (typeof score === 'string') main.push(Number(score));
        else bonus.set(score.type, Number(score.score));
      }
      seen.set(`${record.date} ${record.hour}`, { date: record.date, hour: record.hour, main, bonus });
    }
    if (page.length < 1000 || seen.size === before) break;
    until = page.at(-1)?.date;
  }
  return [...seen.values()].sort((a, b) => `${b.date} ${b.hour}`.localeCompare(`${a.date} ${a.hour}`));
}

const minusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The window's draws, counted the slow way: per number, draws it came out in (any position and by position). */
function slowCounts(draws: readonly SlowDraw[], pick: (d: SlowDraw) => number[]) {
  const count = new Map<number, number>();
  const byPosition = new Map<number, number[]>();
  for (const draw of draws) {
    const numbers = pick(draw);
    for (const n of new Set(numbers)) count.set(n, (count.get(n) ?? 0) + 1);
    numbers.forEach((n, p) => {
      const row = byPosition.get(n) ?? numbers.map(() => 0);
      row[p] = (row[p] ?? 0) + 1;
      byPosition.set(n, row);
    });
  }
  return { count, byPosition };
}

/** Per number: the date of the newest draw it came out in and how many draws came after it. */
function slowLastSeen(history: readonly SlowDraw[], pick: (d: SlowDraw) => number[]) {
  const last = new Map<number, { lastSeen: string; drawsSince: number }>();
  history.forEach((draw, index) => {
    for (const n of pick(draw)) if (!last.has(n)) last.set(n, { lastSeen: draw.date, drawsSince: index });
  });
  return last;
}

/** The 10 pairs of numbers that came out together in most draws, most first, then by number. */
function slowPales(draws: readonly SlowDraw[]) {
  const pairs = new Map<string, { a: number; b: number; count: number }>();
  for (const draw of draws) {
    const inDraw = new Set<string>();
    draw.main.forEach((x, i) =>
      draw.main.slice(i + 1).forEach((y) => inDraw.add([Math.min(x, y), Math.max(x, y)].join('-'))),
    );
    for (const pair of inDraw) {
      const [a, b] = pair.split('-').map(Number) as [number, number];
      pairs.set(pair, { a, b, count: (pairs.get(pair)?.count ?? 0) + 1 });
    }
  }
  return [...pairs.values()]
    .sort((x, y) => y.count - x.count || x.a - y.a || x.b - y.b)
    .slice(0, 10)
    .map((p) => ({ numbers: [p.a, p.b].map((n) => String(n).padStart(2, '0')), count: p.count }));
}

async function statsOf(gameId: string, days: string): Promise<GameStats> {
  const response = await lottery.games[':gameId'].stats.$get({ param: { gameId }, query: { days } });
  expect(response.status).toBe(200);
  return gameStatsSchema.parse(await response.json());
}

/** Checks one group of the answer (every number from `min` to `max`) against the slow count. */
function expectGroup(
  numbers: GameStats['numbers'],
  range: [number, number],
  window: readonly SlowDraw[],
  history: readonly SlowDraw[],
  pick: (d: SlowDraw) => number[],
  positional: boolean,
) {
  const { count, byPosition } = slowCounts(window, pick);
  const last = slowLastSeen(history, pick);
  const expected = Array.from({ length: range[1] - range[0] + 1 }, (_, i) => {
    const n = range[0] + i;
    return {
      number: String(n).padStart(2, '0'),
      count: count.get(n) ?? 0,
      ...(positional ? { byPosition: byPosition.get(n) ?? [0, 0, 0] } : {}),
      lastSeen: last.get(n)?.lastSeen ?? null,
      drawsSince: last.get(n)?.drawsSince ?? null,
    };
  });
  expect(numbers).toEqual(expected);
}

describe('GET /api/lottery/games/:gameId/stats equals a count over the history route', () => {
  it.each(WINDOWS)('Quiniela Leidsa, days=%s', async (days) => {
    const history = await allDraws('quiniela-leidsa');
    expect(history.length).toBeGreaterThan(250);
    const to = history[0]?.date ?? '';
    const from = days === 'all' ? (history.at(-1)?.date ?? '') : minusDays(to, Number(days) - 1);
    const window = history.filter((d) => d.date >= from && d.date <= to);
    const stats = await statsOf('quiniela-leidsa', days);
    expect(stats).toMatchObject({ gameId: 'quiniela-leidsa', from, to, draws: window.length, bonus: [] });
    expect(stats.positions).toEqual(['1ra', '2da', '3ra']);
    expectGroup(stats.numbers, [0, 99], window, history, (d) => d.main, true);
    expect(stats.pales).toEqual(slowPales(window));
    expect(stats.pales?.[0]?.count).toBeGreaterThan(0);
  });

  it('Quiniela Leidsa states its coverage: the draws counted of the 30 its daily schedule called for', async () => {
    const stats = await statsOf('quiniela-leidsa', '30');
    expect(stats.scheduled).toBe(30);
    // The bundled year lacks its Saturdays (issue 34): fewer counted than scheduled, and said so.
    expect(stats.draws).toBeLessThan(30);
    expect(stats.draws).toBeGreaterThan(20);
  });

  it.each(WINDOWS)('Powerball, days=%s: main balls and the Powerball apart', async (days) => {
    const history = await allDraws('powerball');
    expect(history.length).toBeGreaterThan(100);
    const to = history[0]?.date ?? '';
    const from = days === 'all' ? (history.at(-1)?.date ?? '') : minusDays(to, Number(days) - 1);
    const window = history.filter((d) => d.date >= from && d.date <= to);
    const stats = await statsOf('powerball', days);
    expect(stats).toMatchObject({ gameId: 'powerball', from, to, draws: window.length });
    expect(stats.positions).toBeUndefined();
    expect(stats.pales).toBeUndefined();
    expectGroup(stats.numbers, [1, 69], window, history, (d) => d.main, false);
    expect(stats.bonus.map((b) => b.label)).toEqual(['Powerball']);
    const ball = (d: SlowDraw) => [d.bonus.get('Powerball') ?? -1];
    // The bundled history reaches 2010: the Powerball was 1-39 until 2012 and 1-35 until 2015-10-06.
    const ballRange: [number, number] = from < '2015-10-07' ? [1, from < '2012-01-15' ? 39 : 35] : [1, 26];
    expectGroup(stats.bonus[0]?.numbers ?? [], ballRange, window, history, ball, false);
  });
});

describe('GET /api/lottery/games/:gameId/stats refuses', () => {
  it.each([
    ['/api/lottery/games/quiniela-leidsa/stats?days=7', 400, 'days debe ser uno de: 30, 60, 90, 180, 365, all'],
    ['/api/lottery/games/quiniela-leidsa/stats?days=', 400, 'days debe ser uno de: 30, 60, 90, 180, 365, all'],
    ['/api/lottery/games/nada/stats', 404, 'juego desconocido "nada"'],
    ['/api/lottery/games/billetes-domingo/stats', 404, 'Billetes Domingo no tiene estadísticas'],
  ])('%s with %i', async (url, status, message) => {
    const response = await app.request(url);
    expect(response.status).toBe(status);
    expect(errorBodySchema.parse(await response.json()).error.message).toContain(message);
  });

  it('defaults to 90 days', async () => {
    const stats = await statsOf('quiniela-leidsa', '90');
    const response = await lottery.games[':gameId'].stats.$get({ param: { gameId: 'quiniela-leidsa' }, query: {} });
    expect(await response.json()).toEqual(stats);
  });
});

describe('numberHistory (¿Cuándo salió?)', () => {
  it('lists the newest draws of a number with its positions, as the history route has them', async () => {
    const history = await allDraws('quiniela-leidsa');
    const found = await numberHistory(systemContext(handle.db), 'quiniela-leidsa', 7);
    const expected = history
      .filter((d) => d.main.includes(7))
      .slice(0, 10)
      .map((d) => ({
        date: d.date,
        hour: d.hour,
        positions: d.main.flatMap((n, i) => (n === 7 ? [['1ra', '2da', '3ra'][i] ?? ''] : [])),
      }));
    expect(found).toEqual({ number: '07', appearances: expected });
    expect(expected.length).toBeGreaterThan(3);
  });

  it('names the Powerball apart from the main balls, and refuses a number the game never draws', async () => {
    const found = await numberHistory(systemContext(handle.db), 'powerball', 20);
    const history = await allDraws('powerball');
    const expected = history
      .filter((d) => d.main.includes(20) || d.bonus.get('Powerball') === 20)
      .slice(0, 10)
      .map((d) => [
        ...(d.main.includes(20) ? ['Número'] : []),
        ...(d.bonus.get('Powerball') === 20 ? ['Powerball'] : []),
      ]);
    expect(found.appearances.map((a) => a.positions)).toEqual(expected);
    await expect(numberHistory(systemContext(handle.db), 'powerball', 70)).rejects.toThrow('no sortea el número 70');
  });
});
