import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dominicanDate, isDrawDateInRange, isIsoDate } from './dates.ts';

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
