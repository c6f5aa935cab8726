import { describe, expect, it } from 'vitest';
import { drawStatusOf } from './draw-status.ts';
import { packHomeDraws, unpackHomeDraws, type HomeDraw } from './home-draws.ts';

const draws: HomeDraw[] = [
  {
    gameId: 'quiniela-leidsa',
    date: '2026-08-21',
    hour: '20:55',
    gameScores: ['33', '29', '86'],
    status: drawStatusOf('pending', '2026-11-25', '20:55'),
  },
  {
    gameId: 'powerball',
    date: '2026-08-20',
    hour: '22:59',
    gameScores: ['04', '11', { score: '26', type: 'Powerball' }, { score: '2x', type: 'Power Play|;=,:%' }],
    status: drawStatusOf('no_draw_today'),
  },
  { gameId: 'sin-estado', date: '2026-08-19', hour: '12:00', gameScores: [] },
];

describe('packHomeDraws / unpackHomeDraws', () => {
  it('gives back the draws it packed, labelled scores, separators inside values and a missing status included', () => {
    expect(unpackHomeDraws(packHomeDraws(draws))).toEqual(draws);
    expect(unpackHomeDraws(packHomeDraws([]))).toEqual([]);
  });

  it('writes far fewer bytes than the JSON of the same draws, the hours as they are', () => {
    expect(packHomeDraws(draws).length).toBeLessThan(JSON.stringify(draws).length * 0.6);
    expect(packHomeDraws(draws.slice(0, 1))).toBe('quiniela-leidsa|2026-08-21|20:55|33,29,86|pending|2026-11-25|20:55');
  });

  it('refuses text it did not write', () => {
    expect(() => unpackHomeDraws('quiniela-leidsa|2026-08-21')).toThrow(/Malformed/);
    expect(() => unpackHomeDraws('a|2026-08-21|20:55|1|sleeping||')).toThrow(/Unknown draw state/);
  });
});
