import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { draws, type DrawRow } from '../schema/index.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { insertDrawsReturningIds } from './draws.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

const at = new Date('2026-08-21T16:55:12.345Z');
/** Two rows with what the JSON parameter must carry unchanged: leading zeros, nested jsonb, quotes, a review note. */
const ROWS: Omit<DrawRow, 'id'>[] = [
  {
    gameId: 'powerball',
    operatorId: 'americanas',
    drawDate: '2026-08-19',
    drawTime: '22:59',
    numbers: ['03', '18', '22', '27', '33', '17'],
    extras: { multiplier: '2X', doublePlay: ['01', '02', '03', '04', '05', '06'] },
    sourceAdapter: 'ny-open-data',
    sourceUrl: `https://example.test/a?b="c"&d='e'\\f`,
    fetchedAt: at,
    underReview: true,
    reviewNote: [
      {
        adapter: 'loteriasdominicanas-html',
        url: 'https://example.test/x',
        fetchedAt: at.toISOString(),
        numbers: ['03', '18'],
        extras: {},
      },
    ],
    createdAt: at,
    updatedAt: at,
  },
  {
    gameId: 'quiniela-leidsa',
    operatorId: 'leidsa',
    drawDate: '2026-08-21',
    drawTime: '20:55',
    numbers: ['00', '09', '45'],
    extras: {},
    sourceAdapter: 'loteriasdominicanas-feed',
    sourceUrl: 'https://example.test/feed/2026-08-21.json',
    fetchedAt: at,
    underReview: false,
    reviewNote: null,
    createdAt: at,
    updatedAt: at,
  },
];

describe('insertDrawsReturningIds', () => {
  it('stores every column as given and returns each row id with its key', async () => {
    const ids = await insertDrawsReturningIds(handle.db, ROWS);
    const stored = await handle.db.select().from(draws);
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual(ROWS);
    expect(ids).toEqual(stored.map(({ id, gameId, drawDate, drawTime }) => ({ id, gameId, drawDate, drawTime })));
  });

  it('inserts nothing for no rows', async () => {
    expect(await insertDrawsReturningIds(handle.db, [])).toEqual([]);
  });
});
