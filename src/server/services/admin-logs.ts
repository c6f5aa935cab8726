/** The admin's view of the activity log: filtered pages and a CSV export of the filtered rows. */
import { stringify } from 'csv-stringify/sync';
import { filteredLogs, type LogQuery } from '../../../db/queries/admin-logs.ts';
import { dominicanIsoInstant } from '../../lib/dates.ts';
import type { LogFilter } from '../../lib/schemas/admin-logs.ts';
import type { ServiceContext } from './context.ts';

/** Most rows one CSV export holds (newest first). */
const EXPORT_LIMIT = 10_000;

/** Santo Domingo is UTC-4 all year (no daylight saving time). */
const DAY_START = 'T00:00:00.000-04:00';
const DAY_END = 'T23:59:59.999-04:00';

const toQuery = (f: LogFilter): LogQuery => ({
  action: f.action,
  username: f.username,
  since: f.from ? new Date(f.from + DAY_START) : undefined,
  until: f.to ? new Date(f.to + DAY_END) : undefined,
});

/** Page `filter.page` of `filter.limit` entries matching the filter, newest first, and the total matching. */
export const listLogs = (ctx: ServiceContext, filter: LogFilter) =>
  filteredLogs(ctx.db, toQuery(filter), { offset: (filter.page - 1) * filter.limit, limit: filter.limit });

/** A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`. */
const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Every entry matching the filter (at most EXPORT_LIMIT, newest first; page and limit ignored) as CSV with a
 * header row, dates in Santo Domingo time with their offset: RFC 4180 quoting of commas, quotes and newlines, formula-like cells neutralised.
 */
export async function exportLogsCsv(ctx: ServiceContext, filter: LogFilter): Promise<string> {
  const { logs } = await filteredLogs(ctx.db, toQuery(filter), { offset: 0, limit: EXPORT_LIMIT });
  const rows = logs.map((l) =>
    [String(l.id), dominicanIsoInstant(l.createdAt), l.username ?? '', l.action, l.details, l.ipAddress ?? ''].map(
      neutralise,
    ),
  );
  return stringify([['id', 'fecha', 'usuario', 'accion', 'detalles', 'ip'], ...rows], { quoted_match: /[\s,"]/ });
}
