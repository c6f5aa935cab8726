import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { gameById } from '../../lib/catalogue/index.ts';
import { formatInstant } from '../../lib/format.ts';
import { nextRunAt, runProgress } from '../../lib/scraper-schedule.ts';
import {
  SCRAPER_FREQUENCY,
  scraperInputSchema,
  type ScraperInputForm,
  type ScraperInputValues,
} from '../../lib/schemas/scraper.ts';
import { Button } from '../../ui/Button.tsx';
import { DERIVATION_ADAPTER } from '../../lib/catalogue/derivation.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { useAdminSave } from '../use-admin-save.ts';
import { FormActions } from '../FormActions.tsx';
import { DrawReviews, type Report } from './DrawReviews.tsx';
import { adminApi, errorDetail } from '../api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { useScrapingSwitch } from './scraping-switch.ts';
import { StatCard } from '../StatCard.tsx';

/** A scraper as GET /api/admin/scrapers lists it. */
interface Scraper {
  id: number;
  name: string;
  url: string;
  enabled: boolean;
  frequency: number;
  config: Record<string, unknown>;
  status: 'active' | 'error' | 'paused' | 'running';
  lastRun: string | null;
  errorMessage: string | null;
}

/** A draw the pipeline did not store, with the reason. */
interface Skipped {
  title: string;
  operatorTitle: string;
  drawDate: string;
  numbers: string[];
  reason: string;
}

/** A draw whose published values another source or its derivation rule contradicts (now under review). */
interface Disagreement {
  gameId: string;
  drawDate: string;
  drawTime: string;
  published: Report;
  reported: Report;
}

/** "game date time: publicado 12-34 (adapter), otra fuente 12-35 (adapter)", or the rule's numbers. */
function disagreementText({ gameId, drawDate, drawTime, published, reported }: Disagreement): string {
  const other =
    reported.adapter === DERIVATION_ADAPTER
      ? `según sus sorteos de origen ${reported.numbers.join('-')}`
      : `otra fuente ${reported.numbers.join('-')} (${reported.adapter})`;
  return `${gameId} ${drawDate} ${drawTime}: publicado ${published.numbers.join('-')} (${published.adapter}), ${other}`;
}

/** POST /api/admin/scrapers/:id/run: the count of results and the run summary. */
interface RunAnswer {
  results: number;
  summary: {
    status: 'ok' | 'error';
    created: number;
    updated: number;
    unchanged: number;
    rejected: Skipped[];
    incomplete: Skipped[];
    disagreements: Disagreement[];
    delays: { gameId: string; drawDate: string; minutes: number }[];
    error?: string | null;
  };
}

/** One run of GET /api/admin/scrapers/:id/runs. */
interface Run {
  id: number;
  status: 'ok' | 'error';
  created: number;
  updated: number;
  unchanged: number;
  rejected: Skipped[];
  error: string | null;
  startedAt: string;
  durationMs: number;
}

const SCRAPERS_KEY = ['admin', 'scrapers'] as const;
/** Spec: the list is fetched again every 5 s; next run and progress are recomputed every second. */
const REFETCH_MS = 5000;
const TICK_MS = 1000;
const FIELDS = ['name', 'url', 'frequency', 'config'] as const;
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

