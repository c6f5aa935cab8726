/**
 * Source adapter `leidsa`: the official Leidsa site (https://www.leidsa.com/, Next.js), whose home page embeds
 * the latest draw of Leidsa's games and of the other operators it lists. Independent of
 * loteriasdominicanas.com (and of conectate.com.do, which shares that site's backend).
 */
import type { SourceAdapter, SourceRequest } from '../types.ts';
import { browserHeaders } from '../http.ts';
import { parse } from './parse.ts';

/** The page a scraper of this adapter fetches. */
export const LEIDSA_HOME = 'https://www.leidsa.com/';

/**
 * Builds the GET request for a leidsa.com page URL (the home page, {@link LEIDSA_HOME}); the page always shows
 * the latest draws, so the adapter options (`date`) are not read.
 */
function request(url: string): SourceRequest {
  return { url, headers: browserHeaders('text/html,application/xhtml+xml') };
}

/** The `leidsa` adapter: {@link request} plus the pure parser of `parse.ts`. */
export const adapter: SourceAdapter = { id: 'leidsa', request, parse };
