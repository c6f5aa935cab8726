import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../islands/api-client.ts';
import { formatDelay, formatInstant } from '../../lib/format.ts';
import { STORED } from '../../lib/latency.ts';
import { Table } from '../../ui/Table.tsx';
import { Button } from '../../ui/Button.tsx';
import { useScrapingSwitch } from '../scrapers/scraping-switch.ts';
import { StatCard } from '../StatCard.tsx';
import { LogDetails } from '../logs/LogDetails.tsx';
import { navigate } from '../navigation.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';

const SHORTCUTS = [
  { path: '/admin/posts', title: 'Posts de Loterías', text: 'Crea y edita las publicaciones del sitio.' },
  { path: '/admin/scrapers', title: 'Scrapers', text: 'Revisa las fuentes y ejecuta un scraper.' },
  { path: '/admin/advertisements', title: 'Publicidad', text: 'Gestiona los anuncios y sus posiciones.' },
] as const;

/**
 * /admin: counts, the scraping system with start/pause, the time to result per source, three shortcuts and the
 * recent activity from the log.
 */
export function DashboardScreen({ title }: { title: string }) {
  const stats = useQuery({ queryKey: ['admin', 'stats'], queryFn: () => unwrap(api.admin.stats.$get()) });
  const activity = useQuery({ queryKey: ['admin', 'activity'], queryFn: () => unwrap(api.admin.activity.$get()) });
  const latency = useQuery({ queryKey: ['admin', 'latency'], queryFn: () => unwrap(api.admin.latency.$get()) });
  const scraping = useScrapingSwitch();
  const s = stats.data;
  const status = s?.scrapingStatus;
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title} />
      <LoadError message="No se pudieron cargar las estadísticas" query={stats} />
      <section aria-label="Estadísticas" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total de Posts" value={s ? String(s.totalPosts) : '…'} />
        <StatCard label="Scrapers activos" value={s ? `${s.activeScrapers}/${s.totalScrapers}` : '…'} />
        <StatCard label="Anuncios activos" value={s ? `${s.activeAds}/${s.totalAds}` : '…'} />
        <StatCard label="Total de Logs" value={s ? String(s.totalLogs) : '…'} />
      </section>
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm">
        <div>
          <h2 className="font-bold text-brand-900">Sistema de Scraping</h2>
          <p data-testid="scraping-status" className="text-sm text-slate-700">
            {status ? (status.isRunning ? 'En ejecución' : 'Detenido') : '…'}
          </p>
          <p className="text-sm text-slate-600">
            Última ejecución: {status?.lastRun ? formatInstant(status.lastRun) : 'nunca'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={() => scraping.mutate(true)} disabled={!status || status.isRunning || scraping.isPending}>
            Iniciar
          </Button>
          <Button
            variant="outline"
            onClick={() => scraping.mutate(false)}
            disabled={!status || !status.isRunning || scraping.isPending}
          >
            Pausar
          </Button>
        </div>
      </section>
      <section aria-labelledby="tiempo-al-resultado" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="tiempo-al-resultado" className="font-bold text-brand-900">
          Tiempo hasta el resultado
        </h2>
        <p className="text-sm text-slate-600">
          Desde la hora programada de cada sorteo de los últimos {latency.data?.days ?? 7} días hasta que la fuente lo
          mostró completo, y hasta que Gana Más lo guardó.
        </p>
        <Table
          label="Tiempo hasta el resultado por fuente"
          className="mt-2"
          rows={latency.data?.sources ?? []}
          rowKey={(row) => row.source}
          empty={latency.isPending ? 'Cargando…' : 'Sin sorteos en estos días.'}
          columns={[
            { header: 'Fuente', cell: (row) => (row.source === STORED ? 'Gana Más (guardado)' : row.source) },
            { header: 'Sorteos', className: 'text-right', cell: (row) => row.draws },
            { header: 'Mediana', className: 'text-right', cell: (row) => formatDelay(row.medianS) },
            { header: 'p95', className: 'text-right', cell: (row) => formatDelay(row.p95S) },
          ]}
        />
      </section>
      <section aria-label="Accesos rápidos" className="grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map((shortcut) => (
          <a
            key={shortcut.path}
            href={shortcut.path}
            onClick={(event) => {
              event.preventDefault();
              navigate(shortcut.path);
            }}
            className="rounded-xl bg-white p-4 shadow-sm hover:bg-brand-50"
          >
            <h2 className="font-bold text-brand-900">{shortcut.title}</h2>
            <p className="text-sm text-slate-600">{shortcut.text}</p>
          </a>
        ))}
      </section>
      <section aria-labelledby="actividad-reciente" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="actividad-reciente" className="font-bold text-brand-900">
          Actividad Reciente
        </h2>
        {activity.data?.length === 0 && <p className="text-sm text-slate-600">Sin actividad todavía.</p>}
        <ul className="mt-2 divide-y divide-slate-100">
          {activity.data?.map((entry) => (
            <li key={entry.id} className="py-2 text-sm">
              <LogDetails details={entry.details || entry.action} />
              <p className="text-xs text-slate-500">
                {entry.username ?? 'Sistema'} · {formatInstant(entry.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
