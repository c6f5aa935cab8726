import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../islands/api-client.ts';
import { nextRunAt, runProgress } from '../../lib/scraper-schedule.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { DialogFor } from '../../ui/EntityDialog.tsx';
import { Table } from '../../ui/Table.tsx';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction } from '../mutations.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';
import { StatCard } from '../StatCard.tsx';
import { DrawReviews } from './DrawReviews.tsx';
import { HistoryDialog, RunSummaryDialog } from './RunDialogs.tsx';
import { ScraperDialog } from './ScraperDialog.tsx';
import { useScrapingSwitch } from './scraping-switch.ts';
import type { RunAnswer, Scraper } from './types.ts';
import { ScrapeError } from './ScrapeError.tsx';

/** Spec: the list is fetched again every 5 s; next run and progress are recomputed every second. */
const REFETCH_MS = 5000;
const TICK_MS = 1000;
const STATUS: Record<Scraper['status'] | 'disabled', { label: string; className: string }> = {
  active: { label: 'Activo', className: 'bg-green-100 text-green-800' },
  error: { label: 'Error', className: 'bg-red-100 text-red-800' },
  paused: { label: 'Pausado', className: 'bg-amber-100 text-amber-900' },
  running: { label: 'Ejecutando', className: 'bg-blue-100 text-blue-800' },
  disabled: { label: 'Deshabilitado', className: 'bg-slate-200 text-slate-700' },
};

/** The current time, updated every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "en 4 min 05 s", or "ahora" when due. */
function untilText(ms: number): string {
  if (ms <= 0) return 'ahora';
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `en ${minutes} min ${String(seconds % 60).padStart(2, '0')} s` : `en ${seconds} s`;
}

function StatusBadge({ scraper }: { scraper: Scraper }) {
  const status = STATUS[scraper.enabled ? scraper.status : 'disabled'];
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', status.className)}>{status.label}</span>;
}

type Open =
  | { kind: 'edit'; scraper: Scraper | null }
  | { kind: 'history'; scraper: Scraper }
  | { kind: 'run'; scraper: Scraper; answer: RunAnswer };

/** When the scraper runs next, with the progress bar (recomputed every second); a disabled one never runs. */
function NextRun({ scraper, now }: { scraper: Scraper; now: number }) {
  if (!scraper.enabled) return <span className="text-slate-600">Deshabilitado</span>;
  const lastRun = scraper.lastRun ? Date.parse(scraper.lastRun) : null;
  return (
    <>
      {untilText(nextRunAt(lastRun, scraper.frequency) - now)}
      <progress
        aria-label={`Progreso hasta la próxima ejecución de ${scraper.name}`}
        value={Math.round(runProgress(lastRun, scraper.frequency, now) * 100)}
        max={100}
        className="mt-1 block h-1.5 w-28 overflow-hidden rounded-full bg-slate-200 accent-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
      />
    </>
  );
}

/** Name, address and last error; on phones also status, frequency and next run (their columns hide). */
function ScraperCell({ scraper, now }: { scraper: Scraper; now: number }) {
  return (
    <>
      <p className="font-semibold text-brand-900">{scraper.name}</p>
      <p className="max-w-48 truncate text-xs text-slate-600">{scraper.url}</p>
      {scraper.errorMessage && <ScrapeError raw={scraper.errorMessage} className="max-w-48 wrap-anywhere" />}
      <div className="mt-1 grid gap-1 text-xs tabular-nums md:hidden">
        <p>
          <StatusBadge scraper={scraper} /> cada {scraper.frequency} s
        </p>
        {scraper.enabled && (
          <div>
            <NextRun scraper={scraper} now={now} />
          </div>
        )}
      </div>
    </>
  );
}

