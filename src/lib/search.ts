/**
 * Header and home search over the catalogue's search entries (spec: public results, sections 2 and 5):
 * accent- and case-insensitive, ranked, with a typo-tolerant fallback (Dice coefficient from `string-similarity`).
 * Decision 016 records the tiers and thresholds.
 */
import { compareTwoStrings } from 'string-similarity';
import type { SearchEntry, SearchKeyword } from './catalogue/search-data.ts';
import { noMatchMessage } from './search-message.ts';
import { foldText } from './text.ts';

/** Suggestion labels of the home search. */
const SEARCH_LABELS = { operator: 'Categoría de lotería', game: 'Lotería individual' } as const;
/** Suggestion counts and minimum query lengths (spec 9 and 5). */
export const SEARCH_LIMITS = {
  headerDesktop: 8,
  headerMobile: 6,
  home: 8,
  headerMinLength: 1,
  homeMinLength: 2,
} as const;
/** Lowest Dice similarity (0..1) a typo-tolerant match needs. */
const FUZZY_MIN_SIMILARITY = 0.4;

/**
 * How an entry matched, best first; `fuzzy` only when nothing matched as text. `exact-alias`: the text is one of
 * the entry's catalogue aliases ("repartidera" is an alias of Loteka's Repartidera de Mega Chance only).
 */
type MatchTier = 'exact' | 'exact-alias' | 'prefix' | 'contains' | 'words' | 'keyword' | 'operator' | 'alias' | 'fuzzy';
const TIER_ORDER: readonly MatchTier[] = [
  'exact',
  'exact-alias',
  'prefix',
  'contains',
  'words',
  'keyword',
  'operator',
  'alias',
  'fuzzy',
];

export interface SearchHit extends SearchEntry {
  tier: MatchTier;
  /** 1 for text matches, the Dice similarity for fuzzy ones. */
  score: number;
  /** 'Categoría de lotería' or 'Lotería individual'. */
  label: string;
}

/** Trims, lower-cases and strips accents: the form every comparison uses. */
const normaliseQuery = (query: string): string => foldText(query);

export { noMatchMessage } from './search-message.ts';

/** The home search's text when several games match equally and none is chosen for the visitor. */
export const choicesMessage = (query: string): string => `Varias loterías coinciden con "${query.trim()}". Elige una:`;

const wordsOf = (text: string): string[] => text.split(/[^a-z0-9+]+/).filter(Boolean);

/** Folded name, folded operator and the terms fuzzy matching compares, computed once per entry. */
const foldedCache = new WeakMap<SearchEntry, { name: string; operator: string; terms: string[] }>();
function folded(entry: SearchEntry): { name: string; operator: string; terms: string[] } {
  let value = foldedCache.get(entry);
  if (!value) {
    const name = foldText(entry.name);
    const terms = [name, ...entry.aliases, ...wordsOf(name).filter((w) => w.length >= 4)];
    value = { name, operator: foldText(entry.operator), terms };
    foldedCache.set(entry, value);
  }
  return value;
}

function textTier(entry: SearchEntry, q: string, keywordUrls: ReadonlySet<string>): MatchTier | null {
  const { name, operator } = folded(entry);
  if (name === q) return 'exact';
  if (entry.aliases.includes(q)) return 'exact-alias';
  if (name.startsWith(q)) return 'prefix';
  if (name.includes(q)) return 'contains';
  const words = wordsOf(q);
  if (words.length > 1 && words.every((w) => name.includes(w))) return 'words';
  if (keywordUrls.has(entry.url)) return 'keyword';
  if (operator.includes(q)) return 'operator';
  if (entry.aliases.some((a) => a.includes(q) || (words.length > 1 && words.every((w) => a.includes(w)))))
    return 'alias';
  return null;
}

/** Best Dice similarity between the query and the entry's name, aliases and longer name words. */
function similarity(entry: SearchEntry, q: string): number {
  return Math.max(...folded(entry).terms.map((t) => compareTwoStrings(q, t)));
}

/** Pages of the keyword table whose keyword the folded query contains. */
const keywordUrlsOf = (q: string, keywords: readonly SearchKeyword[]): ReadonlySet<string> =>
  new Set(keywords.filter((k) => q.includes(k.keyword)).map((k) => k.url));

function rank(entries: readonly SearchEntry[], q: string, keywordUrls: ReadonlySet<string>): SearchHit[] {
  const hit = (entry: SearchEntry, tier: MatchTier, score: number): SearchHit => ({
    ...entry,
    tier,
    score,
    label: SEARCH_LABELS[entry.kind],
  });
  const textHits = entries.flatMap((entry) => {
    const tier = textTier(entry, q, keywordUrls);
    return tier ? [hit(entry, tier, 1)] : [];
  });
  if (textHits.length > 0) {
    // Array#sort is stable: within a tier, entries keep their order (operators first, then catalogue order).
    return textHits.sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier));
  }
  if (q.length < 3) return [];
  // Equal scores (a shared name word: "pwerball" is 0.8 to PowerBall and Powerball Double Play): closest name first.
  const byName = (h: SearchHit) => compareTwoStrings(q, folded(h).name);
  return entries
    .map((entry) => hit(entry, 'fuzzy', similarity(entry, q)))
    .filter((h) => h.score >= FUZZY_MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || byName(b) - byName(a));
}

/**
 * Ranked suggestions for a search box.
 * @param options.limit how many to return (8 header desktop and home, 6 header mobile)
 * @param options.minLength shortest query that shows suggestions (1 header, 2 home), counted after trimming
 * @returns [] for a query shorter than `minLength` or without matches
 */
export function searchSuggestions(
  entries: readonly SearchEntry[],
  query: string,
  options: { limit: number; minLength: number },
): SearchHit[] {
  const q = normaliseQuery(query);
  if (q.length < Math.max(1, options.minLength)) return [];
  return rank(entries, q, new Set()).slice(0, options.limit);
}

/** What submitting the home search does: nothing, open one page, list equal matches, or say nothing matched. */
export type SearchOutcome =
  | { kind: 'empty' }
  | { kind: 'match'; hit: SearchHit }
  | { kind: 'choices'; hits: SearchHit[]; message: string }
  | { kind: 'none'; message: string };

/**
 * The home search on submit: blank does nothing; otherwise the spec's order (exact name, name containing the
 * text, name containing every word, keyword table), with a catalogue alias equal to the text right after the
 * exact name, then operator name, aliases and finally typo tolerance (its closest match opens). A text match
 * opens when it is an operator or the only game of its tier; among several games of one tier the one the keyword
 * table names opens ("quiniela": Quiniela Loteka); otherwise they are listed (`choices`, up to 8), never guessed.
 */
export function resolveSearch(
  entries: readonly SearchEntry[],
  keywords: readonly SearchKeyword[],
  query: string,
): SearchOutcome {
  const q = normaliseQuery(query);
  if (!q) return { kind: 'empty' };
  const keywordUrls = keywordUrlsOf(q, keywords);
  const hits = rank(entries, q, keywordUrls);
  const [best] = hits;
  if (!best) return { kind: 'none', message: noMatchMessage(query) };
  const equal = best.tier === 'fuzzy' ? [best] : hits.filter((h) => h.tier === best.tier);
  const chosen = best.kind === 'operator' || equal.length === 1 ? best : equal.find((h) => keywordUrls.has(h.url));
  if (chosen) return { kind: 'match', hit: chosen };
  return { kind: 'choices', hits: equal.slice(0, SEARCH_LIMITS.home), message: choicesMessage(query) };
}
