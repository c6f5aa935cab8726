/**
 * What the site may say about a day without a stored draw of a game (decision 082). A day is 'not held' only
 * where the catalogue knows it: the game does not draw on that weekday, it had ended, or its operator held no
 * draws that day (`catalogue/closures.ts`, each with its source). Any other past day is a draw the site lacks,
 * never a day without a draw.
 */
import { CLOSURES, type DrawClosure } from './catalogue/closures.ts';
import { drawsOn, operatorOf, sourcePathOf, weekdayOf, type Game, type OfficialSource } from './catalogue/index.ts';
import { addDays } from './dates.ts';
import { formatLongDate } from './format.ts';

/** Why a game had no draw on a day (one Spanish sentence) and, where it is not the catalogue's schedule, the source. */
export interface NotHeld {
  reason: string;
  source: OfficialSource | null;
}

const WEEKDAYS_PLURAL = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

/** "los miércoles y sábados" for the weekdays of `game`'s slots, in week order. */
function drawDaysOf(game: Game): string {
  const days = [...new Set(game.schedule.flatMap((slot) => slot.days))].sort().map((d) => WEEKDAYS_PLURAL[d] ?? '');
  const last = days.pop() ?? '';
  return `los ${days.length > 0 ? `${days.join(', ')} y ${last}` : last}`;
}

/** The closure of `game`'s operator on `date`, if any. */
const closureOf = (game: Game, date: string): DrawClosure | undefined =>
  CLOSURES.find((c) => c.date === date && c.operatorIds.includes(game.operatorId));

/**
 * Whether the catalogue knows `game` held no draw on `date` ("YYYY-MM-DD"), and why.
 * @returns the reason and its source, or null when a draw was due that day (stored or not).
 */
export function notHeldOn(game: Game, date: string): NotHeld | null {
  if (game.endedOn && date > game.endedOn) {
    return { reason: `${game.name} dejó de sortearse después del ${formatLongDate(game.endedOn)}.`, source: null };
  }
  const closure = closureOf(game, date);
  if (closure) return { reason: `${closure.reason}.`, source: closure.source };
  if (!drawsOn(game, date)) return { reason: `${game.name} se sortea ${drawDaysOf(game)}.`, source: null };
  return null;
}

/** Where a player can look up a draw the site lacks: the operator's official site, else the results page it is read from. */
export function resultsSourceOf(game: Game): OfficialSource {
  const operator = operatorOf(game);
  return (
    game.unsourced?.officialSource ??
    operator.officialSite ?? {
      name: 'loteriasdominicanas.com',
      url: `https://loteriasdominicanas.com${sourcePathOf(game)}`,
    }
  );
}

/**
 * How many draws of `game` were due from `from` to `to` (inclusive, "YYYY-MM-DD"): its slots on each day the
 * catalogue does not know it was not held. Null for a game without a schedule (any day may have a draw).
 */
export function scheduledDrawCount(game: Game, from: string, to: string): number | null {
  if (game.schedule.length === 0) return null;
  let count = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (notHeldOn(game, date)) continue;
    const day = weekdayOf(date);
    count += Math.max(1, game.schedule.filter((slot) => slot.days.includes(day)).length);
  }
  return count;
}
