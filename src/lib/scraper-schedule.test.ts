import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import { minutesOf } from './dates.ts';
import { awaitingDraw, nextRunAt, publicationDelays, runProgress } from './scraper-schedule.ts';

describe('scraper schedule', () => {
  it('is due at once when it never ran, else frequency seconds after the last run', () => {
    expect(nextRunAt(null, 300)).toBe(0);
    expect(nextRunAt(1_000_000, 300)).toBe(1_300_000);
  });

  it('gives the progress to the next run between 0 and 1', () => {
    expect(runProgress(1_000_000, 300, 1_150_000)).toBe(0.5);
    expect(runProgress(1_000_000, 300, 2_000_000)).toBe(1);
    expect(runProgress(1_000_000, 300, 900_000)).toBe(0);
    expect(runProgress(null, 300, 5)).toBe(1);
  });
});

describe('polling around draw times', () => {
  const quiniela = gameById('quiniela-leidsa');
  if (!quiniela) throw new Error('catalogue: quiniela-leidsa');
  // Quiniela Leidsa draws at 20:55 Monday to Saturday and 15:55 on Sunday; 2026-11-24 is a Tuesday.
  const at = (time: string) => minutesOf(time);

  it.each([
    ['before the draw time', '20:50', new Set<string>(), false],
    ['at the draw time', '20:55', new Set<string>(), true],
    ['an hour after it', '21:55', new Set<string>(), true],
    ['after the give-up time', '22:26', new Set<string>(), false],
    ['when the draw is stored', '21:00', new Set(['quiniela-leidsa']), false],
  ])('awaits the draw %s', (_label, time, stored, expected) => {
    expect(awaitingDraw([quiniela], '2026-11-24', at(time), stored)).toBe(expected);
  });

  it('measures the delay from the scheduled time to the storage, for draws of the last day only', () => {
    const storedAt = new Date('2026-11-25T01:07:00Z'); // 21:07 in Santo Domingo
    expect(
      publicationDelays(
        [
          { gameId: 'quiniela-leidsa', drawDate: '2026-11-24', drawTime: '20:55' },
          { gameId: 'quiniela-leidsa', drawDate: '2026-11-20', drawTime: '20:55' },
        ],
        storedAt,
      ),
    ).toEqual([{ gameId: 'quiniela-leidsa', drawDate: '2026-11-24', minutes: 12 }]);
  });
});
