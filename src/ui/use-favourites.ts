import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  FAVOURITES_KEY,
  parseFavourites,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from '../lib/favourites.ts';

/** Fired on the window when this page changed the favourites (the `storage` event only tells other tabs). */
const CHANGED = 'gana-mas:favourites';

/** The browser's localStorage, or undefined where it cannot be used (server render, storage disabled). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
};

/** The stored value itself (a string is a stable snapshot); null on the server and during hydration. */
const storedValue = () => {
  try {
    return browserStorage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
};

/**
 * 'Mis loterías' in a React component: the pinned game ids (none during the server render and hydration, so the
 * HTML matches), kept in step with other stars and tabs, and `toggle(gameId)`, which stores the change.
 */
export function useFavourites(): { favourites: string[]; toggle: (gameId: string) => void } {
  const stored = useSyncExternalStore(subscribe, storedValue, () => null);
  const favourites = useMemo(() => parseFavourites(stored), [stored]);
  const toggle = useCallback((gameId: string) => {
    const storage = browserStorage();
    if (writeFavourites(storage, toggleFavourite(readFavourites(storage), gameId)))
      window.dispatchEvent(new Event(CHANGED));
  }, []);
  return { favourites, toggle };
}

/** The pinned games as this page found them on load, read once (none on the server). */
let pinnedAtLoad: string[] | undefined;
const NO_PINS: string[] = [];
const noSubscription = () => () => undefined;

/**
 * The games pinned when the page loaded: none during the server render and hydration, then the stored ones. They
 * do not follow later presses, so a card does not move away from under the visitor's finger (or focus).
 */
export const usePinnedAtLoad = (): string[] =>
  useSyncExternalStore(
    noSubscription,
    () => (pinnedAtLoad ??= readFavourites(browserStorage())),
    () => NO_PINS,
  );
