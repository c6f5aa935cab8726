/**
 * Shared React Query setup for the islands (spec section 7): the request helpers, the QueryClient
 * factory with the spec defaults and the provider every island wraps itself in. Browser-safe: no
 * server imports. The refresh intervals of spec section 9 live here so every island uses the same.
 */
import { environmentManager, QueryClient, QueryClientProvider, type QueryFunction } from '@tanstack/react-query';
import { createElement, useState, type ComponentType, type ReactNode } from 'react';

/** Spec section 9 intervals (ms). */
export const REFRESH = {
  /** Home grid and result lists. */
  lists: 300_000,
  /** Direct game views and the history panel. */
  direct: 120_000,
  /** Home last-update clock tick. */
  clock: 60_000,
} as const;

/** History panel: page size, fetch limit, stale time (spec section 9). */
export const HISTORY = { pageSize: 20, fetchLimit: 1000, staleTime: 60_000 } as const;

/**
 * Throws when a response is not OK; the error message is "<status>: <response text or status text>".
 */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** GETs `path` with credentials and returns its body text; a non-OK answer throws (see {@link throwIfNotOk}). */
async function getText(path: string, init: RequestInit): Promise<string> {
  const response = await fetch(path, { ...init, method: 'GET', credentials: 'include' });
  await throwIfNotOk(response);
  return response.text();
}

/** GETs `path` with credentials and returns its JSON (an empty body is `null`). */
export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T | null> {
  const body = await getText(path, init);
  return body.trim() === '' ? null : (JSON.parse(body) as T);
}

/**
 * GETs a list: an empty body is an empty list and invalid JSON is logged and treated as empty;
 * a non-OK answer throws (see {@link throwIfNotOk}).
 */
export async function getList<T>(path: string, init: RequestInit = {}): Promise<T[]> {
  const body = await getText(path, init);
  if (body.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch (error) {
    console.warn(`Respuesta no válida de ${path}`, error);
    return [];
  }
}

/** History calls send a no-cache header (spec section 7). */
export const NO_CACHE: RequestInit = { headers: { 'Cache-Control': 'no-cache' } };

/** Default query function: GETs the first key item (a path) with credentials. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => getJson<unknown>(String(queryKey[0]), { signal });

/** A QueryClient with the spec defaults: the path-GET query function, no retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, retry: false, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per server render; one shared client in the browser (islands share their cache). */
export function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Wraps an island's tree in the shared QueryClient. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return createElement(QueryClientProvider, { client }, children);
}

/** An island component: `Inner` rendered inside the shared QueryClient. */
export function withQueryProvider<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  return function QueryIsland(props: P) {
    return createElement(QueryProvider, null, createElement(Inner, props));
  };
}
