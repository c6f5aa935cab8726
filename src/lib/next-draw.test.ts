import { describe, expect, it } from 'vitest';
import { gameById, type Game } from './catalogue/index.ts';
import { at as slot } from './catalogue/schedule.ts';
import { nextDrawAt } from './next-draw.ts';

function game(id: string): Game {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/** An instant given as Santo Domingo wall time (UTC-4). */
const at = (local: string) => new Date(`${local}-04:00`);
const next = (id: string | Game, local: string) =>
  nextDrawAt(typeof id === 'string' ? game(id) : id, at(local))?.toISOString() ?? null;

// 2026-11-25 is a Wednesday. Quiniela Leidsa draws at 20:55 Monday to Saturday and 15:55 on Sunday; Powerball
// at 23:00 on Monday, Wednesday and Saturday; Billetes Jueves at 21:00 on Thursday only.
describe('nextDrawAt', () => {
  it("before the day's draw: today's draw", () => {
    expect(next('quiniela-leidsa', '2026-11-25T10:00:00')).toBe(at('2026-11-25T20:55:00').toISOString());
  });

  it("between the day's draws: the later draw of the same day", () => {
    const twice = { ...game('quiniela-leidsa'), schedule: [slot('20:00'), slot('12:30')] };
    expect(next(twice, '2026-11-25T08:00:00')).toBe(at('2026-11-25T12:30:00').toISOString());
    expect(next(twice, '2026-11-25T13:00:00')).toBe(at('2026-11-25T20:00:00').toISOString());
  });

  it("after the day's draw, and at its very minute: the next day's, across midnight", () => {
    expect(next('quiniela-leidsa', '2026-11-25T21:00:00')).toBe(at('2026-11-26T20:55:00').toISOString());
    expect(next('quiniela-leidsa', '2026-11-25T20:55:00')).toBe(at('2026-11-26T20:55:00').toISOString());
    // 23:30 in Santo Domingo is already the 26th in UTC: the Dominican date decides.
    expect(next('quiniela-leidsa', '2026-11-25T23:30:00')).toBe(at('2026-11-26T20:55:00').toISOString());
  });

  it("takes the weekday's own slot: Saturday evening to Sunday's afternoon draw", () => {
    expect(next('quiniela-leidsa', '2026-11-28T21:30:00')).toBe(at('2026-11-29T15:55:00').toISOString());
    expect(next('quiniela-leidsa', '2026-11-29T16:00:00')).toBe(at('2026-11-30T20:55:00').toISOString());
  });

  it('skips days without a draw: Saturday night to Monday for a game without Sunday draws', () => {
    expect(next('powerball', '2026-11-28T23:30:00')).toBe(at('2026-11-30T23:00:00').toISOString());
    expect(next('powerball', '2026-11-29T12:00:00')).toBe(at('2026-11-30T23:00:00').toISOString());
  });

  it('a weekly game whose draw of today has passed: the same weekday of the next week', () => {
    expect(next('billetes-jueves', '2026-11-26T21:01:00')).toBe(at('2026-12-03T21:00:00').toISOString());
  });

  it('crosses the year', () => {
    expect(next('quiniela-leidsa', '2026-12-31T22:00:00')).toBe(at('2027-01-01T20:55:00').toISOString());
  });

  it('keeps UTC-4 across the US clock changes (Santo Domingo has no daylight saving time)', () => {
    // The US moved its clocks on 2026-03-08 and 2026-11-01 (both Sundays); Santo Domingo did not.
    expect(next('quiniela-leidsa', '2026-03-08T16:00:00')).toBe('2026-03-10T00:55:00.000Z');
    expect(next('quiniela-leidsa', '2026-11-01T16:00:00')).toBe('2026-11-03T00:55:00.000Z');
    expect(next('quiniela-leidsa', '2026-07-01T12:00:00')).toBe('2026-07-02T00:55:00.000Z');
  });

  it('is null where the next draw is not known: no schedule, a suspended game, an ended game', () => {
    expect(game('chance-express').schedule).toEqual([]);
    expect(next('chance-express', '2026-11-25T10:00:00')).toBeNull();
    expect(game('megalotto').unavailable).toBe('suspended');
    expect(next('megalotto', '2026-11-25T10:00:00')).toBeNull();
    expect(next('cash-4-life', '2026-11-25T10:00:00')).toBeNull();
  });

  it('an ending game still has its last draw, and none after it', () => {
    expect(game('cash-4-life').endedOn).toBe('2026-02-21');
    expect(next('cash-4-life', '2026-02-21T20:00:00')).toBe(at('2026-02-21T21:00:00').toISOString());
    expect(next('cash-4-life', '2026-02-21T21:00:00')).toBeNull();
  });
});
