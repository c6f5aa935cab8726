/**
 * '¿Gané?': checks a ticket against a stored draw of a game (its draw of a date, or its newest), by the game's
 * ticket rules in the catalogue (`src/lib/ticket-check.ts`). Reads only; no ticket is stored.
 */
import { latestDraws } from '../../../db/queries/draws.ts';
import { gameById, type Game } from '../../lib/catalogue/index.ts';
import { dominicanDate } from '../../lib/dates.ts';
import { emptyDayOf } from '../../lib/empty-day.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { TicketCheck } from '../../lib/schemas/ticket-check.ts';
import { checkTicket, readTicket } from '../../lib/ticket-check.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

const NO_NEIGHBOURS = { previous: null, next: null, nearest: null };

/**
 * Why a ticket of `game` cannot be checked without a stored draw on `date` ("YYYY-MM-DD"), as the game-date page
 * says it (`emptyDayOf`): `draw_not_held` only where the catalogue knows no draw was held, else `draw_missing`
 * (a draw the site lacks, or today's still to come); with no date, no draw stored yet; a future date is bad input.
 */
function noDrawError(game: Game, date: string | undefined, now: Date): ApiError {
  if (!date) return new ApiError('draw_missing', `Todavía no tenemos sorteos de ${game.name}.`);
  if (date > dominicanDate(now)) {
    const long = formatLongDate(date);
    return new ApiError('bad_request', `El sorteo de ${game.name} del ${long} todavía no se ha celebrado.`);
  }
  const day = emptyDayOf(game, date, NO_NEIGHBOURS, now);
  if (day.kind === 'not_held') return new ApiError('draw_not_held', `${day.title}. ${day.detail}`);
  const where = day.source ? ` Consúltalo en ${day.source.name}: ${day.source.url}` : '';
  return new ApiError('draw_missing', `${day.title}. ${day.detail}${where}`);
}

/**
 * The plays `numbers` win in the draw of `gameId` on `date` ("YYYY-MM-DD"; the newest draw when absent; the
 * latest draw time of that day).
 * @throws ApiError bad_request (Spanish) for an unknown game, a game the checker does not cover, or numbers its
 *   rule refuses (count, range, repeats); draw_not_held / draw_missing for a day without a stored draw
 */
export async function checkTicketFor(
  ctx: ServiceContext,
  gameId: string,
  query: { date?: string; numbers: readonly string[] },
): Promise<TicketCheck> {
  const game = gameById(gameId);
  if (!game) throw new ApiError('bad_request', `Juego desconocido: "${gameId}".`);
  if (!game.ticket) throw new ApiError('bad_request', `El verificador todavía no cubre ${game.name}.`);
  const [draw] = await latestDraws(ctx.db, [game.id], query.date);
  if (!draw) throw noDrawError(game, query.date, ctx.now);
  const ticket = readTicket(game, draw.drawDate, query.numbers);
  if (!ticket.ok) throw new ApiError('bad_request', ticket.message);
  return {
    gameId: game.id,
    date: draw.drawDate,
    winning: draw.numbers,
    numbers: ticket.numbers,
    plays: checkTicket(game, draw.drawDate, draw.numbers, ticket.numbers),
    underReview: draw.underReview,
  };
}
