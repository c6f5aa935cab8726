import type { Game } from '../lib/catalogue/index.ts';
import { pageEmptyState } from '../lib/catalogue/views.ts';
import { isLatestBeforeToday, relativeDay, type DrawStatus } from '../lib/draw-status.ts';
import type { DrawTimeZone } from '../lib/dates.ts';
import { formatDrawTime, formatLongDate } from '../lib/format.ts';
import { dataStopsNote } from '../lib/freshness.ts';
import { cn } from './cn.ts';

/**
 * A game's draw status as a tag ('Actualizado', 'Pendiente', 'En curso', 'Retrasado', …), in its state's colours:
 * styled by its `data-draw-status` (src/styles/global.css), no class on each of the home's cards (decision 066).
 */
export function DrawStatusTag({ status, className }: { status: DrawStatus; className?: string }) {
  return (
    <span data-draw-status={status.state} className={className}>
      {status.label}
    </span>
  );
}

/**
 * When a shown draw was: "martes, 5 de agosto de 2025 · 8:55 p. m. · Hace 3 días", its time read in Santo Domingo
 * from its game's `timeZone` (decision 078), the relative day seen
 * from `now` (ms since epoch, the moment the data was read), so an old draw never reads as today's; without
 * it when `relative` is false (a card that shows it as a chip).
 */
export function DrawWhen({
  date,
  hour,
  timeZone,
  now,
  relative = true,
  className,
}: {
  date: string;
  hour: string;
  timeZone: DrawTimeZone;
  now: number;
  relative?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('when', className)}>
      <time dateTime={date}>{formatLongDate(date)}</time>
      {hour && <span>{` · ${formatDrawTime(date, hour, timeZone)}`}</span>}
      {relative && <span className="when-rel">{` · ${relativeDay(date, new Date(now))}`}</span>}
    </p>
  );
}

/**
 * Today's scheduled draw time of a pending, in-progress or delayed status ("Sorteo de hoy: 8:55 p. m.", read in
 * Santo Domingo from the game's time zone) over the game's shown result of `date`, when that result is the game's
 * last draw before today; else nothing: under an older result (draws missing since) the card's 'Próximo sorteo en …'
 * alone speaks of what comes next. `now`: ms since epoch.
 */
export function TodayDraw({
  game,
  status,
  date,
  now,
  className,
}: {
  game: Game;
  status: DrawStatus;
  date: string;
  now: number;
  className?: string;
}) {
  const waiting = status.state === 'pending' || status.state === 'in_progress' || status.state === 'delayed';
  if (!waiting || !status.hour || !status.date || !isLatestBeforeToday(game, date, new Date(now))) return null;
  return (
    <p
      className={cn('note', className)}
    >{`Sorteo de hoy: ${formatDrawTime(status.date, status.hour, game.timeZone)}`}</p>
  );
}

/** Where the site's data of `game` stops, when its newest draw, of `date`, is months old (`dataStopsNote`). */
export function DataStops({
  game,
  date,
  now,
  className,
}: {
  game: Game;
  date: string;
  now: number;
  className?: string;
}) {
  const note = dataStopsNote(game, date, new Date(now));
  return note ? <p className={cn('note', className)}>{note}</p> : null;
}

/** Loading state of a result list: three placeholder blocks. */
export function LoadingBlocks({
  label = 'Cargando...',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cn('space-y-3', className)}>
      <p className={showLabel ? 'text-sm font-medium text-slate-600' : 'sr-only'}>{label}</p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-200/80" />
      ))}
    </div>
  );
}

/** Load failure of a result list (spec error catalogue), with a retry button. */
export function ErrorState({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('rounded-xl border border-accent-200 bg-accent-50 p-5 text-center', className)}>
      <h3 className="text-lg font-bold text-accent-800">Error cargando resultados</h3>
      <p className="mt-1 text-sm text-accent-800">No se pudieron cargar los resultados. Intentando nuevamente...</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-full bg-accent-600 px-5 py-2 text-sm font-bold text-white shadow hover:bg-accent-700"
      >
        Reintentar
      </button>
    </div>
  );
}

/** An empty state: a heading, up to two lines and an optional link out (opened as a plain external link). */
export function EmptyState({
  title,
  lines,
  link,
  className,
}: {
  title: string;
  lines: readonly string[];
  link?: { text: string; href: string };
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl border border-dashed border-brand-200 bg-brand-50/60 p-6 text-center', className)}>
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      {lines.map((line) => (
        <p key={line} className="mt-1 text-sm text-slate-600">
          {line}
        </p>
      ))}
      {link && (
        <p className="mt-3 text-sm">
          <a href={link.href} rel="noopener external" className="font-semibold text-brand-700 underline">
            {link.text}
          </a>
        </p>
      )}
    </div>
  );
}

/** The spec's empty state of a game page without data (the catalogue says which). */
export function GameEmptyState({ game, className }: { game: Game; className?: string }) {
  return <EmptyState className={className} {...pageEmptyState(game)} />;
}
