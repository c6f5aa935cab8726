/**
 * Result reads by date, behind `/{game}/{AAAA-MM-DD}`, `/resultados/{AAAA-MM-DD}`, the date picker and the
 * sitemaps of those pages. Previous and next are stored draw dates (days with a draw), never calendar days.
 */
import {
  adjacentDrawDate,
  drawDateRange,
  distinctDrawDates,
  drawsOnDate,
  gamesWithDraws,
  type DrawScope,
} from '../../../db/queries/draw-dates.ts';
import { GAMES, gameById, gamesOf, OPERATORS, type Game } from '../../lib/catalogue/index.ts';
import { toHistoryRecord, toLotteryResult, type HistoryRecord, type LotteryResult } from '../../lib/results.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** The stored draw dates around a day: the closest before and after it, and the closest of both when it has none. */
interface DayNeighbours {
  previous: string | null;
  next: string | null;
  /** When the day has no draw: the closer of `previous` and `next` (the earlier on a tie), else null. */
  nearest: string | null;
}

/** A game's draws of one day (draw time order) and the neighbouring draw dates. */
export interface GameDay extends DayNeighbours {
  records: HistoryRecord[];
  /** Whether a draw of the day is under review (another source disagrees; decision 022). */
  underReview: boolean;
}

/** One operator's results of a day, its games in catalogue order. */
interface OperatorDay {
  operatorId: string;
  results: LotteryResult[];
}

/** Every game's results of one day, by operator in catalogue order (operators without a draw left out). */
export interface ResultsDay extends DayNeighbours {
  operators: OperatorDay[];
}

/** Every operator: the scope of the reads across games. */
const ALL_GAMES: DrawScope = { operatorIds: OPERATORS.map((o) => o.id) };

const dayDistance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));

/** The draw dates of `scope` around `date`; `nearest` only when the day has no draw (`hasDraws` false). */
async function neighbours(ctx: ServiceContext, scope: DrawScope, date: string, hasDraws: boolean) {
  const [previous, next] = await Promise.all([
    adjacentDrawDate(ctx.db, scope, date, 'before'),
    adjacentDrawDate(ctx.db, scope, date, 'after'),
  ]);
  let nearest: string | null = null;
  if (!hasDraws) {
    nearest = previous && (!next || dayDistance(previous, date) <= dayDistance(next, date)) ? previous : next;
  }
  return { previous, next, nearest };
}

/** The catalogue game `gameId`. @throws ApiError not_found for an id the catalogue does not know. */
function requireGame(gameId: string): Game {
  const game = gameById(gameId);
  if (!game) throw new ApiError('not_found', `juego desconocido "${gameId}"`);
  return game;
}

/** A game's draws of `date` ("YYYY-MM-DD") with its previous, next and (with none that day) nearest draw dates. @throws ApiError not_found */
export async function gameDay(ctx: ServiceContext, gameId: string, date: string): Promise<GameDay> {
  const game = requireGame(gameId);
  const scope = { gameId: game.id };
  const rows = await drawsOnDate(ctx.db, scope, date);
  return {
    records: rows.map((row) => toHistoryRecord(game, row)),
    underReview: rows.some((row) => row.underReview),
    ...(await neighbours(ctx, scope, date, rows.length > 0)),
  };
}

/** Every catalogue game's draws of `date` ("YYYY-MM-DD"), by operator, with the neighbouring days that have draws. */
export async function resultsDay(ctx: ServiceContext, date: string): Promise<ResultsDay> {
  const rows = await drawsOnDate(ctx.db, ALL_GAMES, date);
  const operators = OPERATORS.map((operator) => ({
    operatorId: operator.id,
    results: gamesOf(operator.id).flatMap((game) =>
      rows.filter((row) => row.gameId === game.id).map((row) => toLotteryResult(game, row)),
    ),
  })).filter((day) => day.results.length > 0);
  return { operators, ...(await neighbours(ctx, ALL_GAMES, date, rows.length > 0)) };
}

/**
 * The first and last stored draw dates (the date picker's bounds) of `gameId`, or of every game without it; null
 * with no draw. @throws ApiError not_found for a game id the catalogue does not know
 */
export async function storedDateRange(ctx: ServiceContext, gameId?: string) {
  return drawDateRange(ctx.db, gameId === undefined ? ALL_GAMES : { gameId: requireGame(gameId).id });
}

/** Every date with a draw of `gameId`, oldest first (its sitemap). @throws ApiError not_found */
export async function gameDrawDates(ctx: ServiceContext, gameId: string): Promise<string[]> {
  return distinctDrawDates(ctx.db, { gameId: requireGame(gameId).id });
}

/** Every date with a draw of any catalogue game, oldest first (the day pages' sitemap). */
export const drawDates = (ctx: ServiceContext): Promise<string[]> => distinctDrawDates(ctx.db, ALL_GAMES);

/** The catalogue games with at least one stored draw, in catalogue order (the sitemap index). */
export async function gamesWithHistory(ctx: ServiceContext): Promise<Game[]> {
  const stored = new Set(await gamesWithDraws(ctx.db));
  return GAMES.filter((game) => stored.has(game.id));
}
