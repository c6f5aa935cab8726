/**
 * Result reads, one per view (home cards, operator page, game page), called by the pages' loader and by
 * the API routes alike, plus the path-based reads of the spec's public API. Every result keeps `gameId`;
 * the id-based views (home, operator, game page) also carry the game's draw `status` at `ctx.now`.
 */
import { gamesInProgress } from '../../../db/queries/draws.ts';
import { gameDraws, latestDrawsNewestFirst } from '../../../db/queries/results.ts';
import type { DrawRow } from '../../../db/schema/index.ts';
import {
  findGameByName,
  gameById,
  gamesForPath,
  gamesOf,
  operatorById,
  type Game,
  type Operator,
} from '../../lib/catalogue/index.ts';
import { homeGames } from '../../lib/catalogue/views.ts';
import { dominicanDate } from '../../lib/dates.ts';
import { drawStatus } from '../../lib/draw-status.ts';
import { delaySeconds } from '../../lib/latency.ts';
import {
  toHistoryRecord,
  toLotekaResult,
  toLotteryResult,
  type HistoryRecord,
  type LotekaResult,
  type LotteryResult,
} from '../../lib/results.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** Options of a game's history: how many records (newest first) and, optionally, the last draw date "YYYY-MM-DD". */
export interface HistoryOptions {
  limit: number;
  /** Records to skip, newest first (0 when absent): pages after the first. */
  offset?: number;
  date?: string;
}

/** The catalogue game `gameId`. @throws ApiError not_found for an id the catalogue does not know. */
function requireGame(gameId: string): Game {
  const game = gameById(gameId);
  if (!game) throw new ApiError('not_found', `juego desconocido "${gameId}"`);
  return game;
}

/** The catalogue operator `operatorId`. @throws ApiError not_found for an id the catalogue does not know. */
function requireOperator(operatorId: string): Operator {
  const operator = operatorById(operatorId);
  if (!operator) throw new ApiError('not_found', `operador desconocido "${operatorId}"`);
  return operator;
}

/** The games an API `?path=` lists. @throws ApiError bad_request for a path no operator takes. */
function gamesUnder(path: string): Game[] {
  const games = gamesForPath(path);
  if (!games) throw new ApiError('bad_request', `path desconocido "${path}"`);
  return games;
}

/** Latest result of each of `games` that has one, in the order of `games`. */
async function latestInOrder(ctx: ServiceContext, games: readonly Game[]): Promise<LotteryResult[]> {
  const byGame = new Map(
    (
      await latestDrawsNewestFirst(
        ctx.db,
        games.map((g) => g.id),
      )
    ).map((row) => [row.gameId, row]),
  );
  const running = await gamesInProgress(
    ctx.db,
    games.map((g) => g.id),
    dominicanDate(ctx.now),
  );
  return games.flatMap((game) => {
    const row = byGame.get(game.id);
    const status = drawStatus({ game, now: ctx.now, latest: row ?? null, inProgress: running.has(game.id) });
    return row ? [{ ...toLotteryResult(game, row), status }] : [];
  });
}

/** Home cards: the latest result of each home game that has one, in home-card order. */
export function homeResults(ctx: ServiceContext): Promise<LotteryResult[]> {
  return latestInOrder(ctx, homeGames());
}

/** Operator page: the latest result of each of the operator's games, in catalogue order. @throws ApiError not_found */
export async function operatorResults(ctx: ServiceContext, operatorId: string): Promise<LotteryResult[]> {
  return latestInOrder(ctx, gamesOf(requireOperator(operatorId).id));
}

/**
 * Game page: up to `limit` records of the game, newest first, after skipping `offset`; without `date` and
 * offset, the first is its latest and carries the game's draw status and, when it was stored within a day of its
 * scheduled time, when Gana Más stored it (`publishedAt`). @throws ApiError not_found
 */
export async function gameHistory(
  ctx: ServiceContext,
  gameId: string,
  options: HistoryOptions,
): Promise<HistoryRecord[]> {
  const game = requireGame(gameId);
  const rows = await gameDraws(ctx.db, game.id, { limit: options.limit, offset: options.offset, until: options.date });
  if (options.date || options.offset || !rows[0]) return rows.map((row) => toHistoryRecord(game, row));
  const inProgress = (await gamesInProgress(ctx.db, [game.id], dominicanDate(ctx.now))).has(game.id);
  return rows.map((row, i) =>
    i === 0
      ? {
          ...toHistoryRecord(game, row),
          status: drawStatus({ game, now: ctx.now, latest: row, inProgress }),
          ...(delaySeconds(row, row.createdAt) === null ? {} : { publishedAt: row.createdAt.toISOString() }),
        }
      : toHistoryRecord(game, row),
  );
}

/** Latest draw of each game under `path` (or its draw of `date`), newest first, mapped to an API shape. */
async function latestUnder<T>(
  ctx: ServiceContext,
  path: string,
  date: string | undefined,
  map: (game: Game, row: DrawRow) => T,
): Promise<T[]> {
  const games = new Map(gamesUnder(path).map((g) => [g.id, g]));
  const rows = await latestDrawsNewestFirst(ctx.db, [...games.keys()], date);
  return rows.flatMap((row) => {
    const game = games.get(row.gameId);
    return game ? [map(game, row)] : [];
  });
}

/** GET /api/lottery/dominicana: latest result of each game under `path`, newest first (or the draws of `date`). @throws ApiError bad_request */
export const pathResults = (ctx: ServiceContext, path: string, date?: string): Promise<LotteryResult[]> =>
  latestUnder(ctx, path, date, toLotteryResult);

/** GET /api/lottery/loteka: Loteka-shaped results (label `nro`) under `path` ("" or "/loteka"), newest first. @throws ApiError bad_request */
export const lotekaPathResults = (ctx: ServiceContext, path: string, date?: string): Promise<LotekaResult[]> =>
  latestUnder(ctx, path, date, toLotekaResult);

/** GET /api/lottery/history/:gameName: the game found by name, id or alias, and its newest `limit` records. @throws ApiError not_found */
export async function historyByName(
  ctx: ServiceContext,
  name: string,
  limit: number,
): Promise<{ game: Game; records: HistoryRecord[] }> {
  const game = findGameByName(name);
  if (!game) throw new ApiError('not_found', `juego desconocido "${name}"`);
  return { game, records: await gameHistory(ctx, game.id, { limit }) };
}
