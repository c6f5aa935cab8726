/**
 * Query options of the result islands, one factory per results route, each calling that route with ids
 * through the typed client (the same services render the page on the server; the answers' types are the
 * routes' own). Browser-safe: no server imports.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';
import { toHomeDraw } from '../lib/home-draws.ts';
import { HISTORY, REFRESH } from '../lib/refresh.ts';

/** How long a loaded list counts as fresh (ms; spec section 9). */
const STALE_MS = HISTORY.staleTime;

/** History calls send a no-cache header (spec section 7). */
const NO_CACHE = { 'Cache-Control': 'no-cache' };

const lottery = api.lottery;

/**
 * GET /api/lottery/games/:gameId/history, `limit` records from `offset`, newest first.
 * @throws ApiClientError for an error answer (404 unknown game, 400 bad limit or offset)
 */
const historyPage = (gameId: string, limit: number, offset: number, signal: AbortSignal) =>
  unwrap(
    lottery.games[':gameId'].history.$get(
      { param: { gameId: encodeURIComponent(gameId) }, query: { limit: String(limit), offset: String(offset) } },
      { headers: NO_CACHE, init: { signal } },
    ),
  );

/** Home cards: GET /api/lottery/home (kept to what the cards render), refreshed every 5 minutes. */
export const homeQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'home'],
    queryFn: async ({ signal }) => (await unwrap(lottery.home.$get(undefined, { init: { signal } }))).map(toHomeDraw),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.lists,
  });

/** Operator page list: GET /api/lottery/operators/:operatorId, refreshed every 5 minutes. */
export const operatorQuery = (operatorId: string) =>
  queryOptions({
    queryKey: ['lottery', 'operator', operatorId],
    queryFn: ({ signal }) =>
      unwrap(
        lottery.operators[':operatorId'].$get(
          { param: { operatorId: encodeURIComponent(operatorId) } },
          { init: { signal } },
        ),
      ),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.lists,
  });

/** A game's newest `limit` records: GET /api/lottery/games/:gameId/history?limit=, refreshed every 2 minutes. */
export const gameHistoryQuery = (gameId: string, limit: number) =>
  queryOptions({
    queryKey: ['lottery', 'game', gameId, 'latest', limit],
    queryFn: ({ signal }) => historyPage(gameId, limit, 0, signal),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.direct,
  });

/** The offset of the page after `lastPage` (loaded at `lastOffset`), or undefined at the end or at the 1000 cap. */
export function nextHistoryOffset(lastPage: readonly unknown[], lastOffset: number): number | undefined {
  const next = lastOffset + HISTORY.pageSize;
  return lastPage.length === HISTORY.pageSize && next < HISTORY.fetchLimit ? next : undefined;
}

/**
 * A game's history in pages of 20, newest first: GET /api/lottery/games/:gameId/history?limit=20&offset=N, the
 * next page only when asked (`fetchNextPage`), never past record 1000; loaded pages refresh every 2 minutes.
 */
export const gameHistoryPagesQuery = (gameId: string) =>
  infiniteQueryOptions({
    queryKey: ['lottery', 'game', gameId, 'history'],
    queryFn: ({ signal, pageParam }) => historyPage(gameId, HISTORY.pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextHistoryOffset(lastPage, lastOffset),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.direct,
  });
