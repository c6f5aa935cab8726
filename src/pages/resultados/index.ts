/**
 * `/resultados?fecha=AAAA-MM-DD[&juego={game id}]`, where the date picker's form goes: 302 to that day's page, or
 * with a catalogue game's id to that game's draws of the day (`/{game}/{date}`); without a valid date (missing,
 * malformed, in the future) 302 to today's page, or to the game's page. An unknown `juego` is ignored.
 */
import type { APIRoute } from 'astro';
import { gameById } from '../../lib/catalogue/index.ts';
import { parsePageDate } from '../../lib/schemas/page-date.ts';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => {
  const date = parsePageDate(url.searchParams.get('fecha'), new Date());
  const game = gameById(url.searchParams.get('juego') ?? '');
  if (game) return redirect(date ? `${game.route}/${date}` : game.route, 302);
  return redirect(`/resultados/${date ?? 'hoy'}`, 302);
};
