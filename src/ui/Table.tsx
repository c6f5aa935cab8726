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
}

/** A data table on a white card that scrolls sideways on narrow screens: grey header, divided rows, empty text. */
export function Table<T>({ label, columns, rows, rowKey, empty, className }: TableProps<T>) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl bg-white shadow-sm', className)}>
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.header} className={cn('px-3 py-2', column.className)}>
                {column.srOnly ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={cn('px-3 py-2', column.className, column.cellClassName)}>
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
