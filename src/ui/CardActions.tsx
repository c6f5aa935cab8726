import type { Game } from '../lib/catalogue/index.ts';
import type { Share } from '../lib/share.ts';
import { FavouriteStar } from './FavouriteStar.tsx';
import { ShareButton } from './ShareButton.tsx';

/**
 * A home card's actions, in its bottom corner: the 'Mis loterías' star and, when the card shows a draw,
 * 'Compartir'. The server HTML leaves their row empty and src/islands/home-cards.ts builds this same markup in
 * the browser, which the grid then hydrates in place (decision 066).
 */
export function CardActions({ game, share }: { game: Pick<Game, 'id' | 'name'>; share: Share | null }) {
  return (
    <>
      <FavouriteStar game={game} />
      {share && <ShareButton compact share={share} />}
    </>
  );
}
