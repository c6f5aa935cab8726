import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False during the server render and the hydration pass, true once the island is interactive. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