/** The create/edit dialog; the config is JSON text checked on the server against the adapter's options. */
function ScraperDialog({ scraper, onClose }: { scraper: Scraper | null; onClose: () => void }) {
  const creating = !scraper;
  const form = useForm<ScraperInputForm, unknown, ScraperInputValues>({
    resolver: zodResolver(scraperInputSchema),
    defaultValues: {
      name: scraper?.name ?? '',
      url: scraper?.url ?? '',
      enabled: scraper?.enabled ?? true,
      frequency: scraper?.frequency ?? SCRAPER_FREQUENCY.default,
      config: JSON.stringify(scraper?.config ?? { adapter: 'loteriasdominicanas-api' }, null, 2),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const save = useAdminSave({
    send: (input: ScraperInputValues) =>
      creating
        ? adminApi('/scrapers', { method: 'POST', body: input })
        : adminApi(`/scrapers/${scraper.id}`, { method: 'PUT', body: input }),
    success: creating ? 'Scraper creado exitosamente' : 'Scraper actualizado exitosamente',
    failure: creating ? 'Error al crear scraper' : 'Error al actualizar scraper',
    setError: form.setError,
    fields: FIELDS,
    onClose,
  });
  return (
    <DialogContent className="max-w-xl">
      <DialogTitle>{creating ? 'Nuevo scraper' : 'Editar scraper'}</DialogTitle>
      <DialogDescription>La configuración indica el adaptador que lee la página y sus opciones.</DialogDescription>
      <form
        noValidate
        className="grid grid-cols-1 gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event)}
      >
        <Field label="Nombre" required error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="URL" required error={errors.url?.message}>
          <Input type="url" {...form.register('url')} />
        </Field>
        <Field label="Frecuencia (segundos)" required hint="Mínimo 30 segundos" error={errors.frequency?.message}>
          <Input type="number" min={SCRAPER_FREQUENCY.min} {...form.register('frequency')} />
        </Field>
        <Field label="Configuración (JSON)" error={errors.config?.message}>
          <Textarea rows={5} className="font-mono text-xs" {...form.register('config')} />
        </Field>
        <Checkbox label="Habilitado" {...form.register('enabled')} />
        <FormActions submit={creating ? 'Crear scraper' : 'Guardar cambios'} busy={isSubmitting} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}

/** The draws a run skipped, each with its reason. */
function SkippedList({ title, items }: { title: string; items: readonly Skipped[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1">
      <h3 className="font-semibold text-brand-900">
        {title} ({items.length})
      </h3>
      <ul className="list-disc pl-5 text-sm wrap-anywhere">
        {items.map((item, index) => (
          <li key={index}>
            {item.operatorTitle} / {item.title} {item.drawDate}: {item.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The summary of a run on demand: counts, skipped draws with reasons and disagreements between sources. */
function RunSummaryDialog({ name, answer }: { name: string; answer: RunAnswer }) {
  const { summary } = answer;
  return (
    <DialogContent className="max-w-xl">
      <DialogTitle>Resultado de {name}</DialogTitle>
      <DialogDescription>{answer.results} resultados guardados</DialogDescription>
      <div className="grid max-h-[60dvh] gap-3 overflow-y-auto text-sm">
        {summary.error && (
          <p role="alert" className="font-semibold text-red-800">
            {summary.error}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {(
            [
              ['Nuevos', summary.created],
              ['Actualizados', summary.updated],
              ['Sin cambios', summary.unchanged],
              ['En curso', summary.incomplete.length],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="text-lg font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
        {summary.delays.length > 0 && (
          <section className="grid gap-1">
            <h3 className="font-semibold text-brand-900">Demora desde la hora del sorteo</h3>
            <ul className="list-disc pl-5">
              {summary.delays.map((d) => (
                <li key={`${d.gameId} ${d.drawDate}`}>
                  {gameById(d.gameId)?.name ?? d.gameId} ({d.drawDate}): {d.minutes} min
                </li>
              ))}
            </ul>
          </section>
        )}
        <SkippedList title="Rechazados" items={summary.rejected} />
        <SkippedList title="Incompletos (en curso)" items={summary.incomplete} />
        {summary.disagreements.length > 0 && (
          <section className="grid gap-1">
            <h3 className="font-semibold text-brand-900">Desacuerdos entre fuentes ({summary.disagreements.length})</h3>
            <ul className="list-disc pl-5">
              {summary.disagreements.map((d) => (
                <li key={`${d.gameId} ${d.drawDate} ${d.drawTime}`}>{disagreementText(d)}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DialogContent>
  );
}

/** A scraper's latest runs. */
function HistoryDialog({ scraper }: { scraper: Scraper }) {
  const query = useQuery({
    queryKey: [...SCRAPERS_KEY, scraper.id, 'runs'],
    queryFn: () => adminApi<Run[]>(`/scrapers/${scraper.id}/runs`),
  });
  return (
    <DialogContent className="max-w-3xl">
      <DialogTitle>Historial de {scraper.name}</DialogTitle>
      <DialogDescription>Las últimas ejecuciones, la más reciente primero.</DialogDescription>
      {query.isError && <p role="alert">No se pudo cargar el historial: {errorDetail(query.error)}</p>}
      <div className="relative max-h-[60dvh] overflow-auto">
        <table aria-label="Ejecuciones" className="w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className="px-2 py-1">Inicio</th>
              <th className="px-2 py-1">Estado</th>
              <th className="px-2 py-1 text-right">Nuevos</th>
              <th className="px-2 py-1 text-right">Actualizados</th>
              <th className="px-2 py-1 text-right">Rechazados</th>
              <th className="px-2 py-1 text-right">Duración</th>
              <th className="px-2 py-1">Error</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data?.map((run) => (
              <tr key={run.id}>
                <td className="px-2 py-1 whitespace-nowrap">{formatInstant(run.startedAt, 'seconds')}</td>
                <td className="px-2 py-1">{run.status === 'ok' ? 'Correcta' : 'Error'}</td>
                <td className="px-2 py-1 text-right tabular-nums">{run.created}</td>
                <td className="px-2 py-1 text-right tabular-nums">{run.updated}</td>
                <td className="px-2 py-1 text-right tabular-nums">{run.rejected.length}</td>
                <td className="px-2 py-1 text-right tabular-nums">{(run.durationMs / 1000).toFixed(1)} s</td>
                <td className="px-2 py-1 wrap-anywhere">{run.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {query.data?.length === 0 && <p className="p-3 text-sm text-slate-600">Todavía no se ha ejecutado.</p>}
      </div>
    </DialogContent>
  );
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

/**
 * One row: status, frequency, next run, actions. On phones status, frequency and next run sit under the name
 * and the actions stack, so the row fits the screen; from `xl` the actions keep one line.
 */
function ScraperRow({ scraper, now, onOpen }: { scraper: Scraper; now: number; onOpen: (open: Open) => void }) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => adminApi<RunAnswer>(`/scrapers/${scraper.id}/run`, { method: 'POST' }),
    onSuccess: async (answer) => {
      notify.success('Scraper ejecutado exitosamente', `${answer.results} resultados`);
      onOpen({ kind: 'run', scraper, answer });
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error('Error al ejecutar scraper', errorDetail(error)),
  });
  const remove = useMutation({
    mutationFn: () => adminApi(`/scrapers/${scraper.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success('Scraper eliminado exitosamente');
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error('Error al eliminar scraper', errorDetail(error)),
  });
  return (
    <tr>
      <td className="px-3 py-2">
        <p className="font-semibold text-brand-900">{scraper.name}</p>
        <p className="max-w-48 truncate text-xs text-slate-600">{scraper.url}</p>
        {scraper.errorMessage && <p className="max-w-48 text-xs wrap-anywhere text-red-800">{scraper.errorMessage}</p>}
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
      </td>
      <td className="hidden px-3 py-2 md:table-cell">
        <StatusBadge scraper={scraper} />
      </td>
      <td className="hidden px-3 py-2 tabular-nums md:table-cell">{scraper.frequency} s</td>
      <td className="hidden px-3 py-2 whitespace-nowrap tabular-nums md:table-cell">
        <NextRun scraper={scraper} now={now} />
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-col items-start gap-1 md:flex-row md:flex-wrap xl:flex-nowrap">
          <Button size="sm" disabled={run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? 'Ejecutando…' : 'Ejecutar'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onOpen({ kind: 'history', scraper })}>
            Historial
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onOpen({ kind: 'edit', scraper })}>
            Editar
          </Button>
          <ConfirmDelete name={scraper.name} onConfirm={() => remove.mutateAsync().catch(() => undefined)} />
        </div>
      </td>
    </tr>
  );
}

/** /admin/scrapers: summary, the list (refetched every 5 s) with its actions, and automatic start/stop. */
export function ScrapersScreen() {
  const now = useNow();
  const [open, setOpen] = useState<Open | null>(null);
  const query = useQuery({
    queryKey: SCRAPERS_KEY,
    queryFn: () => adminApi<{ scrapers: Scraper[]; status: { isRunning: boolean } }>('/scrapers'),
    refetchInterval: REFETCH_MS,
  });
  const scraping = useScrapingSwitch();
  const scrapers = query.data?.scrapers ?? [];
  const isRunning = query.data?.status.isRunning ?? false;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Scrapers</h1>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!query.data || scraping.isPending}
            onClick={() => scraping.mutate(!isRunning)}
          >
            {isRunning ? 'Detener automático' : 'Iniciar automático'}
          </Button>
          <Button onClick={() => setOpen({ kind: 'edit', scraper: null })}>Nuevo scraper</Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        <StatCard label="Total" value={String(scrapers.length)} />
        <StatCard label="Habilitados" value={String(scrapers.filter((s) => s.enabled).length)} />
        <StatCard label="Sistema automático" value={isRunning ? 'En ejecución' : 'Detenido'} />
      </div>
      {query.isError && <p role="alert">No se pudieron cargar los scrapers: {errorDetail(query.error)}</p>}
      <DrawReviews />
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
        <table aria-label="Scrapers" className="w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className="px-3 py-2">Scraper</th>
              <th className="hidden px-3 py-2 md:table-cell">Estado</th>
              <th className="hidden px-3 py-2 md:table-cell">Frecuencia</th>
              <th className="hidden px-3 py-2 md:table-cell">Próxima ejecución</th>
              <th className="px-3 py-2">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {scrapers.map((scraper) => (
              <ScraperRow key={scraper.id} scraper={scraper} now={now} onOpen={setOpen} />
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open?.kind === 'edit' && (
          <ScraperDialog key={open.scraper?.id ?? 'new'} scraper={open.scraper} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'history' && <HistoryDialog scraper={open.scraper} />}
        {open?.kind === 'run' && <RunSummaryDialog name={open.scraper.name} answer={open.answer} />}
      </Dialog>
    </div>
  );
}
