/**
 * The date of a page by date (`/{game}/{AAAA-MM-DD}`, `/resultados/{AAAA-MM-DD}`, the date picker's `?fecha=`):
 * a real calendar day from {@link MIN_DRAW_DATE} to today in Santo Domingo; 'hoy' and 'ayer' name the two latest days.
 */
import { z } from 'zod';
import { addDays, dominicanDate, ISO_DATE, isIsoDate, MIN_DRAW_DATE } from '../dates.ts';

/** The schema of a page date at the instant `now` (a later day than today is refused: no draw can be stored yet). */
const pageDateSchema = (now: Date) =>
  z
    .string()
    .regex(ISO_DATE, { error: 'la fecha debe ser AAAA-MM-DD', abort: true })
    .refine(isIsoDate, { error: 'fecha inexistente', abort: true })
    .refine((date) => date >= MIN_DRAW_DATE && date <= dominicanDate(now), 'fecha fuera del rango');

/** `value` as a page date "YYYY-MM-DD" at the instant `now`, or null (not a date, not on the calendar, in the future). */
export function parsePageDate(value: string | null | undefined, now: Date): string | null {
  const parsed = pageDateSchema(now).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The words a day page takes instead of a date, and the days before today (Santo Domingo) they name. */
const RELATIVE_DAYS = { hoy: 0, ayer: 1 } as const;

/** The Santo Domingo date 'hoy' or 'ayer' names at the instant `now`; null for any other word. */
export function relativeDate(word: string, now: Date): string | null {
  if (!Object.hasOwn(RELATIVE_DAYS, word)) return null;
  return addDays(dominicanDate(now), -RELATIVE_DAYS[word as keyof typeof RELATIVE_DAYS]);
}
