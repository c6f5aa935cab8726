import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dominicanDate, isDrawDateInRange, isIsoDate, zonedInstant, zonedMoment } from './dates.ts';

afterEach(() => vi.useRealTimers());

describe('dates in America/Santo_Domingo', () => {
  it('keeps today at 21:00 in Santo Domingo (01:00 UTC the next day)', () => {
    vi.useFakeTimers({ now: new Date('2025-08-06T01:00:00Z') });
    expect(new Date().toISOString().slice(0, 10)).toBe('2025-08-06');
    expect(dominicanDate(new Date())).toBe('2025-08-05');
  });

  it('checks the calendar, not only the shape', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-31')).toBe(false);
    expect(isIsoDate('05-08-2025')).toBe(false);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('bounds draw dates between 1990-01-01 and tomorrow in Santo Domingo', () => {
    const now = new Date('2025-08-06T01:00:00Z');
    expect(isDrawDateInRange('0000-01-01', now)).toBe(false);
    expect(isDrawDateInRange('1990-01-01', now)).toBe(true);
    expect(isDrawDateInRange('2025-08-06', now)).toBe(true);
    expect(isDrawDateInRange('2025-08-07', now)).toBe(false);
  });
});

describe('wall clocks of a zone through Intl (decision 078)', () => {
  const NY = 'America/New_York';
  const SD = 'America/Santo_Domingo';

  it.each([
    ['winter', '2026-01-14', '2026-01-15T03:59:00.000Z', { date: '2026-01-14', time: '23:59' }],
    ['summer', '2026-07-15', '2026-07-16T02:59:00.000Z', { date: '2026-07-15', time: '22:59' }],
    ['the spring change day', '2026-03-08', '2026-03-09T02:59:00.000Z', { date: '2026-03-08', time: '22:59' }],
    ['the day before it', '2026-03-07', '2026-03-08T03:59:00.000Z', { date: '2026-03-07', time: '23:59' }],
    ['the autumn change day', '2026-11-01', '2026-11-02T03:59:00.000Z', { date: '2026-11-01', time: '23:59' }],
    ['the day before it', '2026-10-31', '2026-11-01T02:59:00.000Z', { date: '2026-10-31', time: '22:59' }],
  ])('22:59 in New York in %s (%s) is %s, read in Santo Domingo as %o', (_season, date, instant, santoDomingo) => {
    const at = zonedInstant(date, '22:59', NY);
    expect(at.toISOString()).toBe(instant);
    expect(zonedMoment(at, SD)).toEqual(santoDomingo);
    expect(zonedMoment(at, NY)).toEqual({ date, time: '22:59' });
  });

  it('reads Santo Domingo at UTC-4 all year', () => {
    expect(zonedInstant('2026-01-14', '20:55', SD).toISOString()).toBe('2026-01-15T00:55:00.000Z');
    expect(zonedInstant('2026-07-15', '20:55', SD).toISOString()).toBe('2026-07-16T00:55:00.000Z');
    expect(zonedMoment(new Date('2026-01-15T03:30:00Z'), SD)).toEqual({ date: '2026-01-14', time: '23:30' });
  });

  it('a Mega Millions draw at 23:00 ET on a winter Tuesday is 00:00 on Wednesday in Santo Domingo', () => {
    expect(zonedMoment(zonedInstant('2026-12-01', '23:00', NY), SD)).toEqual({ date: '2026-12-02', time: '00:00' });
  });
});
