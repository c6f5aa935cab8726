/**
 * The project's one calendar module. Dates are "YYYY-MM-DD" strings in America/Santo_Domingo, which is
 * UTC-4 all year (no DST); "today" is always the Dominican date, never a UTC slice.
 */

/** Shape of a "YYYY-MM-DD" date (the calendar check is {@link isIsoDate}). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Earliest draw date a request may ask for. */
export const MIN_DRAW_DATE = '1990-01-01';
/** The IANA zone of every date and time the site shows. */
export const SANTO_DOMINGO_TIME_ZONE = 'America/Santo_Domingo';
/** America/Santo_Domingo's fixed UTC offset, as ISO 8601 writes it. */
export const SANTO_DOMINGO_UTC_OFFSET = '-04:00';
const SANTO_DOMINGO_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** Whether `value` is a "YYYY-MM-DD" date that exists on the calendar ("2025-02-31" does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The Dominican calendar date "YYYY-MM-DD" of the instant `now`. */
export function dominicanDate(now: Date): string {
  return new Date(now.getTime() - SANTO_DOMINGO_OFFSET_MS).toISOString().slice(0, 10);
}

/** `isoDate` shifted by `days` calendar days ("2025-12-31", 1 -> "2026-01-01"). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a valid `isoDate` lies between {@link MIN_DRAW_DATE} and tomorrow in Santo Domingo (of `now`). */
export function isDrawDateInRange(isoDate: string, now: Date): boolean {
  return isoDate >= MIN_DRAW_DATE && isoDate <= addDays(dominicanDate(now), 1);
}

/** Minutes since midnight of a time "HH:MM". */
export const minutesOf = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Minutes since midnight in Santo Domingo (UTC-4 all year) at the instant `now`. */
export const dominicanMinutes = (now: Date): number => {
  const local = new Date(now.getTime() - 4 * 3_600_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

/** The instant `at` as ISO 8601 in Santo Domingo time with its offset, to the second ("2026-11-03T11:00:00-04:00"). */
export const dominicanIsoInstant = (at: Date): string =>
  `${new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 19)}${SANTO_DOMINGO_UTC_OFFSET}`;

/** The instant of a draw time "HH:MM" on `drawDate` ("YYYY-MM-DD") in Santo Domingo. */
export const dominicanInstant = (drawDate: string, time: string): Date =>
  new Date(`${drawDate}T${time}:00${SANTO_DOMINGO_UTC_OFFSET}`);
