import { useSyncExternalStore } from 'react';
import { dataChangedAt, type DrawMoment } from '../lib/freshness.ts';
import { relativeTime } from '../lib/format.ts';
import { REFRESH } from '../lib/refresh.ts';
import { cn } from './cn.ts';

const clock = new Intl.DateTimeFormat('es-DO', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'America/Santo_Domingo',
});

/** Calls `onTick` every REFRESH.clock ms; returns the unsubscribe. */
const everyClockTick = (onTick: () => void) => {
  const timer = setInterval(onTick, REFRESH.clock);
  return () => clearInterval(timer);
};
/** Now, in whole clock periods, so repeated reads within one period give the same snapshot. */
const clockNow = () => Math.floor(Date.now() / REFRESH.clock) * REFRESH.clock;

/**
 * "Última actualización: 8:55 p. m. · Hace 3 minutos": when the shown data last changed (the newest of `draws`,
 * Santo Domingo time, never the moment it was fetched) and how long ago, re-evaluated every minute; nothing
 * without draws. The first render counts from `readAt` (when the data was read, ms since epoch), so the
 * server HTML and the hydrated island agree. The relative part carries its instant (`data-ago`) for the live page
 * script, which moves it on until the island hydrates (decision 088).
 */
export function LastUpdated({
  draws,
  readAt,
  className,
}: {
  draws: readonly DrawMoment[];
  readAt: number;
  className?: string;
}) {
  const now = useSyncExternalStore(everyClockTick, clockNow, () => readAt);
  const updatedAt = dataChangedAt(draws, readAt);
  if (updatedAt === undefined) return null;
  return (
    <p className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
      <span>
        Última actualización: <time dateTime={new Date(updatedAt).toISOString()}>{clock.format(updatedAt)}</time>
        {/* Moved on by the live page script before React hydrates (decision 088): React keeps it until it renders. */}
        <span data-ago={new Date(updatedAt).toISOString()} className="text-slate-500" suppressHydrationWarning>
          {` · ${relativeTime(Math.max(0, now - updatedAt), new Date(updatedAt))}`}
        </span>
      </span>
    </p>
  );
}
