/**
 * Source adapter `leidsa`: the official Leidsa site (https://www.leidsa.com/, Next.js), whose home page embeds
 * the latest draw of Leidsa's games and of the other operators it lists. Independent of
 * loteriasdominicanas.com (and of conectate.com.do, which shares that site's backend).
 */
import type { SourceAdapter, SourceRequest } from '../types.ts';
import { parse } from './parse.ts';

/** The page a scraper of this adapter fetches. */
export const LEIDSA_HOME = 'https://www.leidsa.com/';

const HEADERS: Readonly<Record<string, string>> = {
  Accept: 'text/html,application/xhtml+xml',
  'Accept-Language': 'es-DO,es;q=0.9',
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
};

/**
 * Builds the GET request for a leidsa.com page URL (the home page, {@link LEIDSA_HOME}); the page always shows
 * the latest draws, so the adapter options (`date`) are not read.
 */
function request(url: string): SourceRequest {
  return { url, headers: { ...HEADERS } };
}

/** The `leidsa` adapter: {@link request} plus the pure parser of `parse.ts`. */
export const adapter: SourceAdapter = { id: 'leidsa', request, parse };
