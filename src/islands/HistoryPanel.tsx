import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gameById } from '../lib/catalogue/index.ts';
import { HISTORY } from '../lib/refresh.ts';
import type { HistoryRecord } from '../lib/results.ts';
import { gameHistoryQuery } from './queries.ts';
import { withQueryProvider } from './query.ts';
import { ResultRow } from '../ui/ResultRow.tsx';
import { ErrorState, GameEmptyState, LoadingBlocks } from '../ui/States.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

interface HistoryPanelProps {
  gameId: string;
  /** The server's first page of records (undefined when the server could not read them). */
  initialRecords?: HistoryRecord[];
  /** Whether the server saw more records than its first page. */
  hasMore: boolean;
}

function History({ gameId, initialRecords, hasMore }: HistoryPanelProps) {
  const game = gameById(gameId);
  const hydrated = useHydrated();
  const [visible, setVisible] = useState<number>(HISTORY.pageSize);
  const query = useQuery({
    ...gameHistoryQuery(gameId, HISTORY.fetchLimit),
    placeholderData: initialRecords,
    retry: 1,
  });
  if (!game) return null;
  if (query.data === undefined) {
    return query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <LoadingBlocks />;
  }
  const records = query.data;
  if (records.length === 0) return <GameEmptyState game={game} />;
  const more = records.length > visible || (query.isPlaceholderData && hasMore);
  return (
    <div className="space-y-4">
      <ol aria-label="Historial de resultados" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {records.slice(0, visible).map((r) => (
          <li key={`${r.date} ${r.hour}`} className="px-4 py-3">
            <ResultRow game={game} date={r.date} hour={r.hour} gameScores={r.gameScores} />
          </li>
        ))}
      </ol>
      {more && (
        <div className="text-center">
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setVisible((n) => n + HISTORY.pageSize)}
            className="rounded-full bg-brand-800 px-6 py-2.5 text-sm font-bold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Cargar más resultados
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Game page "Historial de Resultados": 20 records first (server-rendered), 20 more per click,
 * up to 1000 fetched; refreshed every 2 minutes, stale after 1 minute, one retry.
 */
export default withQueryProvider(History);
