/**
 * Parser for the New York open data lottery datasets (data.ny.gov, Socrata): Powerball,
 * Mega Millions and Cash 4 Life (see `datasets.ts` for the dataset ids and columns), and
 * Numbers / Win 4 (see `numbers-win4.ts`).
 *
 * Pure: no file system, network or environment access.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';
import type { DrawExtras } from '../../../src/lib/draws.ts';
import { OPERATOR_TITLE, POWERBALL, datasetForFields, datasetForUrl, fieldForColumn, isNyField } from './datasets.ts';
import type { NyDataset, NyField } from './datasets.ts';
import { NUMBERS_WIN_4_ID, numbersWin4Draws, numbersWin4Field } from './numbers-win4.ts';

/** One source row: the known fields it has, as text. */
type Row = Partial<Record<NyField, string>>;

/** A body read into rows, with every known field that appears in it. */
interface Table {
  fields: Set<NyField>;
  rows: Row[];
}

/**
 * Reads one data.ny.gov body into draws, newest first. A Numbers / Win 4 body (its URL names `hsys-3def`, or
 * its first 2,000 characters name one of its columns) yields up to four draws per row (`numbers-win4.ts`).
 *
 * Accepts the Socrata JSON API (`https://data.ny.gov/resource/<id>.json`: an array of objects
 * with `draw_date` "2026-07-11T00:00:00.000", `winning_numbers` "05 12 33 45 67 24", and
 * `multiplier`, `mega_ball`, `cash_ball`, `double_play_winning_numbers` when set) and the CSV
 * export (`/api/views/<id>/rows.csv`, header "Draw Date,Winning Numbers,...", dates "MM/DD/YYYY").
 *
 * The game comes from the fields (`mega_ball`: Mega Millions, `cash_ball`: Cash 4 Life), else
 * from the dataset id in `context.url`, else Powerball. `numbers` are the winning numbers as
 * strings at their published width, in published order, then the Mega Ball or Cash Ball as two
 * digits (Powerball's ball is already the 6th winning number). A malformed row is returned as read (bad date text kept, numbers as
 * found) so that validation rejects it visibly; it does not abort the body. A CSV body that does not end with a
 * line break was cut inside its last row ("10" read as "1"): the rows before it are read, and that row is
 * returned as a draw with a `problem` (rejected in the run summary), never as numbers.
 *
 * @throws SourceBlockedError when the body is HTML (a block or error page).
 * @throws SourceFormatError when the body is empty, the CSV header or JSON shape is unknown,
 *   the CSV is broken or cut inside its header, or the fields contradict `context.url`.
 */
export function parse(body: string, context: ParseContext): ParsedDraw[] {
  const text = body.replace(/^\uFEFF/, '').trim();
  if (text === '') throw new SourceFormatError('data.ny.gov: empty body');
  if (looksLikeHtml(text)) throw new SourceBlockedError('data.ny.gov: got an HTML page instead of data');
  const json = text.startsWith('[') || text.startsWith('{');
  const { rows, cutRow } = json ? { rows: text, cutRow: null } : splitCutRow(body, text);
  const cut = (title: string) => (cutRow === null ? [] : [cutDraw(cutRow, title)]);
  if (context.url?.includes(NUMBERS_WIN_4_ID) || NUMBERS_WIN_4_FIELDS.test(text.slice(0, 2_000))) {
    return sortNewestFirst([...readNumbersWin4(rows), ...cut(NUMBERS_WIN_4_TITLE)]);
  }
  const table = json ? readJson(text) : readCsv(rows);
  const dataset = pickDataset(table.fields, context.url);
  return sortNewestFirst([...table.rows.map((row) => toDraw(row, dataset)), ...cut(dataset.title)]);
}

/** The title a cut Numbers / Win 4 row is reported under (a row holds the draws of both games). */
const NUMBERS_WIN_4_TITLE = 'Numbers / Win 4';

/**
 * A CSV body's complete lines and, when the body does not end with a line break, its last line apart (cut).
 * @throws SourceFormatError when the cut is inside the header (no complete line).
 */
function splitCutRow(body: string, text: string): { rows: string; cutRow: string | null } {
  if (body.endsWith('\n')) return { rows: text, cutRow: null };
  const end = text.lastIndexOf('\n');
  if (end === -1) throw new SourceFormatError('data.ny.gov: CSV cut inside its header');
  return { rows: text.slice(0, end + 1), cutRow: text.slice(end + 1) };
}

