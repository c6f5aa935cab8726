/**
 * What a game-date page says when the site stores no draw of the game that day (decision 082): that no draw was
 * held (only where the catalogue knows it, `draw-days.ts`), that today's is still to come, or that Gana Más does
 * not have a draw that was due, with where to look it up and the stored draws around it.
 */
import { gameDate, scheduledTime, type Game, type OfficialSource } from './catalogue/index.ts';
import { notHeldOn, resultsSourceOf } from './draw-days.ts';
import { formatDrawTime, formatLongDate } from './format.ts';

/** The page's heading, its explanation, its source link and the stored draw dates to offer, each with its label. */
export interface EmptyDay {
  kind: 'not_held' | 'pending' | 'missing';
  title: string;
  detail: string;
  source: OfficialSource | null;
  around: { date: string; label: string }[];
}

/** The stored draw dates around the day: the closest before and after, and the closer of both. */
interface Neighbours {
  previous: string | null;
  next: string | null;
  nearest: string | null;
}

/** " a las 8:55 p. m." for the game's scheduled time that day (Santo Domingo's clock), or "" without a schedule. */
function atTime(game: Game, date: string): string {
  const time = scheduledTime(game, date);
  return time ? ` a las ${formatDrawTime(date, time, game.timeZone)}` : '';
}

/**
 * The empty state of `game`'s page for `date` ("YYYY-MM-DD", not in the future), given the stored draws around it
 * and the current instant `now`.
 */
export function emptyDayOf(game: Game, date: string, around: Neighbours, now: Date): EmptyDay {
  const long = formatLongDate(date);
  const notHeld = notHeldOn(game, date);
  if (notHeld) {
    return {
      kind: 'not_held',
      title: `No hubo sorteo de ${game.name} el ${long}`,
      detail: notHeld.reason,
      source: notHeld.source,
      around: around.nearest ? [{ date: around.nearest, label: 'Ver el sorteo más cercano' }] : [],
    };
  }
  const stored = [
    ...(around.previous ? [{ date: around.previous, label: 'Sorteo anterior que tenemos' }] : []),
    ...(around.next ? [{ date: around.next, label: 'Sorteo siguiente que tenemos' }] : []),
  ];
  if (date === gameDate(game, now)) {
    return {
      kind: 'pending',
      title: `Todavía no tenemos el resultado de ${game.name} de hoy`,
      detail: `El sorteo de hoy es${atTime(game, date)}. Publicamos los números en cuanto salen.`,
      source: resultsSourceOf(game),
      around: stored,
    };
  }
  return {
    kind: 'missing',
    title: `Gana Más no tiene el resultado de ${game.name} del ${long}`,
    detail: `Ese día había sorteo programado${atTime(game, date)}, pero no tenemos su resultado.`,
    source: resultsSourceOf(game),
    around: stored,
  };
}
