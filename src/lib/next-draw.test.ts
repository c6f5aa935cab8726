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
// at 23:00 Eastern Time on Monday, Wednesday and Saturday (00:00 the next day in Santo Domingo in winter, 23:00 in
// summer); Billetes Jueves at 21:00 on Thursday only.
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
    expect(next('powerball', '2026-11-29T00:30:00')).toBe(at('2026-12-01T00:00:00').toISOString());
    expect(next('powerball', '2026-11-29T12:00:00')).toBe(at('2026-12-01T00:00:00').toISOString());
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
    // 21:00 Eastern Time in February is 22:00 in Santo Domingo.
    expect(next('cash-4-life', '2026-02-21T21:00:00')).toBe(at('2026-02-21T22:00:00').toISOString());
    expect(next('cash-4-life', '2026-02-21T22:00:00')).toBeNull();
  });
});

describe('nextDrawAt of a US draw follows US daylight saving time (decision 078)', () => {
  const powerball22h59 = { ...game('powerball'), schedule: [slot('22:59', [1, 3, 6])] };

  it('a draw at 22:59 Eastern Time is 23:59 in Santo Domingo in winter and 22:59 in summer', () => {
    // Wednesday 2026-01-14 (EST, UTC-5) and Wednesday 2026-07-15 (EDT, UTC-4).
    expect(next(powerball22h59, '2026-01-14T12:00:00')).toBe(at('2026-01-14T23:59:00').toISOString());
    expect(next(powerball22h59, '2026-07-15T12:00:00')).toBe(at('2026-07-15T22:59:00').toISOString());
  });

  it('on the spring change day (Sunday 2026-03-08) the draws of that day and after are on summer time', () => {
    // New York Noche draws daily at 22:30 ET: on 2026-03-07 (EST) that is 23:30 in Santo Domingo, from 03-08 22:30.
    expect(next('new-york-noche', '2026-03-07T12:00:00')).toBe(at('2026-03-07T23:30:00').toISOString());
    expect(next('new-york-noche', '2026-03-08T12:00:00')).toBe(at('2026-03-08T22:30:00').toISOString());
    expect(next('new-york-noche', '2026-03-07T23:45:00')).toBe(at('2026-03-08T22:30:00').toISOString());
  });

  it('on the autumn change day (Sunday 2026-11-01) the draws of that day and after are on winter time', () => {
    expect(next('new-york-noche', '2026-10-31T12:00:00')).toBe(at('2026-10-31T22:30:00').toISOString());
    expect(next('new-york-noche', '2026-11-01T12:00:00')).toBe(at('2026-11-01T23:30:00').toISOString());
    expect(next('new-york-tarde', '2026-11-01T14:45:00')).toBe(at('2026-11-01T15:30:00').toISOString());
  });

  it('waits for a US draw of the US date past midnight in Santo Domingo (Mega Millions, Tuesday 23:00 ET)', () => {
    // 2026-12-01 is a Tuesday: its Mega Millions draw is at 00:00 on Wednesday in Santo Domingo.
    expect(next('mega-millions', '2026-12-01T23:59:00')).toBe(at('2026-12-02T00:00:00').toISOString());
    expect(next('mega-millions', '2026-12-02T00:00:00')).toBe(at('2026-12-05T00:00:00').toISOString());
  });
});
