import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { HOME_GAMES } from '../lib/catalogue/index.ts';
import { findResultFor } from '../lib/matching.ts';
import { withQueryProvider, REFRESH } from '../lib/query.ts';
import { fetchHomeResults, type CardResult } from './home-sources.ts';
import { AdSlot } from './ui/AdSlot.tsx';
import { GameCard } from './ui/GameCard.tsx';
import { LastUpdated } from './ui/LastUpdated.tsx';

/** An advertisement slot follows every 8th card (spec section 9). */
const AD_EVERY = 8;

interface HomeGridProps {
  /** Results rendered by the server (undefined when the server could not read them). */
  initialResults?: CardResult[];
  /** When the server read them (ms since epoch). */
  renderedAt: number;
}

function Grid({ initialResults, renderedAt }: HomeGridProps) {
  const query = useQuery({
    queryKey: ['home-results'],
    queryFn: ({ signal }) => fetchHomeResults(signal),
    initialData: initialResults,
    initialDataUpdatedAt: renderedAt,
    staleTime: 60_000,
    refetchInterval: REFRESH.lists,
  });
  const results = query.data;
  return (
    <>
      {results && <LastUpdated updatedAt={query.dataUpdatedAt} className="mb-4" />}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {HOME_GAMES.map((game, i) => (
          <Fragment key={game.id}>
            <GameCard game={game} result={results ? (findResultFor(game, results) ?? null) : undefined} />
            {(i + 1) % AD_EVERY === 0 && <AdSlot position="between-cards" className="col-span-full" />}
          </Fragment>
        ))}
      </div>
    </>
  );
}

/**
 * Home grid island: the 43 home cards with their latest results. The server passes its results so
 * the HTML already has every number; the island refreshes them every 5 minutes.
 */
export default withQueryProvider(Grid);