/** Run now, history, edit and delete; they stack on phones and keep one line from `xl`. */
function ScraperActions({ scraper, onOpen }: { scraper: Scraper; onOpen: (open: Open) => void }) {
  const param = { id: String(scraper.id) };
  const run = useAdminAction({
    send: () => unwrap(api.admin.scrapers[':id'].run.$post({ param }, JSON_TYPE)),
    success: (answer) => ['Scraper ejecutado exitosamente', `${answer.results} resultados`],
    failure: 'Error al ejecutar scraper',
    onDone: (answer) => onOpen({ kind: 'run', scraper, answer }),
  });
  const remove = useAdminAction({
    send: () => unwrap(api.admin.scrapers[':id'].$delete({ param }, JSON_TYPE)),
    success: 'Scraper eliminado exitosamente',
    failure: 'Error al eliminar scraper',
  });
  return (
    <div className="flex flex-col items-start gap-1 md:flex-row md:flex-wrap xl:flex-nowrap">
      <Button size="sm" disabled={run.isPending} onClick={() => run.mutate(undefined)}>
        {run.isPending ? 'Ejecutando…' : 'Ejecutar'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onOpen({ kind: 'history', scraper })}>
        Historial
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onOpen({ kind: 'edit', scraper })}>
        Editar
      </Button>
      <ConfirmDelete name={scraper.name} onConfirm={() => remove.mutateAsync(undefined)} />
    </div>
  );
}

/** /admin/scrapers: summary, the list (refetched every 5 s) with its actions, and automatic start/stop. */
export function ScrapersScreen({ title }: { title: string }) {
  const now = useNow();
  const [open, setOpen] = useState<Open | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'scrapers'],
    queryFn: () => unwrap(api.admin.scrapers.$get()),
    refetchInterval: REFETCH_MS,
  });
  const scraping = useScrapingSwitch();
  const scrapers = query.data?.scrapers ?? [];
  const isRunning = query.data?.status.isRunning ?? false;
  const wide = 'hidden md:table-cell';
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title}>
        <Button
          variant="outline"
          disabled={!query.data || scraping.isPending}
          onClick={() => scraping.mutate(!isRunning)}
        >
          {isRunning ? 'Detener automático' : 'Iniciar automático'}
        </Button>
        <Button onClick={() => setOpen({ kind: 'edit', scraper: null })}>Nuevo scraper</Button>
      </ScreenHeader>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        <StatCard label="Total" value={String(scrapers.length)} />
        <StatCard label="Habilitados" value={String(scrapers.filter((s) => s.enabled).length)} />
        <StatCard label="Sistema automático" value={isRunning ? 'En ejecución' : 'Detenido'} />
      </div>
      <LoadError message="No se pudieron cargar los scrapers" query={query} />
      <DrawReviews />
      <Table
        label="Scrapers"
        rows={scrapers}
        rowKey={(scraper) => scraper.id}
        columns={[
          { header: 'Scraper', cell: (scraper) => <ScraperCell scraper={scraper} now={now} /> },
          { header: 'Estado', className: wide, cell: (scraper) => <StatusBadge scraper={scraper} /> },
          { header: 'Frecuencia', className: wide, cellClassName: 'tabular-nums', cell: (s) => `${s.frequency} s` },
          {
            header: 'Próxima ejecución',
            className: wide,
            cellClassName: 'whitespace-nowrap tabular-nums',
            cell: (scraper) => <NextRun scraper={scraper} now={now} />,
          },
          {
            header: 'Acciones',
            srOnly: true,
            cell: (scraper) => <ScraperActions scraper={scraper} onOpen={setOpen} />,
          },
        ]}
      />
      <DialogFor item={open} onClose={() => setOpen(null)}>
        {(item) =>
          item.kind === 'edit' ? (
            <ScraperDialog key={item.scraper?.id ?? 'new'} scraper={item.scraper} onClose={() => setOpen(null)} />
          ) : item.kind === 'history' ? (
            <HistoryDialog scraper={item.scraper} />
          ) : (
            <RunSummaryDialog name={item.scraper.name} answer={item.answer} />
          )
        }
      </DialogFor>
    </div>
  );
}
