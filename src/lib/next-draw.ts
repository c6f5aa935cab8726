/**
 * The next scheduled draw of a game (issue 16 item 3), from the catalogue schedule and the clock, on the
 * calendar and clocks of the game's zone (America/New_York for the US draws, its daylight saving time read from
 * `Intl`; decision 078). Holiday moves are not known in advance: the result is the schedule's next slot. Pure: the
 * caller passes `now`.
 */
import { drawInstant, gameDate, weekdayOf, type Game } from './catalogue/index.ts';
import { addDays } from './dates.ts';

/** A weekly game whose only draw of today has passed draws again 7 days later. */
const DAYS_AHEAD = 7;

/**
 * The instant of `game`'s first scheduled draw strictly after `now`, crossing midnight and week boundaries.
 * @returns null when the schedule is unknown (empty), the game is suspended, or it has ended (no slot on or
 *   before its `endedOn`).
 */
export function nextDrawAt(game: Game, now: Date): Date | null {
  if (game.schedule.length === 0 || game.unavailable === 'suspended') return null;
  const today = gameDate(game, now);
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    if (game.endedOn && date > game.endedOn) return null;
    const day = weekdayOf(date);
    const instants = game.schedule
      .filter((slot) => slot.days.includes(day))
      .map((slot) => drawInstant(game, date, slot.time))
      .filter((at) => at.getTime() > now.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    if (instants[0]) return instants[0];
  }
  return null;
}
