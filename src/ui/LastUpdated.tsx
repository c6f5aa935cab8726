import { useSyncExternalStore } from 'react';
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
 * "Última actualización: 8:55 p. m. · Hace 3 minutos": the time of the last refresh (Santo Domingo time)
 * and how long ago it was, re-evaluated every minute. The first render uses `updatedAt` as "now" so
 * the server HTML and the hydrated island agree.
 */
export function LastUpdated({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const now = useSyncExternalStore(everyClockTick, clockNow, () => updatedAt);
  return (
    <p className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
      <span>
        Última actualización: <time dateTime={new Date(updatedAt).toISOString()}>{clock.format(updatedAt)}</time>
        <span className="text-slate-500"> · {relativeTime(Math.max(0, now - updatedAt), new Date(updatedAt))}</span>
      </span>
    </p>
  );
}
