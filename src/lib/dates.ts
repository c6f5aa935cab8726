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
const SANTO_DOMINGO_UTC_OFFSET = '-04:00';
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

/** The instant `at` as ISO 8601 in Santo Domingo time with its offset, to the second ("2026-11-03T11:00:00-04:00"). */
export const dominicanIsoInstant = (at: Date): string =>
  `${new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 19)}${SANTO_DOMINGO_UTC_OFFSET}`;

/** The instant of a draw time "HH:MM" on `drawDate` ("YYYY-MM-DD") in Santo Domingo. */
export const dominicanInstant = (drawDate: string, time: string): Date =>
  new Date(`${drawDate}T${time}:00${SANTO_DOMINGO_UTC_OFFSET}`);

/** The IANA zone of the US draws' official times (Eastern Time: UTC-5, UTC-4 from March to November). */
export const NEW_YORK_TIME_ZONE = 'America/New_York';
/** The IANA zone of a game's official draw times (decision 078): Dominican games' or the US draws'. */
export type DrawTimeZone = typeof SANTO_DOMINGO_TIME_ZONE | typeof NEW_YORK_TIME_ZONE;

/** A wall-clock reading in one zone: its date "YYYY-MM-DD" and time "HH:MM". */
export interface ZonedMoment {
  date: string;
  time: string;
}

/** One `Intl` formatter per zone (creating one is slow), reading an instant's wall clock to the second. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClockOf = (timeZone: string): Intl.DateTimeFormat => {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, clock);
  }
  return clock;
};

/** The wall clock of `at` in `timeZone` as ms since epoch read as UTC (its fields, zone dropped). */
function wallClockMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const { year, month, day, hour, minute, second } = parts as Record<string, string>;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
}

/** The date and time "HH:MM" the wall clocks of `timeZone` show at the instant `at` (the zone's rules from `Intl`). */
export function zonedMoment(at: Date, timeZone: string): ZonedMoment {
  const iso = new Date(wallClockMs(at, timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant the wall clocks of `timeZone` show `time` ("HH:MM") on `date` ("YYYY-MM-DD"), with the zone's
 * offset of that day from `Intl` (so "22:59" in America/New_York is 03:59Z in winter and 02:59Z in summer).
 * A time a clock change skips or repeats (01:00-02:59 on a US change night, when no draw is scheduled) may be read
 * with either offset.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const offsetAt = (at: number) => wallClockMs(new Date(at), timeZone) - at;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}
