/**
 * The game catalogue: the one definition of operators and games, and the look-ups everything uses
 * (routes, menus, home cards, API paths, scraper title matching, validation).
 */
import { foldText } from '../text.ts';
import { americanasGames } from './games/americanas.ts';
import { anguilaGames } from './games/anguila.ts';
import { haitiBoletGames } from './games/haiti-bolet.ts';
import { kingLotteryGames } from './games/king-lottery.ts';
import { laPrimeraGames } from './games/la-primera.ts';
import { laSuerteGames } from './games/la-suerte.ts';
import { leidsaGames } from './games/leidsa.ts';
import { lotedomGames } from './games/lotedom.ts';
import { loteriaNacionalGames } from './games/loteria-nacional.ts';
import { loteriaRealGames } from './games/loteria-real.ts';
import { lotekaGames } from './games/loteka.ts';
import { newYorkNumbersGames } from './games/new-york-numbers.ts';
import { OPERATORS } from './operators.ts';
import type { Game, Operator } from './types.ts';

export type * from './types.ts';
export { OPERATORS };
export { expectedCount, readNumbers, rulesOn, validateExtras, validateNumbers } from './rules.ts';
export {
  drawInstant,
  drawsOn,
  gameDate,
  santoDomingoMoment,
  santoDomingoSlots,
  type SantoDomingoSlot,
  scheduledTime,
  weekdayOf,
} from './schedule.ts';
export { gameIdForSource, idOnly, type IdSource } from './source-ids.ts';

/** Every game, grouped by operator in menu order. */
export const GAMES: readonly Game[] = [
  ...loteriaNacionalGames,
  ...leidsaGames,
  ...loteriaRealGames,
  ...lotekaGames,
  ...americanasGames,
  ...newYorkNumbersGames,
  ...laPrimeraGames,
  ...laSuerteGames,
  ...lotedomGames,
  ...kingLotteryGames,
  ...anguilaGames,
  ...haitiBoletGames,
];

/** The 43 games the spec puts on the home grid, in catalogue order (the grid shows those with a source: `homeGames`). */
export const HOME_GAMES: readonly Game[] = GAMES.filter((g) => g.home);

const gamesById = new Map(GAMES.map((g) => [g.id, g]));
const operatorsById = new Map(OPERATORS.map((o) => [o.id, o]));

export const gameById = (id: string): Game | undefined => gamesById.get(id);
export const operatorById = (id: string): Operator | undefined => operatorsById.get(id);

/** The operator of a game (every game has one: the catalogue test checks it). */
export function operatorOf(game: Game): Operator {
  const operator = operatorsById.get(game.operatorId);
  if (!operator) throw new Error(`Game ${game.id} names unknown operator ${game.operatorId}`);
  return operator;
}

export const gamesOf = (operatorId: string): Game[] => GAMES.filter((g) => g.operatorId === operatorId);

/** The results source path a game is listed under (spec slug map). */
export const sourcePathOf = (game: Game): string => game.sourcePath ?? operatorOf(game).paths[0] ?? '';

/** What a site route shows: an operator's category page or a game page. */
export type RouteTarget = { kind: 'operator'; operator: Operator } | { kind: 'game'; game: Game; operator: Operator };

const routes = new Map<string, RouteTarget>([
  ...OPERATORS.map((operator) => [operator.route, { kind: 'operator', operator }] as const),
  ...GAMES.map((game) => [game.route, { kind: 'game', game, operator: operatorOf(game) }] as const),
]);

/** The page at `route` ("/powerball"), or undefined. */
export const routeTarget = (route: string): RouteTarget | undefined => routes.get(route);

/** Every page route of the catalogue: 11 operator pages and one page per game. */
export const catalogueRoutes = (): string[] => [...routes.keys()];

/**
 * Games listed under an API `?path=` (e.g. "/leidsa", "/loteria-de-florida", "" for Loteka).
 * @returns null when no operator takes that path.
 */
export function gamesForPath(path: string): Game[] | null {
  const operator = OPERATORS.find((o) => o.paths.includes(path));
  if (!operator) return null;
  const games = gamesOf(operator.id);
  const listed = games.filter((g) => sourcePathOf(g) === path);
  return listed.length > 0 ? listed : games.filter((g) => !g.sourcePath);
}

/**
 * The catalogue game a source's (operator, title) pair names, comparing folded text
 * ("Súper Palé" = "super pale"). Titles are only unique within an operator ("Loto Pool").
 * @returns undefined for an operator or title the catalogue does not know.
 */
export function matchSourceTitle(operatorTitle: string, title: string): Game | undefined {
  const op = foldText(operatorTitle);
  const wanted = foldText(title);
  const operators = OPERATORS.filter((o) => o.sourceNames.some((n) => foldText(n) === op));
  return GAMES.find(
    (g) => operators.some((o) => o.id === g.operatorId) && g.sourceTitles.some((t) => foldText(t) === wanted),
  );
}

/** A game by display name, id or alias (history API, search): exact folded match first, then alias. */
export function findGameByName(name: string): Game | undefined {
  const wanted = foldText(name);
  return (
    GAMES.find((g) => foldText(g.name) === wanted || g.id === wanted) ??
    GAMES.find((g) => g.aliases.includes(wanted) || g.sourceTitles.some((t) => foldText(t) === wanted))
  );
}
