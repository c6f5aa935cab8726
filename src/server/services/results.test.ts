import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { gamesOf } from '../../lib/catalogue/index.ts';
import { homeGames } from '../../lib/catalogue/views.ts';
import { ApiError } from '../errors.ts';
import { systemContext, type ServiceContext } from './context.ts';
import { gameHistory, historyByName, homeResults, lotekaPathResults, operatorResults, pathResults } from './results.ts';

let handle: DbHandle;
let ctx: ServiceContext;
beforeAll(async () => {
  handle = await openTestDb({ history: true });
  ctx = systemContext(handle.db, new Date('2026-11-23T12:00:00Z'));
});
afterAll(async () => handle.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('homeResults', () => {
  it("gives each home card its own game's latest result, by id, in card order", async () => {
    const results = await homeResults(ctx);
    const order = homeGames().map((g) => g.id);
    const positions = results.map((r) => order.indexOf(r.gameId));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
    expect(results).toContainEqual(expect.objectContaining({ gameId: 'toca-3', name: 'Toca 3', date: '2026-08-21' }));
    expect(results).toContainEqual(expect.objectContaining({ gameId: 'powerball', date: '2026-08-19' }));
  });

  it('is the same result the operator and game views give for that game', async () => {
    const home = (await homeResults(ctx)).find((r) => r.gameId === 'quiniela-leidsa');
    const operator = (await operatorResults(ctx, 'leidsa')).find((r) => r.gameId === 'quiniela-leidsa');
    const [latest] = await gameHistory(ctx, 'quiniela-leidsa', { limit: 1 });
    expect(home).toEqual(operator);
    expect(latest).toMatchObject({
      gameId: 'quiniela-leidsa',
      date: home?.date,
      hour: home?.hour,
      gameScores: home?.gameScores,
    });
  });
});

describe('draw status', () => {
  // ctx.now is Monday 2026-11-23, 08:00 in Santo Domingo; the bundled data ends months before.
  it('gives every home and operator result the status of its game now, never an old result as today', async () => {
    const home = await homeResults(ctx);
    expect(home.every((r) => r.status && r.status.state !== 'published')).toBe(true);
    expect(home.find((r) => r.gameId === 'quiniela-leidsa')?.status).toEqual({
      state: 'pending',
      label: 'Pendiente',
      date: '2026-11-23',
      hour: '20:55',
    });
    expect(home.find((r) => r.gameId === 'mega-millions')?.status).toEqual({
      state: 'no_draw_today',
      label: 'No hay sorteo hoy',
    });
    const operator = await operatorResults(ctx, 'leidsa');
    expect(operator.find((r) => r.gameId === 'quiniela-leidsa')?.status?.state).toBe('pending');
  });

  it("is 'delayed' once today's time and grace have passed without a result", async () => {
    const late = { ...ctx, now: new Date('2026-11-24T01:30:00Z') };
    const [latest] = await gameHistory(late, 'quiniela-leidsa', { limit: 1 });
    expect(latest?.status).toMatchObject({ state: 'delayed', label: 'Retrasado', date: '2026-11-23' });
  });

  it('is on the latest record of a game history only, and not on a read of a past date', async () => {
    const records = await gameHistory(ctx, 'powerball', { limit: 3 });
    expect(records.map((r) => r.status?.state)).toEqual(['pending', undefined, undefined]);
    const [past] = await gameHistory(ctx, 'powerball', { limit: 1, date: '2026-07-07' });
    expect(past?.status).toBeUndefined();
  });
});

describe('operatorResults', () => {
  it("lists only the operator's games, in catalogue order", async () => {
    const ids = (await operatorResults(ctx, 'leidsa')).map((r) => r.gameId);
    expect(ids).toEqual(
      gamesOf('leidsa')
        .map((g) => g.id)
        .filter((id) => ids.includes(id)),
    );
    expect(ids.length).toBeGreaterThan(0);
  });

  it('throws not_found for an unknown operator', async () => {
    const error = await rejection(operatorResults(ctx, 'nada'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'not_found', status: 404, message: 'operador desconocido "nada"' });
  });
});

describe('gameHistory', () => {
  it('gives the newest records first, up to the limit, on or before the date', async () => {
    expect((await gameHistory(ctx, 'powerball', { limit: 3 })).map((r) => r.date)).toEqual([
      '2026-08-19',
      '2026-08-17',
      '2026-08-15',
    ]);
    expect((await gameHistory(ctx, 'powerball', { limit: 1, date: '2026-07-07' })).map((r) => r.date)).toEqual([
      '2026-07-06',
    ]);
  });

  it('throws not_found for an unknown game, never an empty list', async () => {
    const error = await rejection(gameHistory(ctx, 'nada', { limit: 5 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'not_found', status: 404, message: 'juego desconocido "nada"' });
  });
});

describe('path reads of the public API', () => {
  it('keep their shapes, now with game ids', async () => {
    expect(await pathResults(ctx, '/leidsa')).toContainEqual(
      expect.objectContaining({ gameId: 'quiniela-leidsa', sourcePath: '/leidsa' }),
    );
    expect(await lotekaPathResults(ctx, '/loteka')).toContainEqual(
      expect.objectContaining({ gameId: 'toca-3', nro: 'Toca 3' }),
    );
    expect((await historyByName(ctx, 'PowerBall', 1)).records).toEqual(
      await gameHistory(ctx, 'powerball', { limit: 1 }),
    );
  });

  it('throw bad_request for an unknown path and not_found for an unknown name', async () => {
    expect(await rejection(pathResults(ctx, '/nope'))).toMatchObject({
      code: 'bad_request',
      message: 'path desconocido "/nope"',
    });
    expect(await rejection(historyByName(ctx, 'Nada', 1))).toMatchObject({
      code: 'not_found',
      message: 'juego desconocido "Nada"',
    });
  });
});
