/**
 * '¿Gané?': checks a ticket against a stored draw of a game (its draw of a date, or its newest), by the game's
 * ticket rules in the catalogue (`src/lib/ticket-check.ts`). Reads only; no ticket is stored.
 */
import { latestDraws } from '../../../db/queries/draws.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { TicketCheck } from '../../lib/schemas/ticket-check.ts';
import { checkTicket, readTicket } from '../../lib/ticket-check.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** Why a ticket of `gameName` cannot be checked: no stored draw on `date` ("YYYY-MM-DD", written in Spanish), or none yet. */
const noDrawMessage = (gameName: string, date: string | undefined): string =>
  `No hay sorteo de ${gameName} ${date ? `el ${formatLongDate(date)}` : 'todavía'}.`;

/**
 * The plays `numbers` win in the draw of `gameId` on `date` ("YYYY-MM-DD"; the newest draw when absent; the
 * latest draw time of that day).
 * @throws ApiError bad_request (Spanish) for an unknown game, a game the checker does not cover, a day without
 *   a draw, or numbers its rule refuses (count, range, repeats)
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
  if (!draw) throw new ApiError('bad_request', noDrawMessage(game.name, query.date));
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
