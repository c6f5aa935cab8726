/**
 * Source adapter `leidsa`: the official Leidsa site (https://www.leidsa.com/, Next.js), whose home page embeds
 * the latest draw of Leidsa's games and of the other operators it lists. Independent of
 * loteriasdominicanas.com (and of conectate.com.do, which shares that site's backend). Adapter `leidsa-history`: its
 * history pages, one per draw number (the backfill's `leidsa` source, decision 086).
 */
import type { AdapterOptions, SourceAdapter, SourceRequest } from '../types.ts';
import { browserHeaders } from '../http.ts';
import { historyUrl, parseHistory } from './history.ts';
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

/**
 * Builds the GET request for a leidsa.com history page: `url` itself (`…/results/Leidsa/<Game>/<gameId>_<n>`), or
 * the page of draw `options.drawNo` (a positive integer) of the same game.
 * @throws Error when `drawNo` is given and `url` does not end in `/<gameId>_<n>`.
 */
function historyRequest(url: string, options: AdapterOptions): SourceRequest {
  const { drawNo } = options;
  const target = typeof drawNo === 'number' && Number.isInteger(drawNo) && drawNo > 0 ? historyUrl(url, drawNo) : url;
  return { url: target, headers: browserHeaders('text/html,application/xhtml+xml') };
}

/** The `leidsa-history` adapter: {@link historyRequest} plus the pure parser of `history.ts`. */
export const historyAdapter: SourceAdapter = { id: 'leidsa-history', request: historyRequest, parse: parseHistory };
