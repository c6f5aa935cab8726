import { describe, expect, it } from 'vitest';
import { delaySeconds, latencyBySource, latencyFrom, nearestRank, STORED } from './latency.ts';

/** Quiniela Leidsa of 2026-10-09 at 20:55 in Santo Domingo (UTC-4): 2026-10-10T00:55:00Z. */
const quiniela = { gameId: 'quiniela-leidsa', drawDate: '2026-10-09', drawTime: '20:55' };
const after = (seconds: number) => new Date(Date.parse('2026-10-10T00:55:00Z') + seconds * 1000);

describe('delaySeconds', () => {
  it('counts from the scheduled time in the game zone: Santo Domingo, and New York for a US draw', () => {
    expect(delaySeconds(quiniela, after(95))).toBe(95);
    // New York Noche of 2026-07-01 at 22:30 in New York (EDT, UTC-4): 2026-07-02T02:30:00Z.
    const newYork = { gameId: 'new-york-noche', drawDate: '2026-07-01', drawTime: '22:30' };
    expect(delaySeconds(newYork, new Date('2026-07-02T02:31:00Z'))).toBe(60);
  });

  it('leaves out a moment before the draw, a history fill more than a day later and an unknown game', () => {
    expect(delaySeconds(quiniela, after(-1))).toBeNull();
    expect(delaySeconds(quiniela, after(24 * 3600 + 1))).toBeNull();
    expect(delaySeconds({ ...quiniela, gameId: 'no-such-game' }, after(60))).toBeNull();
  });
});

describe('latencyBySource', () => {
  it('gives Gana Más first, then each source by name, with median and p95 by nearest rank', () => {
    const day = (n: number) => ({ ...quiniela, drawDate: `2026-10-0${n}` });
    const at = (n: number, seconds: number) => new Date(Date.parse(`2026-10-0${n + 1}T00:55:00Z`) + seconds * 1000);
    const stored = [1, 2, 3, 4].map((n) => ({ ...day(n), storedAt: at(n, 60 * n) }));
    const sightings = [
      ...[1, 2, 3, 4].map((n) => ({ ...day(n), sourceAdapter: 'loteriasdominicanas-api', firstSeenAt: at(n, 60 * n) })),
      { ...day(1), sourceAdapter: 'leidsa', firstSeenAt: at(1, 30) },
      { ...day(2), sourceAdapter: 'leidsa', firstSeenAt: at(2, 3 * 86_400) },
    ];
    expect(latencyBySource(sightings, stored)).toEqual([
      { source: STORED, draws: 4, medianS: 120, p95S: 240 },
      { source: 'leidsa', draws: 1, medianS: 30, p95S: 30 },
      { source: 'loteriasdominicanas-api', draws: 4, medianS: 120, p95S: 240 },
    ]);
  });

  it('says nothing without a draw counted', () => {
    expect(latencyBySource([], [])).toEqual([]);
  });
});

describe('nearestRank and the window', () => {
  it('reads the nearest rank', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(sorted, 0.5)).toBe(10);
    expect(nearestRank(sorted, 0.95)).toBe(19);
    expect(nearestRank([7], 0.95)).toBe(7);
  });

  it('covers the last 7 days, today included, in Santo Domingo', () => {
    expect(latencyFrom(new Date('2026-10-10T03:00:00Z'))).toBe('2026-10-03');
    expect(latencyFrom(new Date('2026-10-10T05:00:00Z'))).toBe('2026-10-04');
  });
});
