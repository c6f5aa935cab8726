import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { SEARCH_ENTRIES, SEARCH_KEYWORDS } from '../lib/catalogue/search-data.ts';
import { resolveSearch, SEARCH_LIMITS, type SearchHit } from '../lib/search.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

/** What the box says after a submit: the alert text and the equal matches to choose from (may be empty). */
interface Answer {
  message: string;
  choices: readonly SearchHit[];
}

/** How long (ms) the home suggestions stay after the box loses focus (spec: public results, section 2). */
const CLOSE_DELAY_MS = 200;
const go = (url: string) => window.location.assign(url);
const labelOf = (hit: SearchHit) => hit.label;
const NO_ANSWER: Answer = { message: '', choices: [] };

/**
 * The home hero search (spec: public results, home search behaviour). Suggestions from 2 characters, up to 8,
 * labelled 'Categoría de lotería' or 'Lotería individual'. Submitting a blank box does nothing; a match opens
 * its page; several games matching equally are listed as links; no match shows the alert. After a submit that
 * stays on the page the alert is scrolled into view (below the sticky header), the game grid following it.
 * Without JavaScript the form asks /buscar. The entries and keywords come with this island's JavaScript, not in
 * its props (decision 064).
 */
export default function HeroSearch() {
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer.message) answerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [answer]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    const outcome = resolveSearch(SEARCH_ENTRIES, SEARCH_KEYWORDS, typeof query === 'string' ? query : '');
    if (outcome.kind === 'match') go(outcome.hit.url);
    if (outcome.kind === 'none') setAnswer({ message: outcome.message, choices: [] });
    else if (outcome.kind === 'choices') setAnswer({ message: outcome.message, choices: outcome.hits });
    else setAnswer(NO_ANSWER);
  };

  return (
    <form role="search" action="/buscar" method="get" onSubmit={onSubmit} className="mx-auto mt-4 max-w-xl sm:mt-5">
      <div className="flex gap-2">
        <SearchCombobox
          entries={SEARCH_ENTRIES}
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
      <div ref={answerRef} className="scroll-mt-24">
        <p
          role="alert"
          className="mt-3 rounded-lg bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 empty:hidden"
        >
          {answer.message}
        </p>
        {answer.choices.length > 0 && (
          <ul aria-label="Loterías que coinciden" className="mt-2 flex flex-wrap justify-center gap-2">
            {answer.choices.map((hit) => (
              <li key={hit.url}>
                <a
                  href={hit.url}
                  className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-900 shadow hover:bg-brand-50"
                >
                  {hit.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
