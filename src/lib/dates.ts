/** Calendar-date helpers. Dates are "YYYY-MM-DD" strings; America/Santo_Domingo is UTC-4 all year (no DST). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SANTO_DOMINGO_OFFSET_MS = 4 * 3_600_000;

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
