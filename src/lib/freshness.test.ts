import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import {
  dataChangedAt,
  dataStopsNote,
  honestSubtitle,
  isLive,
  isOldDraw,
  LATEST_HEADING,
  resultsHeading,
  sourcesDown,
  TODAY_HEADING,
  type SourceHealth,
} from './freshness.ts';

/** An instant given as Santo Domingo wall time (UTC-4). */
const at = (local: string) => new Date(`${local}-04:00`);
/** The day the issue was tried: bundled data ends on 2026-08-22. */
const NOW = at('2026-11-25T12:40:00');

describe('resultsHeading', () => {
  it("says 'Últimos resultados' with the newest date when no draw is of today", () => {
    const draws = [
      { date: '2026-08-21', hour: '20:55' },
      { date: '2026-08-22', hour: '12:55' },
      { date: '2025-03-13', hour: '21:00' },
    ];
    expect(resultsHeading(draws, NOW)).toEqual({ text: LATEST_HEADING, today: false, newestDate: '2026-08-22' });
  });

  it("says 'Resultados de hoy' when the newest draw is of today in Santo Domingo", () => {
    const draws = [
      { date: '2026-11-24', hour: '20:55' },
      { date: '2026-11-25', hour: '12:55' },
    ];
    expect(resultsHeading(draws, NOW)).toEqual({ text: TODAY_HEADING, today: true });
  });

  it('counts today in Santo Domingo, not in UTC', () => {
    // 01:30 UTC on the 26th is still the 25th in Santo Domingo.
    const lateEvening = new Date('2026-11-26T01:30:00Z');
    expect(resultsHeading([{ date: '2026-11-25', hour: '20:55' }], lateEvening).today).toBe(true);
    expect(resultsHeading([{ date: '2026-11-25', hour: '20:55' }], new Date('2026-11-26T04:30:00Z')).today).toBe(false);
  });

  it('has no date without draws', () => {
    expect(resultsHeading([], NOW)).toEqual({ text: LATEST_HEADING, today: false });
  });
});

describe('honestSubtitle', () => {
  const old = resultsHeading([{ date: '2026-08-21', hour: '20:55' }], NOW);
  const today = resultsHeading([{ date: '2026-11-25', hour: '12:55' }], NOW);

  it('keeps a subtitle of today only over a draw of today', () => {
    expect(honestSubtitle('Resultados de hoy', today)).toBe(TODAY_HEADING);
    expect(honestSubtitle('Quiniela Palé de hoy', today)).toBe('Quiniela Palé de hoy');
    expect(honestSubtitle('Resultados de hoy', old)).toBe(LATEST_HEADING);
    expect(honestSubtitle('Quiniela Palé de hoy', old)).toBe(LATEST_HEADING);
  });

  it('leaves other subtitles as they are', () => {
    expect(honestSubtitle('Resultados del mediodía', old)).toBe('Resultados del mediodía');
    expect(honestSubtitle(null, old)).toBeNull();
  });
});

describe('dataChangedAt', () => {
  it("is the newest draw's instant, not the read time", () => {
    const draws = [
      { date: '2026-08-21', hour: '20:55' },
      { date: '2026-08-22', hour: '12:55' },
    ];
    expect(dataChangedAt(draws, NOW.getTime())).toBe(at('2026-08-22T12:55:00').getTime());
  });

  it('is never later than the read time (a draw stored before its scheduled time)', () => {
    expect(dataChangedAt([{ date: '2026-11-25', hour: '20:55' }], NOW.getTime())).toBe(NOW.getTime());
  });

  it('is undefined without draws', () => {
    expect(dataChangedAt([], NOW.getTime())).toBeUndefined();
  });
});

