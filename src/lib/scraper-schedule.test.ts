import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
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
  const at = (time: string, date = '2026-11-24') => new Date(`${date}T${time}:00-04:00`);
  const none = () => false;

  it.each([
    ['before the draw time', '20:50', none, false],
    ['at the draw time', '20:55', none, true],
    ['an hour after it', '21:55', none, true],
    ['after the give-up time', '22:26', none, false],
    [
      'when the draw is stored',
      '21:00',
      (id: string, date: string) => id === 'quiniela-leidsa' && date === '2026-11-24',
      false,
    ],
  ])('awaits the draw %s', (_label, time, stored, expected) => {
    expect(awaitingDraw([quiniela], at(time), stored)).toBe(expected);
  });

  it('polls for a US draw at its Eastern Time in both seasons and on the change days (decision 078)', () => {
    const noche = gameById('new-york-noche');
    if (!noche) throw new Error('catalogue: new-york-noche');
    // New York Noche draws daily at 22:30 ET: 23:30 in Santo Domingo in winter, 22:30 in summer.
    expect(awaitingDraw([noche], at('22:45', '2026-01-14'), none)).toBe(false);
    expect(awaitingDraw([noche], at('23:45', '2026-01-14'), none)).toBe(true);
    expect(awaitingDraw([noche], at('22:45', '2026-07-15'), none)).toBe(true);
    expect(awaitingDraw([noche], at('22:45', '2026-03-07'), none)).toBe(false);
    expect(awaitingDraw([noche], at('22:45', '2026-03-08'), none)).toBe(true);
    expect(awaitingDraw([noche], at('22:45', '2026-10-31'), none)).toBe(true);
    expect(awaitingDraw([noche], at('22:45', '2026-11-01'), none)).toBe(false);
    // Past midnight in Santo Domingo it still awaits the draw of the US date (2026-11-01), until it is stored.
    expect(awaitingDraw([noche], at('00:30', '2026-11-02'), none)).toBe(true);
    expect(awaitingDraw([noche], at('00:30', '2026-11-02'), (_id, date) => date === '2026-11-01')).toBe(false);
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

  it("measures a US draw's delay from its Eastern Time (Powerball 23:00 ET on 2026-11-23 is 04:00Z)", () => {
    const draw = { gameId: 'powerball', drawDate: '2026-11-23', drawTime: '23:00' };
    expect(publicationDelays([draw], new Date('2026-11-24T04:10:00Z'))).toEqual([
      { gameId: 'powerball', drawDate: '2026-11-23', minutes: 10 },
    ]);
  });
});
