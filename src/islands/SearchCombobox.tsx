import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchEntry } from '../lib/catalogue/search-data.ts';
import { searchSuggestions, type SearchHit } from '../lib/search.ts';
import { cn } from '../ui/cn.ts';

interface SearchComboboxProps {
  entries: readonly SearchEntry[];
  /** Most suggestions shown: 8 in the header and on the home, 6 in the mobile drawer. */
  limit: number;
  /** Shortest trimmed query that shows suggestions: 1 in the header, 2 on the home. */
  minLength: number;
  /** Runs with the chosen page's URL after the box is cleared (navigates; the drawer also closes). */
  onChoose: (url: string) => void;
  /** The second line of a suggestion (the operator in the header, the kind of page on the home). */
  describe: (hit: SearchHit) => string;
  /** How long (ms) the suggestions stay after the box loses focus. */
  closeDelayMs?: number;
  /** Input name, so a surrounding form submits the text without JavaScript. */
  name?: string;
  /** Accessible name of the box. */
  label?: string;
  placeholder?: string;
  inputClassName?: string;
  className?: string;
}

/**
 * A search box with suggestions (spec: public results, sections 2 and 5): an ARIA combobox over the catalogue's
 * search entries, arrow keys to move, Enter or a click to choose, Escape to close. Choosing clears the box and
 * hands the URL to `onChoose`; Enter with no suggestion highlighted submits the surrounding form, if any, and
 * closes the suggestions.
 */
export function SearchCombobox({
  entries,
  limit,
  minLength,
  onChoose,
  describe,
  closeDelayMs = 0,
  name,
  label = 'Buscar lotería',
  placeholder = 'Buscar lotería...',
  inputClassName,
  className,
}: SearchComboboxProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(closing.current), []);
  // Text typed before the island hydrated (client:intent loads it on first focus) is the starting query.
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  const hits = searchSuggestions(entries, query, { limit, minLength });
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
    } else if (event.key === 'Enter' && open && (active >= 0 || !name)) {
      event.preventDefault();
      const hit = hits[Math.max(active, 0)];
      if (hit) choose(hit.url);
    } else if (event.key === 'Enter') {
      // The form submits the text: its answer shows below the box, so the suggestions must not cover it.
      setDismissed(true);
    }
  };
  const onBlur = () => {
    clearTimeout(closing.current);
    if (closeDelayMs > 0) closing.current = setTimeout(() => setDismissed(true), closeDelayMs);
    else setDismissed(true);
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name={name}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={() => {
          clearTimeout(closing.current);
          setDismissed(false);
        }}
        className={cn('combo-input', inputClassName)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Sugerencias" hidden={!open} className="combo-list">
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
              <span className="block text-xs text-slate-600">{describe(hit)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
