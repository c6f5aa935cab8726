/** Request headers the source adapters share: the scrapers ask as a desktop browser with a Dominican locale. */

/** User-Agent of a current desktop Chrome: some sources answer a bare client with a block page. */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/**
 * Headers of a desktop browser asking for `accept` in Dominican Spanish, with `extra` headers (an `Origin`, a
 * `Referer`) added. A new object on every call, so an adapter's request never shares it.
 */
export function browserHeaders(accept: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Accept: accept, 'Accept-Language': 'es-DO,es;q=0.9', 'User-Agent': BROWSER_USER_AGENT, ...extra };
}
