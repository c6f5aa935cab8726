import { useInfiniteQuery } from '@tanstack/react-query';
import { gameById } from '../lib/catalogue/index.ts';
import type { HistoryRecord } from '../lib/results.ts';
import { gameHistoryPagesQuery } from './queries.ts';
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
  /** When the server read `initialRecords` (ms since epoch): they refresh once older than a minute. */
  renderedAt: number;
}

const recordKey = (r: HistoryRecord) => `${r.date} ${r.hour}`;

/** The loaded pages as one list, without the repeat a draw stored between two page loads would cause. */
function flatten(pages: readonly HistoryRecord[][]): HistoryRecord[] {
  const seen = new Set<string>();
  return pages.flat().filter((r) => !seen.has(recordKey(r)) && Boolean(seen.add(recordKey(r))));
}

function History({ gameId, initialRecords, hasMore, renderedAt }: HistoryPanelProps) {
  const game = gameById(gameId);
  const hydrated = useHydrated();
  const query = useInfiniteQuery({
    ...gameHistoryPagesQuery(gameId),
    initialData: initialRecords && { pages: [initialRecords], pageParams: [0] },
    initialDataUpdatedAt: renderedAt,
    retry: 1,
  });
  if (!game) return null;
  if (query.data === undefined) {
    return query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <LoadingBlocks />;
  }
  const records = flatten(query.data.pages);
  if (records.length === 0) return <GameEmptyState game={game} />;
  const more = query.hasNextPage && (query.data.pages.length > 1 || hasMore);
  return (
    <div className="space-y-4">
      <ol aria-label="Historial de resultados" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {records.map((r) => (
          <li key={recordKey(r)} className="px-4 py-3">
            <ResultRow game={game} date={r.date} hour={r.hour} gameScores={r.gameScores} />
          </li>
        ))}
      </ol>
      {query.isFetchNextPageError && <ErrorState onRetry={() => void query.fetchNextPage()} />}
      {more && !query.isFetchNextPageError && (
        <div className="text-center">
          <button
            type="button"
            data-load-more
            disabled={!hydrated || query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
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
 * Game page "Historial de Resultados": the server's 20 records first (not downloaded again), then 20 more per
 * click, fetched only then, up to 1000; loaded pages refresh every 2 minutes, stale after 1 minute, one retry.
 */
export default withQueryProvider(History);
