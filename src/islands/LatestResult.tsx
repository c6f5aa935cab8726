import { useQuery } from '@tanstack/react-query';
import { gameById } from '../lib/catalogue/index.ts';
import { viewOf } from '../lib/catalogue/views.ts';
import { formatInstant } from '../lib/format.ts';
import type { HistoryRecord } from '../lib/results.ts';
import { gameHistoryQuery } from './queries.ts';
import { withQueryProvider } from './query.ts';
import { LatestDraw, RepartideraPast } from '../ui/DrawViews.tsx';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { NextDraw } from '../ui/NextDraw.tsx';
import {
  DataStops,
  DrawStatusTag,
  DrawWhen,
  EmptyState,
  ErrorState,
  GameEmptyState,
  LoadingBlocks,
  TodayDraw,
} from '../ui/States.tsx';

interface LatestResultProps {
  gameId: string;
  /** The server's newest records, as many as the game's view reads (empty: none); undefined when unreadable. */
  initial?: HistoryRecord[];
  renderedAt: number;
}

function Latest({ gameId, initial, renderedAt }: LatestResultProps) {
  const game = gameById(gameId);
  const view = game ? viewOf(game) : { records: 1 };
  const query = useQuery({
    ...gameHistoryQuery(gameId, view.records),
    initialData: initial,
    initialDataUpdatedAt: renderedAt,
  });
  if (!game) return null;
  if (query.data === undefined) {
    if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
    return view.loading ? <LoadingBlocks label={view.loading} showLabel /> : <LoadingBlocks />;
  }
  const [draw, ...past] = query.data;
  const nextDraw = <NextDraw game={game} now={query.dataUpdatedAt} className="text-sm" />;
  if (!draw)
    return (
      <div className="space-y-4">
        {view.empty ? <EmptyState title={view.empty.title} lines={view.empty.lines} /> : <GameEmptyState game={game} />}
        {nextDraw}
      </div>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {draw.status && <DrawStatusTag status={draw.status} />}
          <DrawWhen
            date={draw.date}
            hour={draw.hour}
            timeZone={game.timeZone}
            now={query.dataUpdatedAt}
            className="font-medium"
          />
        </div>
        <LastUpdated draws={query.data} readAt={query.dataUpdatedAt} className="text-xs" />
      </div>
      <DataStops game={game} date={draw.date} now={query.dataUpdatedAt} />
      {draw.status && <TodayDraw game={game} status={draw.status} date={draw.date} now={query.dataUpdatedAt} />}
      {nextDraw}
      <LatestDraw game={game} draw={draw} />
      {draw.publishedAt && (
        <p data-published-at className="text-xs text-slate-600">
          Publicado por Gana Más a las{' '}
          <time dateTime={draw.publishedAt}>{formatInstant(draw.publishedAt, 'time')}</time>
        </p>
      )}
      {game.view === 'repartidera' && <RepartideraPast game={game} draws={past} />}
    </div>
  );
}

/**
 * Game page "Resultados Oficiales": the game's draw status, the latest draw (date, time, relative day) in the
 * game's view, when Gana Más published it (a draw stored within a day of its time) and the countdown to the next
 * draw, refreshed every 2 minutes.
 */
export default withQueryProvider(Latest);
