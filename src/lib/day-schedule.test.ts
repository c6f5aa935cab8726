import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import { drawsScheduledOn } from './day-schedule.ts';

describe('drawsScheduledOn', () => {
  it("lists a day's scheduled draws by time, each game on its weekday only", () => {
    // 2026-11-29 is a Sunday: Quiniela Leidsa draws at 15:55 (20:55 the other days), PowerBall not (Mon, Wed, Sat).
    const sunday = drawsScheduledOn('2026-11-29');
    const instants = sunday.map((d) => d.at.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(sunday).toContainEqual(expect.objectContaining({ game: gameById('quiniela-leidsa'), time: '15:55' }));
    expect(sunday.some((d) => d.game.id === 'powerball')).toBe(false);
    const saturday = drawsScheduledOn('2026-11-28');
    expect(saturday).toContainEqual(expect.objectContaining({ game: gameById('quiniela-leidsa'), time: '20:55' }));
    expect(saturday.some((d) => d.game.id === 'powerball')).toBe(true);
  });

  it('leaves out games that ended before the day and games no source publishes', () => {
    const games = drawsScheduledOn('2026-11-28').map((d) => d.game);
    expect(games.some((g) => g.endedOn !== undefined && g.endedOn < '2026-11-28')).toBe(false);
    expect(games.some((g) => g.unsourced)).toBe(false);
  });

  it('leaves out a day the catalogue knows was not held: Good Friday for the Dominican operators (decision 082)', () => {
    const goodFriday = drawsScheduledOn('2026-04-03');
    expect(goodFriday.some((d) => d.game.operatorId === 'leidsa')).toBe(false);
    expect(goodFriday.some((d) => d.game.operatorId === 'americanas')).toBe(true);
  });
});
