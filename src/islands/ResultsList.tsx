import { useQuery } from '@tanstack/react-query';
import { gamesOf, sourcePathOf } from '../lib/catalogue/index.ts';
import { getList, withQueryProvider, REFRESH } from '../lib/query.ts';
import type { LotteryResult } from '../lib/results.ts';
import { dominicanaPath } from './api-paths.ts';
import { LastUpdated } from './ui/LastUpdated.tsx';
import { ResultRow } from './ui/ResultRow.tsx';
import { EmptyState, ErrorState, LoadingBlocks } from './ui/States.tsx';

interface ResultsListProps {
  operatorId: string;
  /** The server's results (undefined when the server could not read them). */
  initialResults?: LotteryResult[];
  renderedAt: number;
}

/** Latest result of each of the operator's games, from every source path they are listed under, in catalogue order. */
async function fetchOperatorResults(operatorId: string, signal: AbortSignal): Promise<LotteryResult[]> {
  const games = gamesOf(operatorId);
  const paths = [...new Set(games.map(sourcePathOf))];
  try {
    const lists = await Promise.all(paths.map((path) => getList<LotteryResult>(dominicanaPath(path), { signal })));
    const byGame = new Map(lists.flat().map((r) => [r.gameId, r]));
    return games.map((g) => byGame.get(g.id)).filter((r): r is LotteryResult => r !== undefined);
  } catch (cause) {
    throw new Error('Failed to fetch lottery results', { cause });
  }
}

function List({ operatorId, initialResults, renderedAt }: ResultsListProps) {
  const query = useQuery({
    queryKey: ['operator-results', operatorId],
    queryFn: ({ signal }) => fetchOperatorResults(operatorId, signal),
    initialData: initialResults,
    initialDataUpdatedAt: renderedAt,
    staleTime: 60_000,
    refetchInterval: REFRESH.lists,
  });
  if (query.data === undefined) {
    return query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <LoadingBlocks />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState title="Construyendo historial" lines={['El sistema está guardando automáticamente cada resultado nuevo.', 'Los datos se obtienen de fuentes oficiales.']} />
    );
  }
  return (
    <div className="space-y-3">
      <LastUpdated updatedAt={query.dataUpdatedAt} />
      <ul aria-label="Últimos resultados" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {query.data.map((r) => (
          <li key={r.gameId} className="p-4">
            <ResultRow title={r.name} href={r.route} date={r.date} hour={r.hour} gameScores={r.gameScores} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Operator page "Resultados Oficiales": server-rendered latest results, refreshed every 5 minutes. */
export default withQueryProvider(List);
