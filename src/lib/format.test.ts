import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDelay,
  formatInstant,
  formatLongDate,
  formatShortDate,
  formatWeekday,
  relativeTime,
} from './format.ts';

describe('dates in es-DO', () => {
  it('formats long and short dates', () => {
    expect(formatLongDate('2025-08-05')).toBe('martes, 5 de agosto de 2025');
    expect(formatShortDate('2025-08-05')).toBe('05/08/2025');
    expect(formatWeekday('2025-08-05')).toBe('martes');
  });

  it.each([
    [59_000, 'Hace unos segundos'],
    [60_000, 'Hace 1 minuto'],
    [59 * 60_000, 'Hace 59 minutos'],
    [3_600_000, 'Hace 1 hora'],
    [23 * 3_600_000, 'Hace 23 horas'],
    [86_400_000, 'Hace 1 día'],
    [29 * 86_400_000, 'Hace 29 días'],
    [30 * 86_400_000, 'martes, 5 de agosto de 2025'],
  ])('relative time after %i ms: %s', (elapsed, text) => {
    expect(relativeTime(elapsed, new Date('2025-08-05T20:00:00Z'))).toBe(text);
  });

  it('gives the long date of the moment in Santo Domingo, not in UTC', () => {
    // 21:00 on 5 August in Santo Domingo is 01:00 UTC on 6 August.
    expect(relativeTime(30 * 86_400_000, new Date('2025-08-06T01:00:00Z'))).toBe('martes, 5 de agosto de 2025');
  });
});

describe('formatInstant', () => {
  // 2026-11-25 13:50:27 UTC is 9:50:27 a. m. in Santo Domingo (UTC-4), whatever zone the process runs in.
  const at = '2026-11-25T13:50:27.000Z';

  it('writes an instant in Santo Domingo time in each style', () => {
    expect(formatInstant(at, 'date')).toBe('25 nov 2026');
    expect(formatInstant(at)).toBe('25 nov 2026, 9:50 a. m.');
    expect(formatInstant(new Date(at), 'seconds')).toBe('25/11/26, 9:50:27 a. m.');
  });

  it('keeps the Dominican date of an instant that is already the next day in UTC', () => {
    expect(formatInstant(Date.parse('2026-11-26T02:30:00Z'), 'date')).toBe('25 nov 2026');
  });
});

describe('formatCountdown', () => {
  const minutes = (n: number) => n * 60_000;
  it.each([
    [minutes(135), '2 h 15 min'],
    [minutes(134) + 1, '2 h 15 min'],
    [minutes(45), '45 min'],
    [minutes(120), '2 h'],
    [1, '1 min'],
    [0, '1 min'],
    [minutes(60 * 24 + 180), '1 día 3 h'],
    [minutes(60 * 24 * 6), '6 días'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('formatDelay', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [125, '2 min 5 s'],
    [180, '3 min'],
    [3600, '1 h'],
    [4320, '1 h 12 min'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatDelay(seconds)).toBe(text);
  });
});
