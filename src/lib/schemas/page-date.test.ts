import { describe, expect, it } from 'vitest';
import { parsePageDate, relativeDate } from './page-date.ts';

// 2026-11-26T02:30Z is still Nov 25, 22:30 in Santo Domingo.
const now = new Date('2026-11-26T02:30:00Z');

describe('parsePageDate', () => {
  it('takes a calendar day up to today in Santo Domingo', () => {
    expect(parsePageDate('2026-08-21', now)).toBe('2026-08-21');
    expect(parsePageDate('2026-11-25', now)).toBe('2026-11-25');
    expect(parsePageDate('2024-02-29', now)).toBe('2024-02-29');
  });

  it('refuses tomorrow in Santo Domingo even when it is already that day in UTC', () => {
    expect(parsePageDate('2026-11-26', now)).toBeNull();
  });

  it('refuses other shapes, days not on the calendar and days before the first draw date', () => {
    for (const value of [
      '2025-02-31',
      '2026-13-01',
      '21-08-2026',
      '2026-8-21',
      '2026-08-21x',
      '',
      'hoy',
      '1989-12-31',
    ]) {
      expect(parsePageDate(value, now), value).toBeNull();
    }
    expect(parsePageDate(null, now)).toBeNull();
    expect(parsePageDate(undefined, now)).toBeNull();
  });
});

describe('relativeDate', () => {
  it("names today and yesterday in Santo Domingo, across a month's end", () => {
    expect(relativeDate('hoy', now)).toBe('2026-11-25');
    expect(relativeDate('ayer', now)).toBe('2026-11-24');
    expect(relativeDate('ayer', new Date('2026-03-01T12:00:00Z'))).toBe('2026-02-28');
  });

  it('knows no other word', () => {
    for (const word of ['manana', 'toString', 'constructor', 'HOY', '2026-11-25'])
      expect(relativeDate(word, now)).toBeNull();
  });
});
