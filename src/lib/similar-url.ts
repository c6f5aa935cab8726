/**
 * The not-found page's closest known URL (spec: ads-admin-and-pages, not-found screen; decisions 016, 040).
 * Similarity is the Sørensen-Dice coefficient over character bigrams (`string-similarity`), 0..1. A path that
 * names an operator ("/leidsa-resultados") leads to its category page before any game route is compared.
 */
import { compareTwoStrings } from 'string-similarity';
import { catalogueRoutes, GAMES, OPERATORS } from './catalogue/index.ts';
import { normalisePath, SHORT_PATHS, STATIC_ROUTES } from './slug-map.ts';
import { foldText } from './text.ts';

/** Lowest similarity that earns a suggestion; below it the page says 'Página no encontrada'. */
export const SIMILAR_URL_MIN = 0.5;
/** Lowest similarity the page opens by itself after its countdown; below it, it offers the link only. */
export const SIMILAR_URL_AUTO = 0.85;

/** Similar-URL result of the spec: the redirect target and its similarity, 0 to 1. */
export interface SimilarUrl {
  redirect: string;
  similarity: number;
  /** Whether the page opens `redirect` by itself (similarity at least {@link SIMILAR_URL_AUTO}). */
  automatic: boolean;
}

/** A path the lookup compares against and the canonical page it leads to. */
export interface UrlCandidate {
  path: string;
  redirect: string;
}

/** Whether the not-found lookup applies: never for "/", "/admin…" or "/anunciar…". */
export function notFoundLooksUp(path: string): boolean {
  const normal = normalisePath(path);
  return normal !== '/' && !/^\/(admin|anunciar)/.test(normal);
}

const slugOf = (name: string): string =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every known page as a candidate: catalogue routes, static pages, any `extra` routes (post slugs, "/slug"),
 * then paths that lead to a canonical page: short paths and the slug of each operator and game name
 * ("/mega-millions" -> "/numeros-ganadores-loteria-mega-millions").
 */
export function urlCandidates(extra: readonly string[] = []): UrlCandidate[] {
  const direct = [...catalogueRoutes(), ...STATIC_ROUTES, ...extra].map((path) => ({ path, redirect: path }));
  const short = [...SHORT_PATHS].map(([path, redirect]) => ({ path, redirect }));
  const named = [...OPERATORS, ...GAMES].map((item) => ({ path: `/${slugOf(item.name)}`, redirect: item.route }));
  return [...direct, ...short, ...named];
}

const wordsOf = (text: string): string[] => slugOf(text).split('-').filter(Boolean);

/**
 * Words a path may carry besides an operator's name: the words each operator's own route adds to its name
 * ("resultado", "loteria", "de", "hoy", "premios", ...), read from the catalogue.
 */
const ROUTE_WORDS: ReadonlySet<string> = new Set(
  OPERATORS.flatMap((operator) => {
    const name = new Set(wordsOf(operator.name));
    return wordsOf(operator.route).filter((word) => !name.has(word));
  }),
);

/** The words of `text` that name something: route words set aside, joined by "-". */
const namingWords = (text: string): string =>
  wordsOf(text)
    .filter((word) => !ROUTE_WORDS.has(word))
    .join('-');

/** The naming words of each of `names`, once, leading to `redirect`. */
const namesOf = (names: readonly string[], redirect: string): UrlCandidate[] =>
  [...new Set(names.map(namingWords))].filter(Boolean).map((path) => ({ path, redirect }));

/**
 * Names as naming words: operators first (their name and the names sources give them: "Nacional", "Real"),
 * then games (name and catalogue aliases), each with its page.
 */
const NAMES: readonly UrlCandidate[] = [
  ...OPERATORS.flatMap((operator) => namesOf([operator.name, ...operator.sourceNames], operator.route)),
  ...GAMES.flatMap((game) => namesOf([game.name, ...game.aliases], game.route)),
];

/**
 * The operator or game a path names once its route words are set aside ("/leidsa-resultados" -> Leidsa,
 * "/repartidera-resultados" -> the game with the alias "repartidera"), when close enough to open by itself.
 */
function pageNamed(path: string): SimilarUrl | null {
  const wanted = namingWords(normalisePath(path));
  if (!wanted) return null;
  const best = closest(wanted, NAMES, (candidate) => candidate.path);
  return best && best.automatic ? best : null;
}

let builtIn: UrlCandidate[] | undefined;
const defaultCandidates = (): UrlCandidate[] => (builtIn ??= urlCandidates());

/** A path as compared: normalised, without its leading slash and accents. */
const comparable = (path: string): string =>
  normalisePath(path)
    .slice(1)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Candidate paths repeat on every lookup: fold each once. */
const candidateCache = new Map<string, string>();
function comparableCandidate(path: string): string {
  let value = candidateCache.get(path);
  if (value === undefined) {
    value = comparable(path);
    candidateCache.set(path, value);
  }
  return value;
}

/** The candidate most similar to `wanted` (ties keep candidate order), or null when there is none. */
function closest(
  wanted: string,
  candidates: readonly UrlCandidate[],
  compared: (candidate: UrlCandidate) => string,
): SimilarUrl | null {
  let best: SimilarUrl | null = null;
  for (const candidate of candidates) {
    const similarity = compareTwoStrings(wanted, compared(candidate));
    if (!best || similarity > best.similarity)
      best = { redirect: candidate.redirect, similarity, automatic: similarity >= SIMILAR_URL_AUTO };
  }
  return best;
}

/**
 * The known page closest to `path`, or null when none reaches {@link SIMILAR_URL_MIN} (or the path is empty).
 * First the operator or game the path names, if close enough to open by itself; else every candidate,
 * ties kept in candidate order (catalogue first). `automatic` only from {@link SIMILAR_URL_AUTO} on.
 */
export function findSimilarUrl(
  path: string,
  candidates: readonly UrlCandidate[] = defaultCandidates(),
): SimilarUrl | null {
  const wanted = comparable(path);
  if (!wanted) return null;
  const best = pageNamed(path) ?? closest(wanted, candidates, (candidate) => comparableCandidate(candidate.path));
  return best && best.similarity >= SIMILAR_URL_MIN ? best : null;
}

/** The similarity as the whole percent the page shows (0.8333 -> 83). */
export const similarityPercent = (similarity: number): number => Math.round(similarity * 100);
