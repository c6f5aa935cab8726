import { useQuery } from '@tanstack/react-query';
import { gameById } from '../lib/catalogue/index.ts';
import { BUILDING_HISTORY } from '../lib/catalogue/views.ts';
import type { LotteryResult } from '../lib/results.ts';
import { operatorQuery } from './queries.ts';
import { withQueryProvider } from './query.ts';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { ResultRow } from '../ui/ResultRow.tsx';
import { EmptyState, ErrorState, LoadingBlocks } from '../ui/States.tsx';

interface ResultsListProps {
  operatorId: string;
  /** The server's results (undefined when the server could not read them). */
  initialResults?: LotteryResult[];
  renderedAt: number;
}

function List({ operatorId, initialResults, renderedAt }: ResultsListProps) {
  const query = useQuery({
    ...operatorQuery(operatorId),
    initialData: initialResults,
    initialDataUpdatedAt: renderedAt,
  });
  if (query.data === undefined) {
    return query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <LoadingBlocks />;
  }
  if (query.data.length === 0) return <EmptyState title={BUILDING_HISTORY.title} lines={BUILDING_HISTORY.lines} />;
  return (
    <div className="space-y-3">
      <LastUpdated draws={query.data} readAt={query.dataUpdatedAt} />
      <ul aria-label="Últimos resultados" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {query.data.map((r) => {
          const game = gameById(r.gameId);
          return (
            game && (
              <li key={r.gameId} className="p-4">
                <ResultRow
                  game={game}
                  title={r.name}
                  href={r.route}
                  date={r.date}
                  hour={r.hour}
                  gameScores={r.gameScores}
                  status={r.status}
                  readAt={query.dataUpdatedAt}
                />
              </li>
            )
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Operator page "Resultados Oficiales": server-rendered latest results with each game's draw status and
 * relative day, refreshed every 5 minutes.
 */
export default withQueryProvider(List);
