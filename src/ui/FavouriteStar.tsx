import type { Game } from '../lib/catalogue/index.ts';
import { cn } from './cn.ts';
import { useFavourites } from './use-favourites.ts';

interface FavouriteStarProps {
  game: Pick<Game, 'id' | 'name'>;
  /** Shows the action as text beside the star (game page); otherwise the star alone, named for screen readers. */
  showLabel?: boolean;
  className?: string;
}

/**
 * The 'Mis loterías' star of a game: a toggle button (`aria-pressed`) labelled 'Agregar a Mis loterías' or
 * 'Quitar de Mis loterías' (with the game's name when the text is not shown) that pins or unpins the game in the
 * browser (src/lib/favourites.ts). Unpressed during the server render and hydration. The star is the `fav` class's
 * drawing (src/styles/global.css), outlined or, pressed, filled: no markup of its own (decision 064).
 */
export function FavouriteStar({ game, showLabel = false, className }: FavouriteStarProps) {
  const { favourites, toggle } = useFavourites();
  const pinned = favourites.includes(game.id);
  const action = pinned ? 'Quitar de Mis loterías' : 'Agregar a Mis loterías';
  return (
    <button
      type="button"
      aria-pressed={pinned}
      aria-label={showLabel ? undefined : `${action}: ${game.name}`}
      title={action}
      data-favourite={game.id}
      onClick={() => toggle(game.id)}
      className={cn('fav', showLabel ? 'min-h-10 px-3 text-sm font-semibold' : 'size-10', className)}
    >
      {showLabel && action}
    </button>
  );
}
