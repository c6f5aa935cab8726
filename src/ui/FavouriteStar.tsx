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
 * browser (src/lib/favourites.ts). Unpressed during the server render and hydration.
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
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        showLabel ? 'min-h-10 px-3 text-sm font-semibold' : 'size-10',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn('size-6', pinned ? 'fill-amber-400 stroke-amber-600' : 'fill-none stroke-current')}
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.17l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9z" />
      </svg>
      {showLabel && action}
    </button>
  );
}
