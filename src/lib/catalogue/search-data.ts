/**
 * The data the header and home searches run on, built from the catalogue: one entry per operator
 * (category page) and per game, plus the home search's keyword shortcut table (spec: public results, section 2).
 * Entries are small and serialisable so a search island receives only what it renders.
 */
import { hasStats } from '../stats.ts';
import { foldText } from '../text.ts';
import { GAMES, OPERATORS, gameById, operatorById, operatorOf } from './index.ts';

/** A search target: a category page (`operator`) or a game page (`game`). */
export interface SearchEntry {
  kind: 'operator' | 'game';
  /** Display name, e.g. "Quiniela Leidsa". */
  name: string;
  /** Operator display name (the operator's own name for a category entry). */
  operator: string;
  /** Page route, e.g. "/quiniela-pale-leidsa". */
  url: string;
  /** Folded extra names the entry answers to (catalogue aliases), without the folded name itself. */
  aliases: string[];
  /** A game with a statistics page (`{url}/estadisticas`, src/lib/stats.ts); the menus link it beside the game. */
  stats?: true;
}

/** A keyword of the home search's shortcut table and the page it opens. */
export interface SearchKeyword {
  keyword: string;
  url: string;
}

/** Operators first (menu order), then every game (catalogue order). */
export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  ...OPERATORS.map((o) => ({ kind: 'operator' as const, name: o.name, operator: o.name, url: o.route, aliases: [] })),
  ...GAMES.map((g) => ({
    kind: 'game' as const,
    name: g.name,
    operator: operatorOf(g).name,
    url: g.route,
    aliases: g.aliases.filter((a) => a !== foldText(g.name)),
    ...(hasStats(g) ? { stats: true as const } : {}),
  })),
];

/**
 * The spec's keyword table, each keyword pointing at an operator or game id (decision 016).
 * @throws Error at load time if an id is not in the catalogue.
 */
const KEYWORD_TARGETS: readonly [keyword: string, kind: 'operator' | 'game', id: string][] = [
  ['nacional', 'operator', 'loteria-nacional'],
  ['leidsa', 'operator', 'leidsa'],
  ['loteka', 'operator', 'loteka'],
  ['real', 'operator', 'loteria-real'],
  ['americanas', 'operator', 'americanas'],
  ['primera', 'operator', 'la-primera'],
  ['suerte', 'operator', 'la-suerte'],
  ['lotedom', 'operator', 'lotedom'],
  ['king', 'operator', 'king-lottery'],
  ['anguila', 'operator', 'anguila'],
  ['mega', 'game', 'megalotto'],
  ['chance', 'game', 'mega-chances'],
  ['quiniela', 'game', 'quiniela-loteka'],
  ['repartidera', 'game', 'repartidera'],
];

function routeOf(kind: 'operator' | 'game', id: string): string {
  const route = kind === 'operator' ? operatorById(id)?.route : gameById(id)?.route;
  if (!route) throw new Error(`Search keyword names unknown ${kind} ${id}`);
  return route;
}

/** The keyword shortcut table, in the spec's order. */
export const SEARCH_KEYWORDS: readonly SearchKeyword[] = KEYWORD_TARGETS.map(([keyword, kind, id]) => ({
  keyword,
  url: routeOf(kind, id),
}));
