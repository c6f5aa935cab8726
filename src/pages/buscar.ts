/**
 * GET /buscar?q=: the home search without JavaScript and the target of the WebSite SearchAction. A match answers
 * 302 to its page; a blank query, no match or several equal matches (`choices`) answer 302 to the home's results
 * grid.
 */
import type { APIRoute } from 'astro';
import { SEARCH_ENTRIES, SEARCH_KEYWORDS } from '../lib/catalogue/search-data.ts';
import { resolveSearch } from '../lib/search.ts';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => {
  const outcome = resolveSearch(SEARCH_ENTRIES, SEARCH_KEYWORDS, url.searchParams.get('q') ?? '');
  return redirect(outcome.kind === 'match' ? outcome.hit.url : '/#resultados', 302);
};
