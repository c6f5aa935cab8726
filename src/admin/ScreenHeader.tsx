import type { ReactNode } from 'react';
import { errorDetail } from '../islands/api-client.ts';

/** A screen's heading, with its main actions (e.g. 'Nuevo post') on the right. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

/** "{message}: {the server's detail}" as an alert when `query` failed; nothing otherwise. */
export function LoadError({ message, query }: { message: string; query: { isError: boolean; error: unknown } }) {
  if (!query.isError) return null;
  return (
    <p role="alert">
      {message}: {errorDetail(query.error)}
    </p>
  );
}
