import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { aDraw, insertDraws } from '../../../tests/factories.ts';
import { ApiError } from '../errors.ts';
import { systemContext } from './context.ts';
import { storeDraws } from './draws.ts';
import { drawDates, gameDay, gameDrawDates, gamesWithHistory, resultsDay, storedDateRange } from './draw-dates.ts';

// Quiniela Leidsa drawn on Aug 1, 3 and 10; Quiniela Loteka on Aug 3 and 5 (2025). Leidsa comes before Loteka in the catalogue.
let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
  await insertDraws(
    handle.db,
    aDraw({ drawDate: '2025-08-01', numbers: ['01', '02', '03'] }),
    aDraw({ drawDate: '2025-08-03', numbers: ['38', '09', '45'] }),
    aDraw({ drawDate: '2025-08-10', numbers: ['10', '20', '30'] }),
    aDraw({ gameId: 'quiniela-loteka', drawDate: '2025-08-05', numbers: ['11', '22', '33'] }),
    aDraw({ gameId: 'quiniela-loteka', drawDate: '2025-08-03', numbers: ['44', '55', '66'] }),
  );
});
afterAll(async () => handle.close());
const ctx = () => systemContext(handle.db, new Date('2025-09-15T12:00:00Z'));

describe('gameDay', () => {
  it("gives the game's draw of the day and its previous and next draws, not calendar days", async () => {
    const day = await gameDay(ctx(), 'quiniela-leidsa', '2025-08-03');
    expect(day.records).toEqual([
      expect.objectContaining({ gameId: 'quiniela-leidsa', date: '2025-08-03', gameScores: ['38', '09', '45'] }),
    ]);
    expect(day).toMatchObject({ previous: '2025-08-01', next: '2025-08-10', nearest: null, underReview: false });
  });

  it('says when a draw of the day is under review (its share image is then the default one)', async () => {
    const draw = aDraw({ gameId: 'quiniela-loteka', drawDate: '2025-08-05', numbers: ['11', '22', '33'] });
    const other = { adapter: 'leidsa', url: 'test:another-source', fetchedAt: new Date('2025-08-06T05:00:00Z') };
    expect(await gameDay(ctx(), 'quiniela-loteka', '2025-08-05')).toMatchObject({ underReview: false });
    await storeDraws(systemContext(handle.db), [{ ...draw, numbers: ['12', '22', '33'] }], other);
    expect(await gameDay(ctx(), 'quiniela-loteka', '2025-08-05')).toMatchObject({ underReview: true });
  });

  it('gives a day without a draw no record and the nearest draw date, the earlier on a tie', async () => {
    expect(await gameDay(ctx(), 'quiniela-leidsa', '2025-08-05')).toEqual({
      records: [],
      underReview: false,
      previous: '2025-08-03',
      next: '2025-08-10',
      nearest: '2025-08-03',
    });
    expect((await gameDay(ctx(), 'quiniela-leidsa', '2025-08-08')).nearest).toBe('2025-08-10');
    expect((await gameDay(ctx(), 'quiniela-leidsa', '2025-08-02')).nearest).toBe('2025-08-01');
  });

  it('points outside the stored range at its first or last draw', async () => {
    expect(await gameDay(ctx(), 'quiniela-leidsa', '2025-07-01')).toMatchObject({
      previous: null,
      next: '2025-08-01',
      nearest: '2025-08-01',
    });
    expect(await gameDay(ctx(), 'quiniela-leidsa', '2025-09-01')).toMatchObject({
      previous: '2025-08-10',
      next: null,
      nearest: '2025-08-10',
    });
  });

  it('has no nearest draw for a game without any, and refuses a game the catalogue does not know', async () => {
    expect(await gameDay(ctx(), 'powerball', '2025-08-03')).toEqual({
      records: [],
      underReview: false,
      previous: null,
      next: null,
      nearest: null,
    });
    const error: unknown = await gameDay(ctx(), 'no-such-game', '2025-08-03').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('not_found');
  });
});

describe('resultsDay', () => {
  it('lists every game drawn that day by operator in catalogue order, with the neighbouring days with draws', async () => {
    const day = await resultsDay(ctx(), '2025-08-03');
    expect(day.operators.map((o) => [o.operatorId, o.results.map((r) => [r.gameId, r.gameScores])])).toEqual([
      ['leidsa', [['quiniela-leidsa', ['38', '09', '45']]]],
      ['loteka', [['quiniela-loteka', ['44', '55', '66']]]],
    ]);
    expect(day).toMatchObject({ previous: '2025-08-01', next: '2025-08-05', nearest: null });
  });

  it('gives a day without draws the nearest day with draws', async () => {
    expect(await resultsDay(ctx(), '2025-08-04')).toEqual({
      operators: [],
      previous: '2025-08-03',
      next: '2025-08-05',
      nearest: '2025-08-03',
    });
  });
});

describe('dates of the stored draws', () => {
  it('gives the first and last draw dates of every game, and null with no draw', async () => {
    expect(await storedDateRange(ctx())).toEqual({ first: '2025-08-01', last: '2025-08-10' });
    const empty = await openTestDb();
    try {
      expect(await storedDateRange(systemContext(empty.db))).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it("gives one game's first and last draw dates (its date picker's bounds), and refuses an unknown game", async () => {
    expect(await storedDateRange(ctx(), 'quiniela-loteka')).toEqual({ first: '2025-08-03', last: '2025-08-05' });
    expect(await storedDateRange(ctx(), 'powerball')).toBeNull();
    await expect(storedDateRange(ctx(), 'no-such-game')).rejects.toBeInstanceOf(ApiError);
  });

  it("lists a game's draw dates, every day with draws and the games with draws, in order", async () => {
    expect(await gameDrawDates(ctx(), 'quiniela-loteka')).toEqual(['2025-08-03', '2025-08-05']);
    expect(await drawDates(ctx())).toEqual(['2025-08-01', '2025-08-03', '2025-08-05', '2025-08-10']);
    expect((await gamesWithHistory(ctx())).map((g) => g.id)).toEqual(['quiniela-leidsa', 'quiniela-loteka']);
  });
});
