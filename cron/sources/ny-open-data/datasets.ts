/**
 * The New York open data (data.ny.gov, a Socrata portal) datasets of the multi-state draw games,
 * published by the New York State Gaming Commission:
 *
 * - "Lottery Powerball Winning Numbers: Beginning 2010", id `d6yy-54nr`
 *   https://data.ny.gov/Government-Finance/Lottery-Powerball-Winning-Numbers-Beginning-2010/d6yy-54nr
 * - "Lottery Mega Millions Winning Numbers: Beginning 2002", id `5xaw-6ayf`
 *   https://data.ny.gov/api/views/5xaw-6ayf
 * - "Lottery Cash 4 Life Winning Numbers: Beginning 2014", id `kwxv-fwze`
 *   https://data.ny.gov/api/views/kwxv-fwze
 *
 * Each dataset is served as JSON at `https://data.ny.gov/resource/<id>.json` (API field names,
 * e.g. `draw_date`) and as a CSV export at `https://data.ny.gov/api/views/<id>/rows.csv`
 * (display names, e.g. "Draw Date"). Columns of all three:
 *
 * | field (API)                   | column (CSV export)  | datasets                      |
 * | ----------------------------- | -------------------- | ----------------------------- |
 * | `draw_date`                   | Draw Date            | all                           |
 * | `winning_numbers`             | Winning Numbers      | all (Powerball: 6 numbers, the Powerball last) |
 * | `multiplier`                  | Multiplier           | Powerball (Power Play), Mega Millions (Megaplier) |
 * | `mega_ball`                   | Mega Ball            | Mega Millions                 |
 * | `cash_ball`                   | Cash Ball            | Cash 4 Life                   |
 * | `double_play_winning_numbers` | (API name in exports seen so far) | Powerball, from 2026-06-03 in the captures |
 */

/** Operator title of every draw these datasets publish. */
export const OPERATOR_TITLE = 'New York Lottery';

/** API field names the parser knows, in every dataset. */
const NY_FIELDS = [
  'draw_date',
  'winning_numbers',
  'multiplier',
  'mega_ball',
  'cash_ball',
  'double_play_winning_numbers',
] as const;
export type NyField = (typeof NY_FIELDS)[number];

/** Field a bonus ball is published in, when it is not part of `winning_numbers`. */
type BonusField = 'mega_ball' | 'cash_ball';

/** One data.ny.gov dataset: its Socrata id, the title its draws get, and its bonus ball column. */
export interface NyDataset {
  /** Socrata dataset id ("four-by-four"), e.g. "d6yy-54nr". */
  id: string;
  /** Game title emitted as `ParsedDraw.title`. */
  title: string;
  /** Separate bonus ball field, appended last to the numbers; null when the bonus is inside `winning_numbers`. */
  bonusField: BonusField | null;
}

export const POWERBALL: NyDataset = { id: 'd6yy-54nr', title: 'Powerball', bonusField: null };
export const MEGA_MILLIONS: NyDataset = { id: '5xaw-6ayf', title: 'Mega Millions', bonusField: 'mega_ball' };
export const CASH_4_LIFE: NyDataset = { id: 'kwxv-fwze', title: 'Cash 4 Life', bonusField: 'cash_ball' };

/** The three datasets. */
export const DATASETS: readonly NyDataset[] = [POWERBALL, MEGA_MILLIONS, CASH_4_LIFE];

/** Base URL of the data.ny.gov Socrata resources. */
export const RESOURCE_BASE = 'https://data.ny.gov/resource';

/** The JSON resource URL of `dataset` under `base` (a local fake in tests), e.g. `…/resource/d6yy-54nr.json`. */
export const datasetUrl = (dataset: NyDataset, base: string = RESOURCE_BASE): string => `${base}/${dataset.id}.json`;

/**
 * CSV export column names (data.ny.gov display names) mapped to API field names. The API names
 * themselves are accepted too (one real export has `double_play_winning_numbers` as a header).
 */
const COLUMN_FIELDS: Readonly<Record<string, NyField>> = {
  'Draw Date': 'draw_date',
  'Winning Numbers': 'winning_numbers',
  Multiplier: 'multiplier',
  'Mega Ball': 'mega_ball',
  'Cash Ball': 'cash_ball',
  // Assumed display name of the Double Play column; not seen in a capture yet.
  'Double Play Winning Numbers': 'double_play_winning_numbers',
};

/** True when `name` is one of the API field names in {@link NY_FIELDS}. */
export function isNyField(name: string): name is NyField {
  return (NY_FIELDS as readonly string[]).includes(name);
}

/**
 * Maps a CSV header cell (display name such as "Draw Date", or API name such as "draw_date";
 * surrounding spaces ignored) to its API field name, or null when the column is unknown.
 */
export function fieldForColumn(column: string): NyField | null {
  const name = column.trim();
  if (isNyField(name)) return name;
  return COLUMN_FIELDS[name] ?? null;
}

/**
 * The dataset whose Socrata id appears in `url` (e.g. `https://data.ny.gov/resource/5xaw-6ayf.json`
 * or `.../api/views/5xaw-6ayf/rows.csv`), or null when the URL names none of them.
 */
export function datasetForUrl(url: string): NyDataset | null {
  return DATASETS.find((dataset) => url.includes(dataset.id)) ?? null;
}

/**
 * The dataset that the present fields identify: `mega_ball` means Mega Millions, `cash_ball`
 * Cash 4 Life, `double_play_winning_numbers` Powerball; null when the fields do not say
 * (Powerball and an incomplete export look the same). Returns 'conflict' for fields of two games.
 */
export function datasetForFields(fields: ReadonlySet<NyField>): NyDataset | null | 'conflict' {
  const found = new Set<NyDataset>();
  if (fields.has('mega_ball')) found.add(MEGA_MILLIONS);
  if (fields.has('cash_ball')) found.add(CASH_4_LIFE);
  if (fields.has('double_play_winning_numbers')) found.add(POWERBALL);
  if (found.size > 1) return 'conflict';
  return [...found][0] ?? null;
}
