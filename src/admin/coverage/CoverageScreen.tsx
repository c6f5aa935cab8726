import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../islands/api-client.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { coveragePercent } from '../../lib/coverage.ts';
import { formatShortDate } from '../../lib/format.ts';
import type { GameCoverage } from '../../lib/schemas/coverage.ts';
import { Table } from '../../ui/Table.tsx';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';
import { BackfillPanel } from './BackfillPanel.tsx';

/** The month with the most draws missing, as "2026-08 (12)", or an em dash. */
function worstMonth(c: GameCoverage): string {
  const worst = c.months.reduce<GameCoverage['months'][number] | null>(
    (w, m) => (m.missing > (w?.missing ?? 0) ? m : w),
    null,
  );
  return worst ? `${worst.month} (${worst.missing})` : '—';
}

/**
 * /admin/coverage: every sourced game's stored history against its schedule, the least complete first, then the
 * backfill's progress.
 */
export function CoverageScreen({ title }: { title: string }) {
  const coverage = useQuery({ queryKey: ['admin', 'coverage'], queryFn: () => unwrap(api.admin.coverage.$get()) });
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title} />
      <p className="text-sm text-slate-700">
        Sorteos guardados frente a los programados por el horario de cada juego, desde su primer sorteo guardado hasta
        ayer. Los feriados conocidos y los días fuera de horario no cuentan. Primero los menos completos.
      </p>
      <LoadError message="No se pudo cargar la cobertura" query={coverage} />
      <Table
        label="Cobertura por juego"
        rows={coverage.data ?? []}
        rowKey={(c) => c.gameId}
        empty={coverage.isPending ? 'Cargando…' : 'Sin juegos.'}
        columns={[
          { header: 'Juego', cell: (c) => gameById(c.gameId)?.name ?? c.gameId },
          { header: 'Desde', cell: (c) => (c.from ? formatShortDate(c.from) : 'Sin sorteos') },
          { header: 'Completo', className: 'text-right', cell: (c) => `${coveragePercent(c)} %` },
          { header: 'Guardados', className: 'text-right', cell: (c) => `${c.stored} de ${c.scheduled}` },
          { header: 'Faltan', className: 'text-right', cell: (c) => c.missing },
          { header: 'Mes con más faltantes', className: 'hidden md:table-cell', cell: worstMonth },
        ]}
      />
      <BackfillPanel />
    </div>
  );
}
