import { describe, expect, it } from 'vitest';
import { homeGames } from './catalogue/views.ts';
import { FAVOURITES_KEY, pinFavourites, readFavourites, toggleFavourite, writeFavourites } from './favourites.ts';
import { orderHomeGames } from './home-order.ts';

/** A localStorage stand-in holding `initial` under the favourites key. */
function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[FAVOURITES_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('readFavourites and writeFavourites', () => {
  it('round-trips the pinned ids in the order they were pinned', () => {
    const storage = memoryStorage();
    expect(writeFavourites(storage, ['powerball', 'quiniela-leidsa'])).toBe(true);
    expect(storage.values.get(FAVOURITES_KEY)).toBe('["powerball","quiniela-leidsa"]');
    expect(readFavourites(storage)).toEqual(['powerball', 'quiniela-leidsa']);
    expect(writeFavourites(storage, [])).toBe(true);
    expect(storage.values.has(FAVOURITES_KEY)).toBe(false);
  });

  it.each([
    ['nothing stored', undefined],
    ['broken JSON', '["powerball"'],
    ['not a list', '{"powerball":true}'],
    ['a list of numbers', '[1,2]'],
    ['too long a list', JSON.stringify(Array.from({ length: 101 }, () => 'powerball'))],
  ])('reads %s as no favourites', (_case, stored) => {
    expect(readFavourites(memoryStorage(stored))).toEqual([]);
  });

  it('drops ids the catalogue does not know and repeated ones', () => {
    expect(readFavourites(memoryStorage('["powerball","no-such-game","powerball"]'))).toEqual(['powerball']);
  });

  it('answers [] and false when there is no storage or it throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readFavourites(undefined)).toEqual([]);
    expect(readFavourites(refusing)).toEqual([]);
    expect(writeFavourites(undefined, ['powerball'])).toBe(false);
    expect(writeFavourites(refusing, ['powerball'])).toBe(false);
  });
});

describe('toggleFavourite', () => {
  it('adds a game at the end and removes it again', () => {
    expect(toggleFavourite(['powerball'], 'quiniela-leidsa')).toEqual(['powerball', 'quiniela-leidsa']);
    expect(toggleFavourite(['powerball', 'quiniela-leidsa'], 'powerball')).toEqual(['quiniela-leidsa']);
  });
});

describe('pinFavourites', () => {
  const latest = [
    { gameId: 'quiniela-leidsa', date: '2026-08-21', hour: '20:55' },
    { gameId: 'powerball', date: '2026-07-11', hour: '22:59' },
    { gameId: 'quiniela-loteka', date: '2026-08-22', hour: '19:55' },
  ];

  it('puts the pinned games first in either order, each part keeping that order', () => {
    for (const order of ['reciente', 'operadora'] as const) {
      const ordered = orderHomeGames(homeGames(), latest, order);
      const { pinned, others } = pinFavourites(ordered, ['powerball', 'quiniela-leidsa']);
      expect([...pinned, ...others]).toHaveLength(ordered.length);
      expect(others).toEqual(ordered.filter((g) => g.id !== 'powerball' && g.id !== 'quiniela-leidsa'));
      expect(pinned.map((g) => g.id)).toEqual(
        ordered.filter((g) => g.id === 'powerball' || g.id === 'quiniela-leidsa').map((g) => g.id),
      );
    }
    const recent = pinFavourites(orderHomeGames(homeGames(), latest, 'reciente'), ['powerball', 'quiniela-leidsa']);
    expect(recent.pinned.map((g) => g.id)).toEqual(['quiniela-leidsa', 'powerball']);
    expect(recent.others[0]?.id).toBe('quiniela-loteka');
  });

  it('pins nothing without favourites', () => {
    const ordered = orderHomeGames(homeGames(), latest, 'operadora');
    expect(pinFavourites(ordered, [])).toEqual({ pinned: [], others: ordered });
  });
});
