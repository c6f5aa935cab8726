import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../islands/api-client.ts';
import { DERIVATION_ADAPTER } from '../../lib/catalogue/derivation.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { formatInstant } from '../../lib/format.ts';
import { DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Table } from '../../ui/Table.tsx';
import { LoadError } from '../ScreenHeader.tsx';
import type { RunAnswer, Scraper } from './types.ts';
import { ScrapeError } from './ScrapeError.tsx';

type Summary = RunAnswer['summary'];
/** A draw the pipeline did not store, with the reason. */
type Skipped = Summary['rejected'][number];
/** A draw whose published values another source or its derivation rule contradicts (now under review). */
type Disagreement = Summary['disagreements'][number];

/** "game date time: publicado 12-34 (adapter), otra fuente 12-35 (adapter)", or the rule's numbers. */
function disagreementText({ gameId, drawDate, drawTime, published, reported }: Disagreement): string {
  const other =
    reported.adapter === DERIVATION_ADAPTER
      ? `según sus sorteos de origen ${reported.numbers.join('-')}`
      : `otra fuente ${reported.numbers.join('-')} (${reported.adapter})`;
  return `${gameId} ${drawDate} ${drawTime}: publicado ${published.numbers.join('-')} (${published.adapter}), ${other}`;
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
export function RunSummaryDialog({ name, answer }: { name: string; answer: RunAnswer }) {
  const { summary } = answer;
  return (
    <DialogContent className="max-w-xl">
      <DialogTitle>Resultado de {name}</DialogTitle>
      <DialogDescription>{answer.results} resultados guardados</DialogDescription>
      <div className="grid max-h-[60dvh] gap-3 overflow-y-auto text-sm">
        {summary.error && (
          <div role="alert" className="font-semibold">
            <ScrapeError raw={summary.error} className="text-sm" />
          </div>
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
export function HistoryDialog({ scraper }: { scraper: Scraper }) {
  const query = useQuery({
    queryKey: ['admin', 'scrapers', scraper.id, 'runs'],
    queryFn: () => unwrap(api.admin.scrapers[':id'].runs.$get({ param: { id: String(scraper.id) } })),
  });
  return (
    <DialogContent className="max-w-3xl">
      <DialogTitle>Historial de {scraper.name}</DialogTitle>
      <DialogDescription>Las últimas ejecuciones, la más reciente primero.</DialogDescription>
      <LoadError message="No se pudo cargar el historial" query={query} />
      <Table
        label="Ejecuciones"
        className="max-h-[60dvh] overflow-auto"
        rows={query.data ?? []}
        rowKey={(run) => run.id}
        empty={query.data ? 'Todavía no se ha ejecutado.' : undefined}
        columns={[
          {
            header: 'Inicio',
            cellClassName: 'whitespace-nowrap',
            cell: (run) => formatInstant(run.startedAt, 'seconds'),
          },
          { header: 'Estado', cell: (run) => (run.status === 'ok' ? 'Correcta' : 'Error') },
          { header: 'Nuevos', className: 'text-right tabular-nums', cell: (run) => run.created },
          { header: 'Actualizados', className: 'text-right tabular-nums', cell: (run) => run.updated },
          { header: 'Rechazados', className: 'text-right tabular-nums', cell: (run) => run.rejected.length },
          {
            header: 'Duración',
            className: 'text-right tabular-nums',
            cell: (run) => `${(run.durationMs / 1000).toFixed(1)} s`,
          },
          { header: 'Error', cell: (run) => run.error && <ScrapeError raw={run.error} className="min-w-40" /> },
        ]}
      />
    </DialogContent>
  );
}