/** The draw reported for a CSV line cut by the end of the body: its date as read, no numbers, a `problem`. */
function cutDraw(line: string, title: string): ParsedDraw {
  return {
    operatorTitle: OPERATOR_TITLE,
    title,
    drawDate: normalizeDate(line.split(',')[0]?.replaceAll('"', '') ?? ''),
    drawTime: null,
    numbers: [],
    problem: `fila cortada: el CSV termina sin salto de línea (¿respuesta truncada?): ${line}`,
  };
}

/** Field or column names that only the Numbers / Win 4 dataset has, looked for at the start of a body. */
const NUMBERS_WIN_4_FIELDS = /midday_daily|evening_daily|midday_win_4|evening_win_4|Midday Daily|Midday Win 4/;

/** Reads a Numbers / Win 4 body (Socrata JSON or CSV export) into its draws, four per row at most. */
function readNumbersWin4(text: string): ParsedDraw[] {
  let rows: Record<string, string>[];
  if (text.startsWith('[') || text.startsWith('{')) {
    const data = parseJson(text);
    if (!Array.isArray(data)) throw new SourceFormatError(`data.ny.gov: JSON is not an array${errorMessage(data)}`);
    rows = data.map((element) => {
      if (!isObject(element)) throw new SourceFormatError('data.ny.gov: JSON array holds a non-object');
      const entries = Object.entries(element).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
      return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
    });
  } else {
    const [header = [], ...lines] = csvRecords(text);
    const fields = header.map(numbersWin4Field);
    if (!fields.includes('draw_date'))
      throw new SourceFormatError('data.ny.gov: Numbers/Win 4 CSV header lacks Draw Date');
    rows = lines.map((cells) =>
      Object.fromEntries(fields.flatMap((f, i) => (f && cells[i] !== undefined ? [[f, cells[i]]] : []))),
    );
  }
  return rows.flatMap((row) => numbersWin4Draws(row, normalizeDate(row.draw_date ?? ''), OPERATOR_TITLE));
}

/** Markup that is not an XML document: a block, login or error page. */
function looksLikeHtml(text: string): boolean {
  return text.startsWith('<') && !text.startsWith('<?xml');
}

/** Reads a Socrata JSON body: an array of objects keyed by API field names. */
function readJson(text: string): Table {
  const data = parseJson(text);
  if (!Array.isArray(data)) throw new SourceFormatError(`data.ny.gov: JSON is not an array${errorMessage(data)}`);
  const rows = data.map(jsonRow);
  const fields = new Set(rows.flatMap((row) => Object.keys(row) as NyField[]));
  if (rows.length > 0) requireFields(fields, 'JSON');
  return { fields, rows };
}

/** JSON.parse that reports a syntax error as a SourceFormatError. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SourceFormatError(`data.ny.gov: invalid JSON (${(error as Error).message})`);
  }
}

/** The `message` of a Socrata error object (`{"error":true,"message":"..."}`), for error text. */
function errorMessage(data: unknown): string {
  if (isObject(data) && typeof data.message === 'string') return `: ${data.message}`;
  return '';
}