describe("a US draw's moment is read in Eastern Time (decision 078)", () => {
  // Mega Millions of Tuesday 2026-12-01 at 23:00 ET: 00:00 on Wednesday in Santo Domingo.
  const megaMillions = { gameId: 'mega-millions', date: '2026-12-01', hour: '23:00' };

  it("dates the data at the draw's instant: an hour later in Santo Domingo in winter than in summer", () => {
    const later = at('2026-12-03T12:00:00').getTime();
    expect(dataChangedAt([megaMillions], later)).toBe(at('2026-12-02T00:00:00').getTime());
    const summer = { gameId: 'mega-millions', date: '2026-07-14', hour: '23:00' };
    expect(dataChangedAt([summer], later)).toBe(at('2026-07-14T23:00:00').getTime());
  });

  it('orders draws of different zones by instant: a US 23:00 in winter is newer than a Dominican 23:30', () => {
    const dominican = { gameId: 'quiniela-leidsa', date: '2026-12-01', hour: '23:30' };
    expect(dataChangedAt([megaMillions, dominican], at('2026-12-02T12:00:00').getTime())).toBe(
      at('2026-12-02T00:00:00').getTime(),
    );
  });

  it("says 'Resultados de hoy' over a US draw drawn past midnight in Santo Domingo", () => {
    expect(resultsHeading([megaMillions], at('2026-12-02T00:10:00')).text).toBe(TODAY_HEADING);
  });
});

describe('isOldDraw', () => {
  it('marks draws more than a year old', () => {
    expect(isOldDraw('2025-03-13', NOW)).toBe(true);
    expect(isOldDraw('2025-11-24', NOW)).toBe(true);
    expect(isOldDraw('2025-11-25', NOW)).toBe(false);
    expect(isOldDraw('2026-08-22', NOW)).toBe(false);
  });
});

describe('sourcesDown and isLive', () => {
  const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
  const healthy: SourceHealth = { lastSuccessAt: hoursAgo(0.1), failingSince: null };

  it('says the sources are down only after three hours of failures with no success', () => {
    expect(sourcesDown({ lastSuccessAt: hoursAgo(5), failingSince: hoursAgo(4) }, NOW)).toBe(true);
    expect(sourcesDown({ lastSuccessAt: null, failingSince: hoursAgo(3) }, NOW)).toBe(true);
    expect(sourcesDown({ lastSuccessAt: hoursAgo(3), failingSince: hoursAgo(2) }, NOW)).toBe(false);
    // Never scraped (scraping off): nothing failed, so nothing to announce.
    expect(sourcesDown({ lastSuccessAt: null, failingSince: null }, NOW)).toBe(false);
  });

  it('is live while a draw of today was just stored or seen being drawn, with healthy sources', () => {
    expect(isLive({ health: healthy, todayStoredAt: hoursAgo(0.5), todayInProgressAt: null }, NOW)).toBe(true);
    expect(isLive({ health: healthy, todayStoredAt: null, todayInProgressAt: hoursAgo(0.2) }, NOW)).toBe(true);
  });

  it('is not live with no draw of today, or one stored more than an hour ago', () => {
    expect(isLive({ health: healthy, todayStoredAt: null, todayInProgressAt: null }, NOW)).toBe(false);
    expect(isLive({ health: healthy, todayStoredAt: hoursAgo(2), todayInProgressAt: hoursAgo(1.5) }, NOW)).toBe(false);
  });

  it('is not live when the sources are unhealthy, even with a fresh draw of today', () => {
    const fresh = { todayStoredAt: hoursAgo(0.2), todayInProgressAt: null };
    expect(isLive({ ...fresh, health: { lastSuccessAt: null, failingSince: null } }, NOW)).toBe(false);
    expect(isLive({ ...fresh, health: { lastSuccessAt: hoursAgo(2), failingSince: null } }, NOW)).toBe(false);
  });
});

describe('dataStopsNote', () => {
  const powerball = gameById('powerball')!;

  it("says where the data stops when the newest draw is more than 30 days behind the game's date", () => {
    expect(dataStopsNote(powerball, '2026-08-19', NOW)).toBe(
      'Nuestros datos de PowerBall llegan hasta el miércoles, 19 de agosto de 2026.',
    );
  });

  it('says nothing of a draw at most 30 days old', () => {
    expect(dataStopsNote(powerball, '2026-10-26', NOW)).toBeNull();
    expect(dataStopsNote(powerball, '2026-11-23', NOW)).toBeNull();
  });

  it("measures an ended game from its last draw: Cash 4 Life's is 2026-02-21", () => {
    const cash4Life = gameById('cash-4-life')!;
    expect(dataStopsNote(cash4Life, '2026-02-21', NOW)).toBeNull();
    expect(dataStopsNote(cash4Life, '2025-08-05', NOW)).toBe(
      'Nuestros datos de Cash 4 Life llegan hasta el martes, 5 de agosto de 2025.',
    );
  });
});
