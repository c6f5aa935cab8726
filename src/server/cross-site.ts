/**
 * The one rule for state changes from another site, used by the page middleware and the /api app: an unsafe
 * method (POST, PUT, PATCH, DELETE) whose `Origin` is not the site's own, or, without `Origin`, whose
 * `Sec-Fetch-Site` is `cross-site`. Requests with neither header (server-to-server, curl) pass this rule.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `request` is a state change coming from a site other than `origin` (e.g. "https://ganamas.do"). */
export function isCrossSiteWrite(request: Request, origin: string): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const from = request.headers.get('origin');
  if (from) return from !== origin;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}
