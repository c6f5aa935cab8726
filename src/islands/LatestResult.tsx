import { useQuery } from '@tanstack/react-query';
import { gameById } from '../lib/catalogue/index.ts';
import { getList, NO_CACHE, QueryProvider, REFRESH } from '../lib/query.ts';
import type { HistoryRecord } from '../lib/results.ts';
import { historyPath } from './api-paths.ts';
import { DrawDate, LatestDraw } from './ui/DrawViews.tsx';
import { LastUpdated } from './ui/LastUpdated.tsx';
import { EmptyState, ErrorState, GameEmptyState, LoadingBlocks } from './ui/States.tsx';

interface LatestResultProps {
  gameId: string;
  /** The server's latest record (empty list: none); undefined when the server could not read it. */
  initial?: HistoryRecord[];
  renderedAt: number;
}

function Latest({ gameId, initial, renderedAt }: LatestResultProps) {
  const game = gameById(gameId);
  const path = historyPath(game?.name ?? gameId, 1);
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
  const [draw] = query.data;
  if (!draw) return repartidera ? <EmptyState title="No hay resultados disponibles" lines={[]} /> : <GameEmptyState gameId={game.id} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DrawDate date={draw.date} hour={draw.hour} />
        <LastUpdated updatedAt={query.dataUpdatedAt} className="text-xs" />
      </div>
      <LatestDraw game={game} draw={draw} />
    </div>
  );
}

/** Game page "Resultados Oficiales": the latest draw in the game's view, refreshed every 2 minutes. */
export default function LatestResult(props: LatestResultProps) {
  return (
    <QueryProvider>
      <Latest {...props} />
    </QueryProvider>
  );
}
