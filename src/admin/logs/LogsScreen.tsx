import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatInstant } from '../../lib/format.ts';
import { LOG_ACTIONS, LOGS_PAGE_SIZE } from '../../lib/schemas/admin-logs.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/Select.tsx';
import { adminApi, errorDetail } from '../api.ts';
import { LogDetails } from './LogDetails.tsx';

/** One entry of GET /api/admin/logs. */
interface LogEntry {
  id: number;
  username: string | null;
  action: string;
  details: string;
  ipAddress: string | null;
  createdAt: string;
}

const ALL = 'todas';
const EMPTY = { action: ALL, username: '', from: '', to: '' };

/** The query string of the filters (blank ones left out), with `extra` parameters. */
function queryOf(filters: typeof EMPTY, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.action !== ALL) params.set('action', filters.action);
  for (const key of ['username', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/**
 * /admin/logs: the activity log, 50 per page, filtered on the server, exported as CSV with the same filters; on
 * phones the user sits under the date and the IP is left out, so the details keep a readable width.
 */
export function LogsScreen() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'logs', filters, page],
    queryFn: () =>
      adminApi<{ logs: LogEntry[]; total: number }>(
        `/logs?${queryOf(filters, { page: String(page), limit: String(LOGS_PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE));
  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-bold text-brand-900">Logs y Estadísticas</h1>
      <form
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <Select value={draft.action} onValueChange={(action) => setDraft({ ...draft, action })}>
          <Field label="Acción">
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </Field>
          <SelectContent>
            <SelectItem value={ALL}>Todas</SelectItem>
            {LOG_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {action}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Field label="Usuario">
          <Input value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })} />
        </Field>
        <Field label="Desde">
          <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field label="Hasta">
          <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
          <Button type="submit">Filtrar</Button>
          <Button asChild variant="outline">
            <a href={`/api/admin/logs/export?${queryOf(filters)}`} download>
              Exportar CSV
            </a>
          </Button>
        </div>
      </form>
      {query.isError && <p role="alert">No se pudieron cargar los logs: {errorDetail(query.error)}</p>}
      <p data-testid="logs-total" className="text-sm text-slate-700">
        {total} registros
      </p>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className="px-3 py-2">Fecha</th>
              <th className="hidden px-3 py-2 md:table-cell">Usuario</th>
              <th className="px-3 py-2">Acción</th>
              <th className="px-3 py-2">Detalles</th>
              <th className="hidden px-3 py-2 md:table-cell">IP</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data?.logs.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-2 md:whitespace-nowrap">
                  {formatInstant(entry.createdAt, 'seconds')}
                  <span className="block text-xs text-slate-600 md:hidden">{entry.username ?? 'Sistema'}</span>
                </td>
                <td className="hidden px-3 py-2 md:table-cell">{entry.username ?? 'Sistema'}</td>
                <td className="px-3 py-2 wrap-anywhere">{entry.action}</td>
                <td className="px-3 py-2 md:min-w-64">
                  <LogDetails details={entry.details} />
                </td>
                <td className="hidden px-3 py-2 md:table-cell">{entry.ipAddress ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between">
        <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Anterior
        </Button>
        <span className="text-sm text-slate-700">
          Página {page} de {pages}
        </span>
        <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Siguiente
        </Button>
      </div>
    </div>
  );
}
