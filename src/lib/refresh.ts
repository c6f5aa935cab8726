/** Refresh intervals and history paging of the result islands (spec section 9); pure constants. */

/** Spec section 9 intervals (ms). */
export const REFRESH = {
  /** Home grid and result lists. */
  lists: 300_000,
  /** Direct game views and the history panel. */
  direct: 120_000,
  /** Home last-update clock tick. */
  clock: 60_000,
} as const;

/**
 * When a live island rendered at `renderedAt` (ms since epoch) must first update: when its 'Hace …' line would
 * first change, one clock tick later; at once (0) when the server had no data for it. The `at` of
 * `client:intent` (decision 033).
 */
export const firstRefreshAt = (renderedAt: number, hasData: boolean): number =>
  hasData ? renderedAt + REFRESH.clock : 0;

/** History panel: page size, fetch limit, stale time (spec section 9). */
export const HISTORY = { pageSize: 20, fetchLimit: 1000, staleTime: 60_000 } as const;
