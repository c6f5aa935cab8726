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
 * The `at` of a result island's `client:intent`: at once (0) when the server had no data for it, so its loading or
 * error state takes over; else none: it hydrates on intent only, and the page's live script keeps its server HTML
 * up to date until then (decision 088; before it, a minute after the render, decision 033).
 */
export const hydrateAt = (hasData: boolean): number | undefined => (hasData ? undefined : 0);

/** History panel: page size, fetch limit, stale time (spec section 9). */
export const HISTORY = { pageSize: 20, fetchLimit: 1000, staleTime: 60_000 } as const;
