/**
 * Source adapter `loteriasdominicanas-feed`: the daily JSON feed of a public scraper of loteriasdominicanas.com
 * (`public/feed/<date>.json` of Rodyd137/ScraperLoteriasDominicanas). It is how the bundled year of history is
 * read; as a live source it is a copy of loteriasdominicanas.com, so it never counts as an independent one.
 */
import type { SourceAdapter, SourceRequest } from '../types.ts';
import { parse } from './parse.ts';

/** Builds the GET request for a feed URL; the feed is one file per day, so the options are not read. */
function request(url: string): SourceRequest {
  return { url, headers: { Accept: 'application/json' } };
}

/** The `loteriasdominicanas-feed` adapter: {@link request} plus the pure parser of `parse.ts`. */
export const adapter: SourceAdapter = { id: 'loteriasdominicanas-feed', request, parse };
