import { useState } from 'react';
import { SEARCH_ENTRIES, type SearchEntry } from '../lib/catalogue/search-data.ts';
import { SEARCH_LIMITS, type SearchHit } from '../lib/search.ts';
import { statsPath } from '../lib/stats.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../ui/Dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/DropdownMenu.tsx';
import { SearchCombobox } from './SearchCombobox.tsx';

interface HeaderNavProps {
  /** The page's path, marked `aria-current` in the menus; its operator's menu button is highlighted. */
  currentPath: string;
}

interface MenuGroup {
  operator: SearchEntry;
  /** 'Ver todas - {operator}' (the category page), then the operator's games (with their statistics page). */
  links: { name: string; url: string; stats?: string }[];
  /** Whether one of `links` is the page being shown (its menu is highlighted, its drawer section open). */
  holdsCurrent: boolean;
}

const groupsOf = (entries: readonly SearchEntry[], currentPath: string): MenuGroup[] =>
  entries
    .filter((e) => e.kind === 'operator')
    .map((operator) => {
      const links = [
        { name: `Ver todas - ${operator.name}`, url: operator.url },
        ...entries
          .filter((e) => e.kind === 'game' && e.operator === operator.name)
          .map((e) => ({ name: e.name, url: e.url, ...(e.stats ? { stats: statsPath({ route: e.url }) } : {}) })),
      ];
      return {
        operator,
        links,
        holdsCurrent: links.some((link) => link.url === currentPath || link.stats === currentPath),
      };
    });

const go = (url: string) => window.location.assign(url);
/** A header suggestion's second line: the game's operator, or 'Categoría de lotería' for an operator. */
const operatorOf = (hit: SearchHit) => (hit.kind === 'game' ? hit.operator : hit.label);
const current = (url: string, path: string) => (url === path ? 'page' : undefined);
const ON_DARK_FOCUS = 'focus-visible:outline-white';

/**
 * The interactive part of the shared header (spec: public results, section 2). Desktop (lg and up): the
 * search box and a row with 'Inicio' and one dropdown per operator ('Ver todas - {operator}' and its games),
 * Radix dropdown menus (non-modal; the links render when a menu opens, the footer and
 * category pages carry them for crawlers). Smaller screens: a 'Menú' button opening a
 * side drawer (Radix dialog) with its own search (6 suggestions) and the same links; choosing one closes it.
 * The menus and searches read the catalogue's search entries from this island's own JavaScript (shared with the
 * home search's), not from its props: the page's HTML does not carry them (decision 064).
 */
export default function HeaderNav({ currentPath }: HeaderNavProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const groups = groupsOf(SEARCH_ENTRIES, currentPath);

  return (
    <>
      {/* Enter without a chosen suggestion asks /buscar, as the home search does without JavaScript. */}
      <form action="/buscar" method="get" className="order-2 ml-auto hidden w-72 lg:block">
        <SearchCombobox
          entries={SEARCH_ENTRIES}
          limit={SEARCH_LIMITS.headerDesktop}
          minLength={SEARCH_LIMITS.headerMinLength}
          describe={operatorOf}
          onChoose={go}
          name="q"
        />
      </form>
      <nav aria-label="Loterías" className="order-last hidden basis-full lg:block">
        {/* `topnav` (src/styles/global.css) styles its links and menu buttons: every page's HTML carries them. */}
        <ul className="topnav">
          <li>
            <a href="/" aria-current={current('/', currentPath)}>
              Inicio
            </a>
          </li>
          {groups.map(({ operator, links, holdsCurrent }) => (
            <li key={operator.url}>
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger data-current={holdsCurrent || undefined}>
                  {operator.name}
                  <span aria-hidden="true">▾</span>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start" className="w-64">
                  {links.map((link, index) => (
                    <div key={link.url} className="flex items-center">
                      <DropdownMenuItem asChild className="flex-1">
                        <a
                          href={link.url}
                          aria-current={current(link.url, currentPath)}
                          className={index === 0 ? 'font-bold text-brand-900' : 'text-slate-800'}
                        >
                          {link.name}
                        </a>
                      </DropdownMenuItem>
                      {link.stats && (
                        <DropdownMenuItem asChild>
                          <a
                            href={link.stats}
                            aria-current={current(link.stats, currentPath)}
                            className="text-xs text-brand-800 underline"
                          >
                            Estadísticas
                          </a>
                        </DropdownMenuItem>
                      )}
                    </div>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      </nav>
      <Dialog modal={false} open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogTrigger
          className={`order-4 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-white/40 hover:bg-paper/10 lg:hidden ${ON_DARK_FOCUS}`}
        >
          <span aria-hidden="true">☰ </span>Menú
        </DialogTrigger>
        <DialogContent className="top-0 left-0 h-dvh max-h-dvh w-80 max-w-[85vw] translate-x-0 translate-y-0 content-start rounded-none rounded-r-2xl p-5">
          <DialogTitle>Menú</DialogTitle>
          <DialogDescription className="sr-only">Busca una lotería o elige una página.</DialogDescription>
          <SearchCombobox
            entries={SEARCH_ENTRIES}
            limit={SEARCH_LIMITS.headerMobile}
            minLength={SEARCH_LIMITS.headerMinLength}
            describe={operatorOf}
            onChoose={(url) => {
              setDrawerOpen(false);
              go(url);
            }}
          />
          <nav aria-label="Loterías">
            <a
              href="/"
              aria-current={current('/', currentPath)}
              onClick={() => setDrawerOpen(false)}
              className="block rounded-md px-3 py-2 font-bold text-brand-900 hover:bg-brand-50"
            >
              Inicio
            </a>
            {groups.map(({ operator, links, holdsCurrent }) => (
              <details key={operator.url} open={holdsCurrent || undefined}>
                <summary className="cursor-pointer rounded-md px-3 py-2 font-semibold text-slate-900 hover:bg-brand-50">
                  {operator.name}
                </summary>
                <ul className="ml-3 border-l border-slate-200 pl-2">
                  {links.map((link) => (
                    <li key={link.url} className="flex items-center">
                      <a
                        href={link.url}
                        aria-current={current(link.url, currentPath)}
                        onClick={() => setDrawerOpen(false)}
                        className="block flex-1 rounded-md px-3 py-1.5 text-sm text-slate-800 hover:bg-brand-50 aria-[current=page]:font-bold"
                      >
                        {link.name}
                      </a>
                      {link.stats && (
                        <a
                          href={link.stats}
                          aria-current={current(link.stats, currentPath)}
                          onClick={() => setDrawerOpen(false)}
                          className="rounded-md px-2 py-1.5 text-xs text-brand-800 underline hover:bg-brand-50"
                        >
                          Estadísticas
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
        </DialogContent>
      </Dialog>
    </>
  );
}
