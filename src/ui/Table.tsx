import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** One column of a `Table`: its header and how a row fills its cell. */
interface Column<T> {
  /** The header text; with `srOnly` only screen readers read it (an actions column). Unique per table. */
  header: string;
  srOnly?: boolean;
  /** Classes of the header and the cells (alignment, `hidden md:table-cell`…). */
  className?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

interface TableProps<T> {
  /** The table's accessible name. */
  label?: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown under the header when there are no rows (nothing when not given). */
  empty?: string;
  /** Classes of the scrolling card around the table (a maximum height…). */
  className?: string;
  /**
   * Below 768 px, each row is a card listing its cells under their headers, so every column stays in view on a
   * phone instead of scrolling sideways (cells keep their table roles).
   */
  stacked?: boolean;
}

/** The classes `stacked` adds below 768 px: blocks instead of table boxes, a cell's header before its value. */
const STACKED = {
  table: 'max-md:block',
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:grid max-md:gap-1 max-md:py-2',
  cell: 'max-md:flex max-md:gap-2 max-md:py-0.5 max-md:text-left max-md:before:shrink-0 max-md:before:basis-28 max-md:before:font-semibold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)]',
};

/**
 * A data table on a white card that scrolls sideways on narrow screens (or, `stacked`, shows each row as a card
 * there): grey header, divided rows, empty text.
 */
export function Table<T>({ label, columns, rows, rowKey, empty, className, stacked = false }: TableProps<T>) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl bg-white shadow-sm', className)}>
      <table aria-label={label} className={cn('w-full text-left text-sm', stacked && STACKED.table)}>
        <thead className={cn('bg-slate-100 text-slate-700', stacked && STACKED.head)}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} className={cn('px-3 py-2', column.className)}>
                {column.srOnly ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', stacked && STACKED.body)}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn(stacked && STACKED.row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={stacked && !column.srOnly ? column.header : undefined}
                  className={cn('px-3 py-2', column.className, column.cellClassName, stacked && STACKED.cell)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {empty && rows.length === 0 && <p className="p-4 text-sm text-slate-600">{empty}</p>}
    </div>
  );
}
