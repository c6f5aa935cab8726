import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../islands/api-client.ts';
import { formatInstant } from '../../lib/format.ts';
import { LOG_ACTIONS, LOGS_PAGE_SIZE } from '../../lib/schemas/admin-logs.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Table } from '../../ui/Table.tsx';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';
import { LogDetails } from './LogDetails.tsx';

const ALL = 'todas';
const EMPTY = { action: ALL, username: '', from: '', to: '' };

/** The filters as query parameters, blank ones left out. */
const queryOf = ({ action, username, from, to }: typeof EMPTY) => ({
  action: action === ALL ? undefined : action,
  username: username || undefined,
  from: from || undefined,
  to: to || undefined,
});

const ACTION_OPTIONS = [
  { value: ALL, label: 'Todas' },
  ...LOG_ACTIONS.map((action) => ({ value: action, label: action })),
];

/**
 * /admin/logs: the activity log, 50 per page, filtered on the server, exported as CSV with the same filters; on
 * phones the user sits under the date and the IP is left out, so the details keep a readable width.
 */
export function LogsScreen({ title }: { title: string }) {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'logs', filters, page],
    queryFn: () =>
      unwrap(
        api.admin.logs.$get({ query: { ...queryOf(filters), page: String(page), limit: String(LOGS_PAGE_SIZE) } }),
      ),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE));
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title} />
      <form
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <SelectField
          label="Acción"
          value={draft.action}
          onValueChange={(action) => setDraft({ ...draft, action })}
          options={ACTION_OPTIONS}
        />
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
            <a href={api.admin.logs.export.$path({ query: queryOf(filters) })} download>
              Exportar CSV
            </a>
          </Button>
        </div>
      </form>
      <LoadError message="No se pudieron cargar los logs" query={query} />
      <p data-testid="logs-total" className="text-sm text-slate-700">
        {total} registros
      </p>
      <Table
        rows={query.data?.logs ?? []}
        rowKey={(entry) => entry.id}
        columns={[
          {
            header: 'Fecha',
            cellClassName: 'md:whitespace-nowrap',
            cell: (entry) => (
              <>
                {formatInstant(entry.createdAt, 'seconds')}
                <span className="block text-xs text-slate-600 md:hidden">{entry.username ?? 'Sistema'}</span>
              </>
            ),
          },
          { header: 'Usuario', className: 'hidden md:table-cell', cell: (entry) => entry.username ?? 'Sistema' },
          { header: 'Acción', cellClassName: 'wrap-anywhere', cell: (entry) => entry.action },
          { header: 'Detalles', cellClassName: 'md:min-w-64', cell: (entry) => <LogDetails details={entry.details} /> },
          { header: 'IP', className: 'hidden md:table-cell', cell: (entry) => entry.ipAddress ?? '' },
        ]}
      />
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
