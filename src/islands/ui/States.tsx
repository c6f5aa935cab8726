import { cn } from './cn.ts';

/** Loading state of a result list: three placeholder blocks. */
export function LoadingBlocks({ label = 'Cargando...', showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
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

/** An empty state: a heading and up to two lines. */
export function EmptyState({ title, lines, className }: { title: string; lines: readonly string[]; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-brand-200 bg-brand-50/60 p-6 text-center', className)}>
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      {lines.map((line) => (
        <p key={line} className="mt-1 text-sm text-slate-600">
          {line}
        </p>
      ))}
    </div>
  );
}

/** Games whose missing data means the operator suspended them (spec: MegaLotto / Lotto Loteka). */
const SUSPENDED_WHEN_EMPTY = new Set(['megalotto']);

/** The spec's empty state of a game without data ("Juego temporalmente suspendido" or "Construyendo historial"). */
export function GameEmptyState({ gameId, className }: { gameId: string; className?: string }) {
  return SUSPENDED_WHEN_EMPTY.has(gameId) ? (
    <EmptyState
      className={className}
      title="Juego temporalmente suspendido"
      lines={['MegaLotto no está disponible actualmente en la fuente oficial de Loteka.', 'Otros juegos funcionan normalmente.']}
    />
  ) : (
    <EmptyState
      className={className}
      title="Construyendo historial"
      lines={['El sistema está guardando automáticamente cada resultado nuevo.', 'Los datos se obtienen de fuentes oficiales.']}
    />
  );
}
