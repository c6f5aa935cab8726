/**
 * Dates on loteriasdominicanas.com `div.game-block` cards.
 *
 * `/pagina/ultimos-resultados` prints the full "dd-mm-yyyy HH:MM" in `.session-date`; the operator pages
 * (`/leidsa`, `/loteka`, ...) and `/` print only "dd-mm", so the year comes from the page script
 * (`new App({today: 'dd-mm-yyyy'})` or `today: 'yyyy-mm-dd'`) or, failing that, from the fetch time.
 */

import { dominicanDate } from '../../../src/lib/dates.ts';

/** A calendar date as numbers (month 1-12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const SESSION_DATE = /^(\d{1,2})-(\d{1,2})(?:-(\d{4}))?(?:\s|$)/;
const PAGE_TODAY = /\btoday\s*:\s*['"](\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})['"]/;

/** Formats a calendar date as "YYYY-MM-DD". */
function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The calendar date of `instant` in America/Santo_Domingo. */
export function santoDomingoDate(instant: Date): CalendarDate {
  const [year = 0, month = 0, day = 0] = dominicanDate(instant).split('-').map(Number);
  return { year, month, day };
}

/**
 * The page's own "today" from its inline script (`today: '05-08-2025'` or `today: '2025-08-05'`),
 * or null when the script is not there.
 */
export function pageToday(body: string): CalendarDate | null {
  const match = PAGE_TODAY.exec(body);
  if (!match?.[1]) return null;
  const fields = match[1].split('-').map(Number);
  const [a = 0, b = 0, c = 0] = fields;
  return match[1][4] === '-' ? { year: a, month: b, day: c } : { year: c, month: b, day: a };
}

/** True when the calendar date exists (rejects 31-02, 00-13 and the like). */
function isValid(date: CalendarDate): boolean {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return (
    probe.getUTCFullYear() === date.year && probe.getUTCMonth() === date.month - 1 && probe.getUTCDate() === date.day
  );
}

/**
 * Reads a `.session-date` text ("05-08-2025 23:12" or "05-08") into "YYYY-MM-DD".
 * A "dd-mm" date takes the year of `today`, or the previous year when dd-mm falls after today
 * (a December card read in January). Returns null when the text is not a date.
 */
export function sessionDate(text: string, today: CalendarDate): string | null {
  const match = SESSION_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = match[3] ? Number(match[3]) : today.year;
  if (!match[3] && (month > today.month || (month === today.month && day > today.day))) year -= 1;
  const date = { year, month, day };
  return isValid(date) ? isoDate(date) : null;
}
