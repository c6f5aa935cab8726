import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../islands/api-client.ts';
import { formatShortDate } from '../../lib/format.ts';
import { Table } from '../../ui/Table.tsx';
import { LoadError } from '../ScreenHeader.tsx';

/** The backfill's progress (decision 086): budget per run, draws stored, oldest date reached, requests, last error. */
export function BackfillPanel() {
  const status = useQuery({
    queryKey: ['admin', 'coverage', 'backfill'],
    queryFn: () => unwrap(api.admin.coverage.backfill.$get()),
  });
  const s = status.data;
  return (
    <section aria-labelledby="backfill-title" className="grid grid-cols-1 gap-3">
      <h2 id="backfill-title" className="text-lg font-semibold">
        Relleno del historial
      </h2>
      <LoadError message="No se pudo cargar el relleno del historial" query={status} />
      {s && (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
          <dt className="text-slate-700">Peticiones por ejecución</dt>
          <dd>{s.requestsPerRun === 0 ? 'Desactivado' : s.requestsPerRun}</dd>
          <dt className="text-slate-700">Sorteos guardados por el relleno</dt>
          <dd>{s.stored}</dd>
          <dt className="text-slate-700">Fecha más antigua alcanzada</dt>
          <dd>{s.oldestReached ? formatShortDate(s.oldestReached) : 'Todavía ninguna'}</dd>
          <dt className="text-slate-700">Peticiones en las últimas 24 h</dt>
          <dd>{s.requestsLast24h}</dd>
          <dt className="text-slate-700">Último error</dt>
          <dd className="md:col-span-3">
            {s.lastError
              ? `${s.lastError.source}, día ${formatShortDate(s.lastError.date)}: ${s.lastError.error}`
              : 'Ninguno'}
          </dd>
        </dl>
      )}
      <Table
        label="Relleno por fuente"
        rows={s?.sources ?? []}
        rowKey={(r) => r.source}
        empty={status.isPending ? 'Cargando…' : 'Todavía no se ha pedido ningún día.'}
        columns={[
          { header: 'Fuente', cell: (r) => r.source },
          { header: 'Días hechos', className: 'text-right', cell: (r) => r.dates },
          { header: 'Sorteos guardados', className: 'text-right', cell: (r) => r.stored },
          { header: 'Desde', cell: (r) => formatShortDate(r.oldest) },
          { header: 'Hasta', cell: (r) => formatShortDate(r.newest) },
        ]}
      />
    </section>
  );
}
