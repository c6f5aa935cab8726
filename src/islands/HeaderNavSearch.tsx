import { useId, useState, type KeyboardEvent } from 'react';
import type { SearchEntry } from '../lib/catalogue/search-data.ts';
import { SEARCH_LIMITS, searchSuggestions } from '../lib/search.ts';
import { cn } from '../ui/cn.ts';

interface HeaderNavSearchProps {
  entries: readonly SearchEntry[];
  /** Most suggestions shown: 8 on desktop, 6 in the mobile drawer. */
  limit: number;
  /** Runs with the chosen page's URL after the box is cleared (navigates; the drawer also closes). */
  onChoose: (url: string) => void;
  className?: string;
}

/**
 * The header search (spec: public results, section 2): an ARIA combobox over the catalogue's search entries,
 * suggestions from 1 character, arrow keys to move, Enter or a click to choose, Escape to close. Choosing
 * clears the box and hands the URL to `onChoose`.
 */
export function HeaderNavSearch({ entries, limit, onChoose, className }: HeaderNavSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const hits = searchSuggestions(entries, query, { limit, minLength: SEARCH_LIMITS.headerMinLength });
  const open = hits.length > 0 && !dismissed;

  const choose = (url: string) => {
    setQuery('');
    setActive(-1);
    onChoose(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (hits.length === 0 ? -1 : (current + step + hits.length) % hits.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const hit = hits[Math.max(active, 0)];
      if (hit) choose(hit.url);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar lotería
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        placeholder="Buscar lotería..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
        className="w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Sugerencias"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white py-1 text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {open &&
          hits.map((hit, index) => (
            <li
              key={hit.url}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hit.url)}
              className="cursor-pointer px-4 py-2 text-sm hover:bg-brand-50 aria-selected:bg-brand-50"
            >
              <span className="block font-semibold">{hit.name}</span>
              <span className="block text-xs text-slate-600">{hit.kind === 'game' ? hit.operator : hit.label}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
