/// <reference lib="webworker" />
/**
 * The service worker, served at /sw.js with scope / (bundled and given its precache list by
 * scripts/build-service-worker.ts after `astro build`; decision 058). It precaches the shell (hashed assets,
 * icons, the manifest, the offline page), caches visited pages and results API answers network-first (stamped
 * with their fetch time), serves them when the network fails, with the offline note on pages, and handles Web Push.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { FETCHED_AT_HEADER, withOfflineNote } from './offline-note.ts';
import { handlePush } from './push.ts';
import { cachesApi, cachesPage } from './routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Seconds the network has before a cached copy is served instead. */
const NETWORK_TIMEOUT_S = 4;
/** The page served to a navigation that fails with no cached copy (prerendered, precached). */
const OFFLINE_PAGE = '/sin-conexion/index.html';

/** Stores only complete, storable answers, stamped with the instant they were fetched. */
const stampFetchTime: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || /no-store/i.test(response.headers.get('cache-control') ?? '')) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** A cached page (it carries the stamp) with the offline note; a page from the network as it came. */
async function notedIfCached(response: Response | undefined): Promise<Response> {
  const fetchedAt = response?.headers.get(FETCHED_AT_HEADER);
  if (!response || !fetchedAt) return response ?? Response.error();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(withOfflineNote(await response.text(), fetchedAt), { status: response.status, headers });
}

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [stampFetchTime, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 86_400 })],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && cachesPage(url.pathname),
  async (options) => notedIfCached(await pages.handle(options)),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && cachesApi(url.pathname),
  new NetworkFirst({
    cacheName: 'results-api',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [stampFetchTime, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 86_400 })],
  }),
);
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

handlePush(self);
