/**
 * The details of a log entry as an admin reads them. Most entries are a sentence; draw corrections
 * (`update_draw`) and settled reviews (`resolve_draw_review`) store JSON with the values before and after,
 * which becomes the draw, the fields that changed ("Números: 84-17-31 → 10-30-26") and the other facts.
 */
import { gameById } from '../../lib/catalogue/index.ts';
import { formatShortDate, formatTime } from '../../lib/format.ts';

/** One field the entry changed, its values as text ('—' for none). */
interface LogChange {
  field: string;
  before: string;
  after: string;
}

/** Another fact of the entry (the source, the decision); `href` when the value is a web address. */
interface LogFact {
  label: string;
  value: string;
  href?: string;
}

/** A log entry's details made readable: a line of text, the changed fields and the other facts. */
export interface ReadableDetails {
  text: string;
  changes: LogChange[];
  facts: LogFact[];
}

/** Spanish names of the fields the services log (draw values and their extras). */
const FIELD_LABELS: Record<string, string> = {
  numbers: 'Números',
  extras: 'Extras',
  source: 'Fuente',
  multiplier: 'Multiplicador',
  colour: 'Color',
  reference: 'Referencia',
  doublePlay: 'Double Play',
  decision: 'Decisión',
  reports: 'Otras fuentes',
};
const DECISIONS: Record<string, string> = { keep: 'Se mantuvo lo publicado', adopt: 'Se publicó otra fuente' };
const NONE = '—';

const labelOf = (field: string): string => FIELD_LABELS[field] ?? field;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A value as short text: lists joined with '-', objects as "name: value" pairs, nothing as '—'. */
function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value)) return value.length === 0 ? NONE : value.map(textOf).join('-');
  if (isRecord(value)) {
    const pairs = Object.entries(value).map(([key, inner]) => `${labelOf(key)}: ${textOf(inner)}`);
    return pairs.length === 0 ? NONE : pairs.join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields of `before` and `after` whose values differ; nested objects (extras) field by field. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): LogChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const [was, now] = [before[field], after[field]];
    if (isRecord(was) || isRecord(now)) return changesOf(recordOf(was), recordOf(now));
    const change = { field: labelOf(field), before: textOf(was), after: textOf(now) };
    return change.before === change.after ? [] : [change];
  });
}

/** "Lotería Nacional · 08/09/2025 9:00 p. m." for a draw key "game|YYYY-MM-DD|HH:MM", else the key itself. */
function drawOf(key: string): string {
  const [gameId = '', drawDate = '', drawTime = ''] = key.split('|');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(drawDate) || !/^\d{2}:\d{2}$/.test(drawTime)) return key;
  return `${gameById(gameId)?.name ?? gameId} · ${formatShortDate(drawDate)} ${formatTime(drawTime)}`;
}

/** A review note (another source's report) as "adapter: 12-34-56". */
const reportText = (report: unknown): string =>
  isRecord(report) ? `${textOf(report.adapter)}: ${textOf(report.numbers)}` : textOf(report);

/** A web address as "host/…/last-part" with its link; other values as they are. */
function factOf(field: string, value: unknown): LogFact {
  const label = labelOf(field);
  if (field === 'decision' && typeof value === 'string') return { label, value: DECISIONS[value] ?? value };
  if (field === 'reports' && Array.isArray(value)) return { label, value: value.map(reportText).join('; ') || NONE };
  if (typeof value === 'string' && /^https?:\/\//.test(value)) {
    const url = new URL(value);
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    return { label, value: last ? `${url.host}/…/${last}` : url.host, href: url.href };
  }
  return { label, value: textOf(value) };
}

/** Parses `details` when it is a JSON object, else null. */
function jsonOf(details: string): Record<string, unknown> | null {
  if (!details.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The readable form of a log entry's `details` (plain text stays as it is). */
export function readableDetails(details: string): ReadableDetails {
  const json = jsonOf(details.trim());
  if (!json) return { text: details, changes: [], facts: [] };
  const { key, before, after, ...rest } = json;
  return {
    text: typeof key === 'string' ? drawOf(key) : key === undefined ? '' : textOf(key),
    changes: changesOf(recordOf(before), recordOf(after)),
    facts: Object.entries(rest).map(([field, value]) => factOf(field, value)),
  };
}
