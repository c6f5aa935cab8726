/**
 * Query options of the result islands, one factory per results route, each calling that route with ids
 * (the same services render the page on the server). Browser-safe: no server imports.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HISTORY, REFRESH } from '../lib/refresh.ts';
import type { HistoryRecord, LotteryResult } from '../lib/results.ts';

/** How long a loaded list counts as fresh (ms; spec section 9). */
const STALE_MS = HISTORY.staleTime;

/**
 * GETs a results list. An empty body is an empty list, invalid JSON is logged and treated as empty;
 * a non-OK answer throws Error("<status>: <body or status text>").
 */
async function getList<T>(url: string, signal: AbortSignal, headers?: HeadersInit): Promise<T[]> {
  const response = await fetch(url, { method: 'GET', credentials: 'include', headers, signal });
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`${response.status}: ${body || response.statusText}`);
  if (body.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch (error) {
    console.warn(`Respuesta no válida de ${url}`, error);
    return [];
  }
}

/** History calls send a no-cache header (spec section 7). */
const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** URLs of the id-based results routes. */
const resultsUrl = {
  home: '/api/lottery/home',
  operator: (operatorId: string) => `/api/lottery/operators/${encodeURIComponent(operatorId)}`,
  gameHistory: (gameId: string, limit: number, offset: number) =>
    `/api/lottery/games/${encodeURIComponent(gameId)}/history?limit=${limit}&offset=${offset}`,
};

/** Home cards: GET /api/lottery/home, refreshed every 5 minutes. */
export const homeQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'home'],
    queryFn: ({ signal }) => getList<LotteryResult>(resultsUrl.home, signal),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.lists,
  });

/** Operator page list: GET /api/lottery/operators/:operatorId, refreshed every 5 minutes. */
export const operatorQuery = (operatorId: string) =>
  queryOptions({
    queryKey: ['lottery', 'operator', operatorId],
    queryFn: ({ signal }) => getList<LotteryResult>(resultsUrl.operator(operatorId), signal),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.lists,
  });

/** A game's newest `limit` records: GET /api/lottery/games/:gameId/history?limit=, refreshed every 2 minutes. */
export const gameHistoryQuery = (gameId: string, limit: number) =>
  queryOptions({
    queryKey: ['lottery', 'game', gameId, 'latest', limit],
    queryFn: ({ signal }) => getList<HistoryRecord>(resultsUrl.gameHistory(gameId, limit, 0), signal, NO_CACHE),
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
    queryFn: ({ signal, pageParam }) =>
      getList<HistoryRecord>(resultsUrl.gameHistory(gameId, HISTORY.pageSize, pageParam), signal, NO_CACHE),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextHistoryOffset(lastPage, lastOffset),
    staleTime: STALE_MS,
    refetchInterval: REFRESH.direct,
  });
