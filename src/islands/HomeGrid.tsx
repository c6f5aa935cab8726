import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import { adSlotAfterCard } from '../lib/ads.ts';
import type { Game } from '../lib/catalogue/index.ts';
import { homeGames } from '../lib/catalogue/views.ts';
import { pinFavourites } from '../lib/favourites.ts';
import { unpackHomeDraws, type HomeDraw } from '../lib/home-draws.ts';
import { orderHomeGames, type HomeOrder } from '../lib/home-order.ts';
import { drawShare } from '../lib/share.ts';
import { homeQuery } from './queries.ts';
import { withQueryProvider } from './query.ts';
import { AdSlot, type DisplayAd } from '../ui/AdSlot.tsx';
import { CardActions } from '../ui/CardActions.tsx';
import { GameCard } from '../ui/GameCard.tsx';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { usePinnedAtLoad } from '../ui/use-favourites.ts';
import { completeHomeCards } from './home-cards.ts';

// The server HTML leaves the cards' actions and countdown titles to the home's script (decision 066); React must
// find them in place when it hydrates, which may come first (pinned games hydrate the grid at once).
if (!import.meta.env.SSR) completeHomeCards();

/** An advertisement slot follows every 8th card (spec section 9). */

interface HomeGridProps {
  /** The server's draws, `packHomeDraws` text (undefined when the server could not read them). */
  initialDraws?: string;
  /** When the server read them (ms since epoch). */
  renderedAt: number;
  /** The page's between-cards ads (server-read). */
  ads?: DisplayAd[];
  /** The order of the cards: most recent draw first, or the catalogue's operator order. */
  order: HomeOrder;
  /** The site's origin: each card's 'Compartir' links to its draw's game-date page there. */
  site: string;
}

interface CardProps {
  game: Game;
  result: HomeDraw | null | undefined;
  readAt: number;
  site: string;
}

/**
 * A card with its 'Mis loterías' star and its 'Compartir' in the bottom corner: beside the card's link, not inside
 * it (a button may not be inside a link). The cell and the actions' row are styled as `.cards > div` and
 * `.cards > div > div` (decision 064: no class repeated 43 times). The server renders the row empty: the browser
 * builds its buttons (src/islands/home-cards.ts, decision 066).
 */
function Card({ game, result, readAt, site }: CardProps) {
  return (
    <div>
      <GameCard game={game} result={result} readAt={readAt} />
      <div>
        {!import.meta.env.SSR && <CardActions game={game} share={result ? drawShare(game, result, site) : null} />}
      </div>
    </div>
  );
}

function Grid({ initialDraws, renderedAt, ads = [], order, site }: HomeGridProps) {
  const initialData = useMemo(
    () => (initialDraws === undefined ? undefined : unpackHomeDraws(initialDraws)),
    [initialDraws],
  );
  const query = useQuery({ ...homeQuery(), initialData, initialDataUpdatedAt: renderedAt });
  const results = query.data;
  const byGame = new Map(results?.map((r) => [r.gameId, r]));
  const { pinned, others } = pinFavourites(orderHomeGames(homeGames(), results, order), usePinnedAtLoad());
  const resultOf = (game: Game) => (results ? (byGame.get(game.id) ?? null) : undefined);
  return (
    <>
      {results && <LastUpdated draws={results} readAt={query.dataUpdatedAt} className="mb-3" />}
      {pinned.length > 0 && (
        <>
          <h3 className="mb-3 text-lg font-extrabold text-brand-900">Mis loterías</h3>
          <div data-pinned className="cards mb-6">
            {pinned.map((game) => (
              <Card key={game.id} game={game} result={resultOf(game)} readAt={query.dataUpdatedAt} site={site} />
            ))}
          </div>
          <h3 className="mb-3 text-lg font-extrabold text-brand-900">Todas las loterías</h3>
        </>
      )}
      {/* `cards` (src/styles/global.css): one column on phones, up to four on wide screens. */}
      <div className="cards">
        {others.map((game, i) => (
          <Fragment key={game.id}>
            <Card game={game} result={resultOf(game)} readAt={query.dataUpdatedAt} site={site} />
            {adSlotAfterCard(i) && <AdSlot position="between-cards" ads={ads} className="col-span-full" />}
          </Fragment>
        ))}
      </div>
    </>
  );
}

/**
 * Home grid island: the 43 home cards in `order`, each with its game's latest result (by game id) and its 'Mis
 * loterías' star; the games the browser pinned come first under 'Mis loterías' (decision 061). The server passes
 * its draws, packed to the fields the cards render (decision 064), so the HTML already has every number; the island refreshes them every 5 minutes and orders the
 * refreshed cards the same way.
 */
export default withQueryProvider(Grid);
