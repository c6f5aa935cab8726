/**
 * The not-found page's closest known URL (spec: ads-admin-and-pages, not-found screen; decision 016).
 * Similarity is the Sørensen-Dice coefficient over character bigrams (`string-similarity`), 0..1.
 */
import { compareTwoStrings } from 'string-similarity';
import { catalogueRoutes, GAMES, OPERATORS } from './catalogue/index.ts';
import { normalisePath, SHORT_PATHS, STATIC_ROUTES } from './slug-map.ts';
import { foldText } from './text.ts';

/** Lowest similarity that earns a redirect; below it the page says 'Página no encontrada'. */
export const SIMILAR_URL_MIN = 0.5;

/** Similar-URL result of the spec: the redirect target and its similarity, 0 to 1. */
export interface SimilarUrl {
  redirect: string;
  similarity: number;
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

/**
 * The known page closest to `path`, or null when none reaches {@link SIMILAR_URL_MIN} (or the path is empty).
 * Ties keep candidate order (catalogue first).
 */
export function findSimilarUrl(
  path: string,
  candidates: readonly UrlCandidate[] = defaultCandidates(),
): SimilarUrl | null {
  const wanted = comparable(path);
  if (!wanted) return null;
  let best: SimilarUrl | null = null;
  for (const candidate of candidates) {
    const similarity = compareTwoStrings(wanted, comparableCandidate(candidate.path));
    if (!best || similarity > best.similarity) best = { redirect: candidate.redirect, similarity };
  }
  return best && best.similarity >= SIMILAR_URL_MIN ? best : null;
}

/** The similarity as the whole percent the page shows (0.8333 -> 83). */
export const similarityPercent = (similarity: number): number => Math.round(similarity * 100);