/** Keeps the known fields of one JSON element that are strings or numbers. */
function jsonRow(element: unknown): Row {
  if (!isObject(element)) throw new SourceFormatError('data.ny.gov: JSON array holds a non-object');
  const row: Row = {};
  for (const [key, value] of Object.entries(element)) {
    if (isNyField(key) && (typeof value === 'string' || typeof value === 'number')) row[key] = String(value);
  }
  return row;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a CSV export: a header of known columns, then one draw per line. */
function readCsv(text: string): Table {
  const records = csvRecords(text);
  const [header = [], ...lines] = records;
  const columns = header.map(headerField);
  const fields = new Set(columns);
  requireFields(fields, 'CSV header');
  const rows = lines.map((cells) => csvRow(columns, cells));
  return { fields, rows };
}

/** Splits CSV text into records of cells (quotes, CRLF and blank lines handled by csv-parse). */
function csvRecords(text: string): string[][] {
  try {
    return parseCsv(text, { skip_empty_lines: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    throw new SourceFormatError(`data.ny.gov: unreadable CSV (${(error as Error).message})`);
  }
}

/** The API field of one CSV header cell; an unknown column makes the header unknown. */
function headerField(column: string): NyField {
  const field = fieldForColumn(column);
  if (field === null) throw new SourceFormatError(`data.ny.gov: unknown CSV column "${column}"`);
  return field;
}

/** One CSV line as a row; missing cells stay absent, extra cells are ignored. */
function csvRow(columns: readonly NyField[], cells: readonly string[]): Row {
  const row: Row = {};
  columns.forEach((field, index) => {
    const cell = cells[index];
    if (cell !== undefined) row[field] = cell;
  });
  return row;
}

/** Throws unless the date and winning-number fields are present. */
function requireFields(fields: ReadonlySet<NyField>, where: string): void {
  if (!fields.has('draw_date') || !fields.has('winning_numbers')) {
    throw new SourceFormatError(`data.ny.gov: ${where} lacks draw_date/winning_numbers`);
  }
}

/** Chooses the dataset from the fields, else from the URL, else Powerball; a contradiction throws. */
function pickDataset(fields: ReadonlySet<NyField>, url: string | undefined): NyDataset {
  const byFields = datasetForFields(fields);
  if (byFields === 'conflict') throw new SourceFormatError('data.ny.gov: fields of two different games');
  const byUrl = url === undefined ? null : datasetForUrl(url);
  if (byFields && byUrl && byFields !== byUrl) {
    throw new SourceFormatError(`data.ny.gov: ${byFields.title} data at the ${byUrl.title} URL`);
  }
  return byFields ?? byUrl ?? POWERBALL;
}

/** Builds the draw of one row. */
function toDraw(row: Row, dataset: NyDataset): ParsedDraw {
  const draw: ParsedDraw = {
    operatorTitle: OPERATOR_TITLE,
    title: dataset.title,
    drawDate: normalizeDate(row.draw_date ?? ''),
    drawTime: null,
    numbers: drawNumbers(row, dataset),
  };
  const extras = drawExtras(row);
  if (extras) draw.extras = extras;
  return draw;
}

/** Winning numbers, then the separate bonus ball when the dataset has one and the row sets it. */
function drawNumbers(row: Row, dataset: NyDataset): string[] {
  const numbers = splitNumbers(row.winning_numbers);
  const bonus = dataset.bonusField ? row[dataset.bonusField]?.trim() : undefined;
  if (bonus) numbers.push(padBall(bonus));
  return numbers;
}

/** Multiplier and Double Play numbers when present and non-empty; undefined when neither is. */
function drawExtras(row: Row): DrawExtras | undefined {
  const extras: DrawExtras = {};
  const multiplier = row.multiplier?.trim();
  if (multiplier) extras.multiplier = multiplier;
  const doublePlay = splitNumbers(row.double_play_winning_numbers);
  if (doublePlay.length > 0) extras.doublePlay = doublePlay;
  return Object.keys(extras).length > 0 ? extras : undefined;
}

/**
 * "05 12 33 45 67 24" → ["05", "12", "33", "45", "67", "24"]; "" or undefined → []. Kept at their published
 * width: a "3" among zero-padded balls is a truncated number, and validation must see it as such.
 */
function splitNumbers(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean);
}

/** A separate bonus-ball column: "9" → "09" (the exports write it unpadded); anything else is kept as read. */
function padBall(token: string): string {
  return /^\d$/.test(token) ? `0${token}` : token;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]*)?$/;

/**
 * "07/11/2026", "7/11/2026" or "2026-07-11T00:00:00.000" → "2026-07-11". Text that is not a real
 * calendar date in one of those shapes is returned trimmed, as read, for validation to reject.
 */
function normalizeDate(text: string): string {
  const raw = text.trim();
  const us = US_DATE.exec(raw);
  const iso = ISO_DATE.exec(raw);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return raw;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return isCalendarDate(year, month, day) ? isoDate(year, month, day) : raw;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Newest date first; rows whose date could not be read go last, in source order (stable sort). */
function sortNewestFirst(draws: ParsedDraw[]): ParsedDraw[] {
  return draws.sort(compareNewestFirst);
}

function compareNewestFirst(a: ParsedDraw, b: ParsedDraw): number {
  const aRead = YMD.test(a.drawDate);
  const bRead = YMD.test(b.drawDate);
  if (aRead !== bRead) return aRead ? -1 : 1;
  if (!aRead || a.drawDate === b.drawDate) return 0;
  return a.drawDate < b.drawDate ? 1 : -1;
}
