import { describe, expect, it } from 'vitest';
import { HOME_GAMES } from './catalogue/index.ts';
import { dayChip, orderHomeGames } from './home-order.ts';

/** An instant given as Santo Domingo wall time (UTC-4). */
const at = (local: string) => new Date(`${local}-04:00`);

const games = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }];
const ids = (list: readonly { id: string }[]) => list.map((g) => g.id);

describe('orderHomeGames', () => {
  const latest = [
    { gameId: 'b', date: '2026-08-21', hour: '20:55' },
    { gameId: 'c', date: '2026-08-22', hour: '12:55' },
    { gameId: 'd', date: '2026-08-21', hour: '21:00' },
    { gameId: 'e', date: '2026-08-21', hour: '20:55' },
  ];

  it('puts the newest draw (date, then time) first and games without data last', () => {
    expect(ids(orderHomeGames(games, latest, 'reciente'))).toEqual(['c', 'd', 'b', 'e', 'a']);
  });

  it('keeps the catalogue order among equal draws and among games without data', () => {
    const sameDay = [
      { gameId: 'd', date: '2026-08-22', hour: '12:00' },
      { gameId: 'b', date: '2026-08-22', hour: '12:00' },
    ];
    expect(ids(orderHomeGames(games, sameDay, 'reciente'))).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it("keeps the catalogue (operator) order for 'operadora' and while nothing is loaded", () => {
    expect(ids(orderHomeGames(games, latest, 'operadora'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(orderHomeGames(games, undefined, 'reciente'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('returns a new array and leaves the catalogue alone', () => {
    const first = HOME_GAMES[0]?.id ?? '';
    const ordered = orderHomeGames(
      HOME_GAMES,
      [{ gameId: HOME_GAMES.at(-1)?.id ?? '', date: '2026-01-01', hour: '10:00' }],
      'reciente',
    );
    expect(ordered[0]?.id).toBe(HOME_GAMES.at(-1)?.id);
    expect(HOME_GAMES[0]?.id).toBe(first);
    expect(ordered).toHaveLength(HOME_GAMES.length);
  });
});

describe('dayChip', () => {
  it("says 'Hoy' for a draw of today and 'Ayer' for one of yesterday in Santo Domingo", () => {
    const now = at('2026-11-25T09:00:00');
    expect(dayChip('2026-11-25', now)).toBe('Hoy');
    expect(dayChip('2026-11-24', now)).toBe('Ayer');
    expect(dayChip('2026-11-23', now)).toBeNull();
    expect(dayChip('2026-08-22', now)).toBeNull();
  });

  it('counts days in Santo Domingo, not UTC', () => {
    // 23:30 in Santo Domingo is already the next day in UTC.
    const lateEvening = at('2026-11-25T23:30:00');
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(dayChip('2026-11-25', lateEvening)).toBe('Hoy');
    expect(dayChip('2026-11-24', lateEvening)).toBe('Ayer');
    // Just after midnight, yesterday evening's draw is 'Ayer'.
    expect(dayChip('2026-11-25', at('2026-11-26T00:05:00'))).toBe('Ayer');
  });

  it('gives a chip across a month and year boundary', () => {
    expect(dayChip('2025-12-31', at('2026-01-01T08:00:00'))).toBe('Ayer');
  });
});
