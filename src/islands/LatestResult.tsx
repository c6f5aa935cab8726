import { useQuery } from '@tanstack/react-query';
import { gameById } from '../lib/catalogue/index.ts';
import { getList, NO_CACHE, withQueryProvider, REFRESH } from '../lib/query.ts';
import type { HistoryRecord } from '../lib/results.ts';
import { historyPath } from './api-paths.ts';
import { DrawDate, LatestDraw, RepartideraPast } from './ui/DrawViews.tsx';
import { LastUpdated } from './ui/LastUpdated.tsx';
import { EmptyState, ErrorState, GameEmptyState, LoadingBlocks } from './ui/States.tsx';

/** How many records the latest-result view reads: Repartidera shows the latest plus up to 10 past results. */
export function latestRecordsFor(view: string | undefined): number {
  return view === 'repartidera' ? 11 : 1;
}

interface LatestResultProps {
  gameId: string;
  /** The server's newest records, `latestRecordsFor(game.view)` of them (empty: none); undefined when unreadable. */
  initial?: HistoryRecord[];
  renderedAt: number;
}

function Latest({ gameId, initial, renderedAt }: LatestResultProps) {
  const game = gameById(gameId);
  const path = historyPath(game?.name ?? gameId, latestRecordsFor(game?.view));
  const query = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => getList<HistoryRecord>(path, { ...NO_CACHE, signal }),
    initialData: initial,
    initialDataUpdatedAt: renderedAt,
    staleTime: 60_000,
    refetchInterval: REFRESH.direct,
  });
  const repartidera = game?.view === 'repartidera';
  if (!game) return null;
  if (query.data === undefined) {
    if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
    return repartidera ? <LoadingBlocks label="Cargando resultados de Repartidera..." showLabel /> : <LoadingBlocks />;
  }
  const [draw, ...past] = query.data;
  if (!draw) return repartidera ? <EmptyState title="No hay resultados disponibles" lines={[]} /> : <GameEmptyState gameId={game.id} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DrawDate date={draw.date} hour={draw.hour} />
        <LastUpdated updatedAt={query.dataUpdatedAt} className="text-xs" />
      </div>
      <LatestDraw game={game} draw={draw} />
      {repartidera && <RepartideraPast draws={past} />}
    </div>
  );
}

/** Game page "Resultados Oficiales": the latest draw in the game's view, refreshed every 2 minutes. */
export default withQueryProvider(Latest);
