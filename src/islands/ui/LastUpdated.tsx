import { useEffect, useState } from 'react';
import { relativeTime } from '../../lib/format.ts';
import { REFRESH } from '../../lib/query.ts';
import { cn } from './cn.ts';

const clock = new Intl.DateTimeFormat('es-DO', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'America/Santo_Domingo' });

/**
 * "Última actualización: 8:55 p. m. · Hace 3 minutos": the time of the last refresh (Santo Domingo time)
 * and how long ago it was, re-evaluated every minute. The first render uses `updatedAt` as "now" so
 * the server HTML and the hydrated island agree.
 */
export function LastUpdated({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const [now, setNow] = useState(updatedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), REFRESH.clock);
    return () => clearInterval(timer);
  }, [updatedAt]);
  return (
    <p className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
      <span>
        Última actualización: <time dateTime={new Date(updatedAt).toISOString()}>{clock.format(updatedAt)}</time>
        <span className="text-slate-400"> · {relativeTime(Math.max(0, now - updatedAt), new Date(updatedAt))}</span>
      </span>
    </p>
  );
}
