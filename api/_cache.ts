/**
 * Page-cache tags: pages tag themselves with what they show; a scrape that stores draws invalidates
 * those tags through Astro's route cache (memory cache locally, the Vercel CDN in production).
 */
import type { APIContext } from 'astro';
import type { Context } from 'hono';
import type { Fetcher } from '../cron/run-scrape.ts';
import type { Db, DbDriver } from '../db/client.ts';
import { gameById } from '../src/lib/catalogue/index.ts';

/**
 * Hono environment: the Astro context when the app runs inside Astro (absent in tests), and the
 * database the request uses (set by `createApp`'s middleware).
 */
export type AppEnv = { Bindings: { astro?: APIContext }; Variables: { db: Db; dbDriver: DbDriver; fetcher: Fetcher } };

/** Tag carried by every page that shows draws of any game (home). */
export const DRAWS_TAG = 'draws';
export const gameTag = (gameId: string) => `game:${gameId}`;
export const operatorTag = (operatorId: string) => `operator:${operatorId}`;

/** The tags to invalidate when draws of `gameIds` change. */
export function tagsForGames(gameIds: readonly string[]): string[] {
  const operators = gameIds.map((id) => gameById(id)?.operatorId).filter((id): id is string => Boolean(id));
  return [DRAWS_TAG, ...gameIds.map(gameTag), ...new Set(operators.map(operatorTag))];
}

/** Invalidates the cached pages of changed games (no-op when nothing changed or outside Astro). */
export async function invalidateDraws(c: Context<AppEnv>, gameIds: readonly string[]): Promise<void> {
  const cache = c.env?.astro?.cache;
  if (gameIds.length === 0 || !cache?.enabled) return;
  await cache.invalidate({ tags: tagsForGames(gameIds) });
}

/** How long (s) a cached page or API answer is fresh, and how long it may then be served stale while refreshed. */
export const CACHE_TIMES = { maxAge: 300, swr: 600 } as const;

/** Caches this API answer under `tags` in the route cache, so a scrape that changes those draws drops it. */
export function cacheAnswer(c: Context<AppEnv>, tags: readonly string[]): void {
  const cache = c.env?.astro?.cache;
  if (cache?.enabled) cache.set({ ...CACHE_TIMES, tags: [...tags] });
}
