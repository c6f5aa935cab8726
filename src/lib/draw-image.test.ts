import { describe, expect, it } from 'vitest';
import { drawImageFor, drawImagePath, drawImageVersion } from './draw-image.ts';

// Quiniela Leidsa of 2026-08-21 and a Loto draw with labelled bonus balls, as the result mapping gives them.
const quiniela = { hour: '20:55', gameScores: ['33', '29', '86'] };
const loto = {
  hour: '20:55',
  gameScores: [
    '03',
    '11',
    '19',
    '24',
    '30',
    '38',
    { score: '07', type: 'Loto Más' },
    { score: '12', type: 'Súper Más' },
  ],
};

describe('drawImageVersion', () => {
  it('changes when a number, a label or the draw time changes', () => {
    const version = drawImageVersion([quiniela]);
    expect(drawImageVersion([{ ...quiniela, gameScores: ['33', '29', '87'] }])).not.toBe(version);
    expect(drawImageVersion([{ ...quiniela, hour: '20:56' }])).not.toBe(version);
    const labelled = drawImageVersion([loto]);
    const relabelled = { ...loto, gameScores: [...loto.gameScores.slice(0, 7), { score: '12', type: 'Otro' }] };
    expect(drawImageVersion([relabelled])).not.toBe(labelled);
  });

  it('is the same for the same draws in any order, and short', () => {
    const second = { hour: '12:55', gameScores: ['01', '02', '03'] };
    expect(drawImageVersion([quiniela, second])).toBe(drawImageVersion([second, quiniela]));
    expect(drawImageVersion([quiniela])).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('drawImageFor', () => {
  it("is the versioned image path of the day's draws", () => {
    const path = drawImageFor('quiniela-leidsa', '2026-08-21', [quiniela], false);
    expect(path).toBe(drawImagePath('quiniela-leidsa', '2026-08-21', drawImageVersion([quiniela])));
    expect(path).toMatch(/^\/og\/quiniela-leidsa\/2026-08-21\.png\?v=[0-9a-z]+$/);
  });

  it('leaves the default image to a day without a draw or with a draw under review', () => {
    expect(drawImageFor('quiniela-leidsa', '2026-08-21', [], false)).toBeUndefined();
    expect(drawImageFor('quiniela-leidsa', '2026-08-21', [quiniela], true)).toBeUndefined();
  });
});
