/**
 * Shared React Query setup for the islands: the QueryClient factory with the spec defaults and the
 * provider every island wraps itself in. Browser-safe: no server imports. The queries are in `queries.ts`.
 */
import { environmentManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useState, type ComponentType, type ReactNode } from 'react';

/** A QueryClient with the spec defaults: no retries, no refetch on focus (each island's query options set the rest). */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per server render; one shared client in the browser (islands share their cache). */
function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Wraps an island's tree in the shared QueryClient. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return createElement(QueryClientProvider, { client }, children);
}

/** An island component: `Inner` rendered inside the shared QueryClient. */
export function withQueryProvider<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  return function QueryIsland(props: P) {
    return createElement(QueryProvider, null, createElement(Inner, props));
  };
}
