/**
 * Source adapter `ny-open-data`: Powerball, Mega Millions and Cash 4 Life from the New York open
 * data portal (data.ny.gov, Socrata), and New York Numbers / Win 4 (`hsys-3def`, see `numbers-win4.ts`).
 * A scraper's URL is the dataset's JSON resource, e.g. `https://data.ny.gov/resource/d6yy-54nr.json`;
 * see `datasets.ts` for the datasets.
 */
import type { SourceAdapter, SourceRequest } from '../types.ts';
import { parse } from './parse.ts';

/** Socrata query appended to a bare resource URL: the 30 newest draws (`$order=draw_date DESC&$limit=30`). */
export const LATEST_DRAWS_QUERY = '$order=draw_date%20DESC&$limit=30';

/**
 * Builds the request for a data.ny.gov resource URL: appends {@link LATEST_DRAWS_QUERY} unless
 * the URL already has a query (then it is used as is). No date is needed: the newest rows come
 * first, so the adapter options (`date`) are not read.
 */
export function request(url: string): SourceRequest {
  return { url: url.includes('?') ? url : `${url}?${LATEST_DRAWS_QUERY}` };
}

/** The `ny-open-data` adapter: {@link request} plus the pure parser of `parse.ts`. */
export const adapter: SourceAdapter = {
  id: 'ny-open-data',
  request,
  parse,
};
