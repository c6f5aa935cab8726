/**
 * Paths the site answers besides the catalogue's pages (decision 016): the static pages of the second spec's
 * route table and the short paths of the footer and the results API (`/leidsa`, `/quiniela`, ...), which
 * answer 301 to their canonical page.
 */
import { OPERATORS, gameById, routeTarget, type RouteTarget } from './catalogue/index.ts';

/** Static pages of the public route table (text pages, the order page), the draw schedule and '¿Gané?'. */
export const STATIC_ROUTES = [
  '/anunciar',
  '/contacto',
  '/terminos',
  '/privacidad',
  '/preguntas-frecuentes',
  '/blog',
  '/juego-responsable',
  '/horarios',
  '/verificar',
  '/desarrolladores',
] as const;

/** Footer short paths that name a game, with the catalogue id of the game they open. */
const GAME_SHORT_PATHS: readonly [path: string, gameId: string][] = [
  ['/gana-mas', 'gana-mas'],
  ['/quiniela', 'quiniela-loteka'],
  ['/mega-lotto', 'megalotto'],
  ['/pick-3-dia', 'king-pick-3-dia'],
  ['/pick-4-dia', 'king-pick-4-dia'],
];

function gameRoute(id: string): string {
  const game = gameById(id);
  if (!game) throw new Error(`Short path names unknown game ${id}`);
  return game.route;
}

/** Short path -> canonical route: every operator's results source path, then the footer's game paths. */
export const SHORT_PATHS: ReadonlyMap<string, string> = new Map([
  ...OPERATORS.flatMap((o) => o.paths.filter((p) => p.startsWith('/')).map((p) => [p, o.route] as const)),
  ...GAME_SHORT_PATHS.map(([path, id]) => [path, gameRoute(id)] as const),
]);

/**
 * The form paths are compared in: no query or fragment, percent-decoded, lower-case, single slashes,
 * no trailing slash ("/Leidsa/?x=1" -> "/leidsa").
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape stays as written; it simply matches nothing.
  }
  const clean = `/${decoded.toLowerCase()}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean || '/';
}

/** What the site does with a path. */
export type PathResolution =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'static'; route: string }
  | { kind: 'catalogue'; target: RouteTarget }
  | { kind: 'home' }
  | { kind: 'unknown' };

/**
 * Resolves a request path: the home page, a catalogue page (operator or game), a static page, a 301 to the
 * canonical page (short paths; known pages asked in another case or with a trailing slash), or unknown (not
 * found; `/{slug}` may still be a post, and `/posts/{slug}` is answered by its own page).
 */
export function resolvePath(path: string): PathResolution {
  const normal = normalisePath(path);
  if (normal === '/') return { kind: 'home' };
  const shortTarget = SHORT_PATHS.get(normal);
  if (shortTarget) return { kind: 'redirect', status: 301, location: shortTarget };
  const known = routeTarget(normal) ?? (STATIC_ROUTES as readonly string[]).includes(normal);
  if (!known) return { kind: 'unknown' };
  const bare = path.split(/[?#]/)[0];
  if (bare !== normal) return { kind: 'redirect', status: 301, location: normal };
  return known === true ? { kind: 'static', route: normal } : { kind: 'catalogue', target: known };
}
