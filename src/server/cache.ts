/**
 * Page-cache tags: pages tag themselves with what they show; the service that writes draws, posts, ads or
 * snippets invalidates those tags through its run's `CachePort` (decision 092), over Astro's route cache (memory
 * cache locally, the Vercel CDN in production).
 */
import type { APIContext } from 'astro';
import { gameById } from '../lib/catalogue/index.ts';

/** Astro's route cache as pages and API routes see it (absent outside Astro, e.g. in tests). */
export type RouteCache = APIContext['cache'] | undefined;

/** Tag carried by every page that shows draws of any game (home). */
export const DRAWS_TAG = 'draws';
export const gameTag = (gameId: string) => `game:${gameId}`;
export const operatorTag = (operatorId: string) => `operator:${operatorId}`;

/** The tags to invalidate when draws of `gameIds` change. */
function tagsForGames(gameIds: readonly string[]): string[] {
  const operators = gameIds.map((id) => gameById(id)?.operatorId).filter((id): id is string => Boolean(id));
  return [DRAWS_TAG, ...gameIds.map(gameTag), ...new Set(operators.map(operatorTag))];
}

/** How long (s) a cached page or API answer is fresh, and how long it may then be served stale while refreshed. */
const CACHE_TIMES = { maxAge: 300, swr: 600 } as const;

/**
 * The cache as a run sees it (`ServiceContext.cache`): services invalidate through it after a write, and a GET
 * route tags its answer with it.
 */
export interface CachePort {
  /** Drops every cached page and API answer carrying one of `tags`. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Caches the answer being built under `tags` (fresh 300 s, then stale for 600 s while refreshed). */
  tag(tags: readonly string[]): void;
  /** Keeps the answer being built out of the cache (a 304). */
  skip(): void;
}

/** No cache: outside Astro (cron in tests, CLI, first start) nothing is cached, so nothing is dropped. */
export const NO_CACHE: CachePort = { invalidate: () => Promise.resolve(), tag: () => undefined, skip: () => undefined };

/** The port over Astro's route cache of a request (`NO_CACHE` when there is none or it is off). */
export function routeCachePort(cache: RouteCache): CachePort {
  if (!cache?.enabled) return NO_CACHE;
  return {
    invalidate: (tags) => cache.invalidate({ tags: [...tags] }),
    tag: (tags) => cacheUnder(cache, tags),
    skip: () => cache.set(false),
  };
}

/** Invalidates the cached pages of changed games (no-op when nothing changed). */
export async function invalidateDraws(cache: CachePort, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length > 0) await cache.invalidate(tagsForGames(gameIds));
}

/** Caches the current page or API answer under `tags` in the route cache, so a scrape that changes those draws drops it. */
export function cacheUnder(cache: RouteCache, tags: readonly string[]): void {
  if (cache?.enabled) cache.set({ ...CACHE_TIMES, tags: [...tags] });
}

/**
 * Response header by which an answer declares the query parameters it reads (comma-separated, empty: none). The local
 * page cache keys the answer's path on those alone; without it, on the whole query string (decision 063).
 */
export const CACHE_QUERY_HEADER = 'x-cache-query';

/** Declares on `headers` that the answer reads the query parameters `params` too (none: it reads no query string). */
export function declareQuery(headers: Headers, params: readonly string[] = []): void {
  const declared = headers.get(CACHE_QUERY_HEADER)?.split(',').filter(Boolean) ?? [];
  headers.set(CACHE_QUERY_HEADER, [...new Set([...declared, ...params])].join(','));
}

/** Tag carried by the page and API answer of the post `slug`. */
export const postTag = (slug: string) => `post:${slug}`;

/** Invalidates the cached pages of the posts `slugs` (after a write; a slug named twice is dropped once). */
export async function invalidatePosts(cache: CachePort, slugs: readonly string[]): Promise<void> {
  if (slugs.length > 0) await cache.invalidate([...new Set(slugs)].map(postTag));
}

/** Tag of the ads API answer and of every page that renders ads. */
export const ADS_TAG = 'ads';

/** Adds the ads tag to the current page or API answer without changing how long it is cached. */
export function tagAds(cache: RouteCache): void {
  if (cache?.enabled) cache.set({ tags: [ADS_TAG] });
}

/** Drops every cached ads answer and page with ads. */
export const invalidateAds = (cache: CachePort): Promise<void> => cache.invalidate([ADS_TAG]);

/** Tag of every page whose head carries the custom code snippets. */
const CUSTOM_CODE_TAG = 'custom-code';

/** Adds the custom-code tag to the current page without changing how long it is cached. */
export function tagCustomCode(cache: RouteCache): void {
  if (cache?.enabled) cache.set({ tags: [CUSTOM_CODE_TAG] });
}

/** Drops every cached page carrying the snippets. */
export const invalidateCustomCode = (cache: CachePort): Promise<void> => cache.invalidate([CUSTOM_CODE_TAG]);
