import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { adSlotAfterCard } from '../lib/ads.ts';
import { homeGames } from '../lib/catalogue/views.ts';
import { orderHomeGames, type HomeOrder } from '../lib/home-order.ts';
import type { LotteryResult } from '../lib/results.ts';
import { drawShare } from '../lib/share.ts';
import { homeQuery } from './queries.ts';
import { withQueryProvider } from './query.ts';
import { AdSlot, type DisplayAd } from '../ui/AdSlot.tsx';
import { GameCard } from '../ui/GameCard.tsx';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { ShareButton } from '../ui/ShareButton.tsx';

/** An advertisement slot follows every 8th card (spec section 9). */

interface HomeGridProps {
  /** Results rendered by the server (undefined when the server could not read them). */
  initialResults?: LotteryResult[];
  /** When the server read them (ms since epoch). */
  renderedAt: number;
  /** The page's between-cards ads (server-read). */
  ads?: DisplayAd[];
  /** The order of the cards: most recent draw first, or the catalogue's operator order. */
  order: HomeOrder;
  /** The site's origin: each card's 'Compartir' links to its draw's game-date page there. */
  site: string;
}

function Grid({ initialResults, renderedAt, ads = [], order, site }: HomeGridProps) {
  const query = useQuery({ ...homeQuery(), initialData: initialResults, initialDataUpdatedAt: renderedAt });
  const results = query.data;
  const byGame = new Map(results?.map((r) => [r.gameId, r]));
  return (
    <>
      {results && <LastUpdated draws={results} readAt={query.dataUpdatedAt} className="mb-4" />}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {orderHomeGames(homeGames(), results, order).map((game, i) => {
          const result = results ? (byGame.get(game.id) ?? null) : undefined;
          return (
            <Fragment key={game.id}>
              {/* 'Compartir' sits beside the card's link (a button may not be inside a link), over its last line. */}
              <div className="relative">
                <GameCard
                  game={game}
                  result={result}
                  readAt={query.dataUpdatedAt}
                  className="h-full not-has-[[data-next-draw]]:pb-14 [&_[data-next-draw]]:pr-11"
                />
                {result && (
                  <ShareButton compact share={drawShare(game, result, site)} className="absolute right-3 bottom-3" />
                )}
              </div>
              {adSlotAfterCard(i) && <AdSlot position="between-cards" ads={ads} className="col-span-full" />}
            </Fragment>
          );
        })}
      </div>
    </>
  );
}

/**
 * Home grid island: the 43 home cards in `order`, each with its game's latest result (by game id). The server
 * passes its results so the HTML already has every number; the island refreshes them every 5 minutes and
 * orders the refreshed cards the same way.
 */
export default withQueryProvider(Grid);
