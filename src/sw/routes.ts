/**
 * Which same-origin requests the service worker caches at run time (GET only; Workbox routes GET by default).
 * Never the back office (/admin, /api/admin) nor any other /api answer than the public results.
 */

/** Pages cached as they are visited (home, operators, games, dates, text pages): every page but /admin. */
export const cachesPage = (pathname: string): boolean => !/^\/admin(?:\/|$)/.test(pathname);

/** API answers cached as they are fetched: the public results (`/api/lottery/…`) only. */
export const cachesApi = (pathname: string): boolean => pathname.startsWith('/api/lottery/');
