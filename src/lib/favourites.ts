/**
 * 'Mis loterías' (issue 18 item 5, decision 061): the games a visitor pinned with the star, kept in the browser's
 * localStorage (no account), and their place on the home: pinned games first, in the page's order. The storage is
 * passed in, so the helpers run anywhere (without one, nothing is pinned).
 */
import { gameById } from './catalogue/index.ts';

/** The localStorage key of the pinned games' ids. */
export const FAVOURITES_KEY = 'gana-mas:mis-loterias';

/** Games a visitor may pin: more is someone else's data. */
const MAX_FAVOURITES = 100;

/**
 * Whether a parsed stored value is a list of ids. A plain check, not zod: zod (even zod/mini) brought 15 KB gzipped
 * into the home and game page islands that read the favourites (scripts/js-budget.ts), for these three conditions.
 */
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_FAVOURITES &&
  value.every((id) => typeof id === 'string' && id.length <= 100);

/** What the helpers use of `localStorage`. */
type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The pinned game ids of a stored value (JSON), in the order they were pinned: known games only, each once; []
 * for null or a value that is not a list of ids (ignored, not thrown).
 */
export function parseFavourites(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return isIdList(parsed) ? [...new Set(parsed.filter((id) => gameById(id)))] : [];
  } catch {
    return [];
  }
}

/** The pinned game ids stored in `storage` (`parseFavourites`); [] without storage or when it cannot be read. */
export function readFavourites(storage: FavouritesStorage | undefined): string[] {
  try {
    return parseFavourites(storage?.getItem(FAVOURITES_KEY) ?? null);
  } catch {
    return [];
  }
}

/**
 * Stores `ids` in `storage` (an empty list removes the key: the islands hydrate at once only while it is there);
 * false when the browser refuses (private mode quota, storage disabled).
 */
export function writeFavourites(storage: FavouritesStorage | undefined, ids: readonly string[]): boolean {
  try {
    if (!storage) return false;
    if (ids.length === 0) storage.removeItem(FAVOURITES_KEY);
    else storage.setItem(FAVOURITES_KEY, JSON.stringify(ids.slice(0, MAX_FAVOURITES)));
    return true;
  } catch {
    return false;
  }
}

/** `ids` with `gameId` added at the end, or removed when it is there. Returns a new array. */
export const toggleFavourite = (ids: readonly string[], gameId: string): string[] =>
  ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [...ids, gameId];

/**
 * `ordered` (the home's cards in their order, `orderHomeGames`) split into the pinned games and the others, each
 * part keeping the order of `ordered`.
 */
export function pinFavourites<G extends { id: string }>(
  ordered: readonly G[],
  favourites: readonly string[],
): { pinned: G[]; others: G[] } {
  const pinned = new Set(favourites);
  return { pinned: ordered.filter((g) => pinned.has(g.id)), others: ordered.filter((g) => !pinned.has(g.id)) };
}
