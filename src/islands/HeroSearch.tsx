import { useState, type SyntheticEvent } from 'react';
import type { SearchEntry, SearchKeyword } from '../lib/catalogue/search-data.ts';
import { resolveSearch, SEARCH_LIMITS, type SearchHit } from '../lib/search.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

interface HeroSearchProps {
  entries: readonly SearchEntry[];
  keywords: readonly SearchKeyword[];
  /** Id of the element the page scrolls to when nothing matched (the results grid). */
  resultsId: string;
}

/** How long (ms) the home suggestions stay after the box loses focus (spec: public results, section 2). */
const CLOSE_DELAY_MS = 200;
const go = (url: string) => window.location.assign(url);
const labelOf = (hit: SearchHit) => hit.label;

/**
 * The home hero search (spec: public results, home search behaviour). Suggestions from 2 characters, up to 8,
 * labelled 'Categoría de lotería' or 'Lotería individual'. Submitting a blank box does nothing; a match opens
 * its page; no match shows the alert and scrolls to every game. Without JavaScript the form asks /buscar.
 */
export default function HeroSearch({ entries, keywords, resultsId }: HeroSearchProps) {
  const [alert, setAlert] = useState('');

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    const outcome = resolveSearch(entries, keywords, typeof query === 'string' ? query : '');
    setAlert(outcome.kind === 'none' ? outcome.message : '');
    if (outcome.kind === 'match') go(outcome.hit.url);
    if (outcome.kind === 'none') document.getElementById(resultsId)?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <form role="search" action="/buscar" method="get" onSubmit={onSubmit} className="mx-auto mt-6 max-w-xl">
      <div className="flex gap-2">
        <SearchCombobox
          entries={entries}
          limit={SEARCH_LIMITS.home}
          minLength={SEARCH_LIMITS.homeMinLength}
          describe={labelOf}
          closeDelayMs={CLOSE_DELAY_MS}
          onChoose={go}
          name="q"
          label="Busca tu lotería"
          placeholder="Busca tu lotería: Leidsa, Loteka, Gana Más..."
          className="flex-1"
          inputClassName="h-12 px-5 text-base shadow-lg"
        />
        <button
          type="submit"
          className="h-12 rounded-full bg-accent-600 px-6 text-base font-bold text-white shadow-lg hover:bg-accent-700 focus-visible:outline-white"
        >
          Buscar
        </button>
      </div>
      <p
        role="alert"
        className="mt-3 rounded-lg bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 empty:hidden"
      >
        {alert}
      </p>
    </form>
  );
}
