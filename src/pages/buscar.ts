/**
 * GET /buscar?q=: the home and header searches without (or before) their JavaScript and the target of the WebSite
 * SearchAction. A match answers 302 to its page; no match 302 to `/?q={query}`, where the home shows the no-match
 * alert (src/islands/search-miss.ts) over every game; a blank query or several equal matches (`choices`) 302 to the
 * home's results grid.
 */
import type { APIRoute } from 'astro';
import { SEARCH_ENTRIES, SEARCH_KEYWORDS } from '../lib/catalogue/search-data.ts';
import { resolveSearch } from '../lib/search.ts';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => {
  const query = url.searchParams.get('q') ?? '';
  const outcome = resolveSearch(SEARCH_ENTRIES, SEARCH_KEYWORDS, query);
  if (outcome.kind === 'match') return redirect(outcome.hit.url, 302);
  if (outcome.kind === 'none') return redirect(`/?${new URLSearchParams({ q: query.trim() }).toString()}`, 302);
  return redirect('/#resultados', 302);
};
