import { FavouriteStar } from '../ui/FavouriteStar.tsx';

/**
 * The game page's 'Mis loterías' star (decision 061), with its text. Hydrated on intent, and at once when the
 * browser has pinned games (`client:intent={{ stored: FAVOURITES_KEY }}`), so a pinned game shows pressed.
 */
export default function GameFavourite({ id, name, className }: { id: string; name: string; className?: string }) {
  return <FavouriteStar game={{ id, name }} showLabel className={className} />;
}
