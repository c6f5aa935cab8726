/**
 * How complete each game's stored history is (issue 34): per month, the draws its schedule called for, stored and
 * missing (`src/lib/coverage.ts`), from its first stored draw to yesterday (Santo Domingo). Reads only.
 */
import { drawsPerMonth, firstDrawDates, type DrawScope } from '../../../db/queries/draw-dates.ts';
import { GAMES, OPERATORS, gameById, type Game } from '../../lib/catalogue/index.ts';
import { coverageSpan, gameCoverage } from '../../lib/coverage.ts';
import { addDays, dominicanDate } from '../../lib/dates.ts';
import type { GameCoverage } from '../../lib/schemas/coverage.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** The coverage of each of `games` (read within `scope`), in `games`' order. */
async function coverageOf(ctx: ServiceContext, games: readonly Game[], scope: DrawScope): Promise<GameCoverage[]> {
  const today = dominicanDate(ctx.now);
  const firsts = await firstDrawDates(ctx.db, scope);
  const from = [...firsts.values()].reduce((min, first) => (first < min ? first : min), today);
  const rows = await drawsPerMonth(ctx.db, scope, from, addDays(today, -1));
  return games.map((game) => {
    const stored = new Map(rows.filter((r) => r.gameId === game.id).map((r) => [r.month, r.count]));
    return gameCoverage(game, coverageSpan(game, firsts.get(game.id) ?? null, today), stored);
  });
}

/** The coverage of `gameId`. @throws ApiError not_found for an id the catalogue does not know. */
export async function coverageOfGame(ctx: ServiceContext, gameId: string): Promise<GameCoverage> {
  const game = gameById(gameId);
  if (!game) throw new ApiError('not_found', `juego desconocido "${gameId}"`);
  const [coverage] = await coverageOf(ctx, [game], { gameId: game.id });
  if (!coverage) throw new ApiError('not_found', `juego desconocido "${gameId}"`);
  return coverage;
}

/** The share of scheduled draws stored, 0 to 1 (1 when nothing was scheduled). */
const completeness = (c: GameCoverage): number => (c.scheduled > 0 ? c.stored / c.scheduled : 1);

/** The coverage of every catalogue game with a source, the least complete first (then the most draws missing). */
export async function coverageOfAllGames(ctx: ServiceContext): Promise<GameCoverage[]> {
  const sourced = GAMES.filter((game) => !game.unsourced);
  const all = await coverageOf(ctx, sourced, { operatorIds: OPERATORS.map((o) => o.id) });
  return all.sort((a, b) => completeness(a) - completeness(b) || b.missing - a.missing);
}
