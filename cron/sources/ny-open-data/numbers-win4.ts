/**
 * New York Numbers / Win 4 (data.ny.gov `hsys-3def`): one row per day with both draws of both games,
 * `{draw_date, midday_daily, evening_daily, midday_win_4, evening_win_4}` in the Socrata JSON API (the CSV
 * export has the same columns). Values are numbers as text and the CSV exports drop leading zeros ("31" is
 * Numbers 0-3-1), so each value is padded to its game's width before it is split into digits. Pure.
 */
import type { ParsedDraw } from '../types.ts';

/** Socrata id of the dataset. */
export const NUMBERS_WIN_4_ID = 'hsys-3def';

/** The four draws of a row: API field, CSV display name, title emitted and digit count. */
const DRAWS = [
  { field: 'midday_daily', column: 'Midday Daily', title: 'Numbers Midday', width: 3 },
  { field: 'evening_daily', column: 'Evening Daily', title: 'Numbers Evening', width: 3 },
  { field: 'midday_win_4', column: 'Midday Win 4', title: 'Win 4 Midday', width: 4 },
  { field: 'evening_win_4', column: 'Evening Win 4', title: 'Win 4 Evening', width: 4 },
] as const;

/** The API field of a CSV header cell of this dataset ("Midday Daily" or "midday_daily"), or null. */
export function numbersWin4Field(column: string): string | null {
  const name = column.trim();
  if (name === 'draw_date' || name === 'Draw Date') return 'draw_date';
  return DRAWS.find((d) => d.field === name || d.column === name)?.field ?? null;
}

/**
 * The draws of one row, keyed by API field names; `drawDate` is the row's date already normalised.
 * A value that is all digits and shorter than the game's width is left-padded with zeros; anything else is
 * split as read so that validation rejects it. Empty or absent values (a draw not yet published) are skipped.
 */
export function numbersWin4Draws(
  row: Readonly<Record<string, string | undefined>>,
  drawDate: string,
  operatorTitle: string,
): ParsedDraw[] {
  return DRAWS.flatMap(({ field, title, width }) => {
    const value = row[field]?.trim();
    if (!value) return [];
    const padded = /^\d+$/.test(value) && value.length < width ? value.padStart(width, '0') : value;
    return [{ operatorTitle, title, drawDate, drawTime: null, numbers: Array.from(padded) }];
  });
}
