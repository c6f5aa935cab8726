import { describe, expect, it } from 'vitest';
import { drawInstant, gameById } from './catalogue/index.ts';
import { drawStatusOf } from './draw-status.ts';
import { LIVE, liveDelay, liveKey, type LiveDraw } from './live.ts';
import { REFRESH } from './refresh.ts';

// Quiniela Leidsa as the live-scrape stages show it (tests/e2e/fake-sources.ts): the draw of 2026-10-09 from the
// constructed capture, while today's (2026-11-28) is awaited, being drawn, then stored as 05 75 59.
const stored: LiveDraw = {
  gameId: 'quiniela-leidsa',
  date: '2026-10-09',
  hour: '20:55',
  gameScores: ['68', '65', '59'],
};
const pending = { ...stored, status: drawStatusOf('pending', '2026-11-28', '20:55') };
const inProgress = { ...stored, status: drawStatusOf('in_progress', '2026-11-28', '20:55') };
const published = {
  ...stored,
  date: '2026-11-28',
  gameScores: ['05', '75', '59'],
  status: drawStatusOf('published', '2026-11-28', '20:55'),
};
const powerball: LiveDraw = {
  gameId: 'powerball',
  date: '2026-08-19',
  hour: '22:59',
  gameScores: ['04', '18', '33', '40', '62', { score: '15', type: 'Powerball' }],
  status: drawStatusOf('pending', '2026-11-28', '22:59'),
};

describe('liveKey', () => {
  it('changes when the status goes from pending to in progress, and when the draw is stored', () => {
    const keys = [pending, inProgress, published].map((draw) => liveKey([draw]));
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('changes with one number, a number losing its label or the hour', () => {
    const key = liveKey([powerball]);
    expect(liveKey([{ ...powerball, gameScores: [...powerball.gameScores.slice(0, 5), '15'] }])).not.toBe(key);
    expect(liveKey([{ ...published, gameScores: ['05', '75', '58'] }])).not.toBe(liveKey([published]));
    expect(liveKey([{ ...stored, hour: '15:55' }])).not.toBe(liveKey([stored]));
  });

  it('does not depend on the order of the draws (the home orders its cards two ways)', () => {
    expect(liveKey([pending, powerball])).toBe(liveKey([powerball, pending]));
  });
});

describe('liveDelay', () => {
  const game = gameById('quiniela-leidsa');
  if (!game) throw new Error('quiniela-leidsa is not in the catalogue');
  // Today's 8:55 p. m. draw in Santo Domingo.
  const at = drawInstant(game, '2026-11-28', '20:55').getTime();
  const minutes = (n: number) => n * 60_000;

  it("keeps the region's own cadence without an awaited draw", () => {
    expect(liveDelay(at, [], REFRESH.direct)).toBe(REFRESH.direct);
    expect(liveDelay(at, [], REFRESH.lists)).toBe(REFRESH.lists);
  });

  it('reads every 15 s from 5 minutes before the draw until 3 hours after it', () => {
    expect(liveDelay(at - minutes(5), [at], REFRESH.lists)).toBe(LIVE.awaited);
    expect(liveDelay(at + minutes(1), [at], REFRESH.lists)).toBe(LIVE.awaited);
    expect(liveDelay(at + minutes(179), [at], REFRESH.direct)).toBe(LIVE.awaited);
    expect(liveDelay(at + minutes(180), [at], REFRESH.direct)).toBe(REFRESH.direct);
  });

  it('keeps the fast reads for a draw due now when another draw of the region is hours late', () => {
    expect(liveDelay(at + minutes(1), [at - minutes(600), at], REFRESH.lists)).toBe(LIVE.awaited);
    expect(liveDelay(at - minutes(7), [at - minutes(600), at], REFRESH.lists)).toBe(minutes(2));
    expect(liveDelay(at + minutes(1), [at - minutes(600)], REFRESH.lists)).toBe(REFRESH.lists);
  });

  it('comes back early enough to start the fast reads on time', () => {
    expect(liveDelay(at - minutes(7), [at], REFRESH.lists)).toBe(minutes(2));
    expect(liveDelay(at - minutes(5) - 10_000, [at], REFRESH.lists)).toBe(LIVE.awaited);
    expect(liveDelay(at - minutes(60), [at], REFRESH.direct)).toBe(REFRESH.direct);
  });
});
