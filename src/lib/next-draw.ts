/**
 * The next scheduled draw of a game (issue 16 item 3), from the catalogue schedule and the clock, in
 * America/Santo_Domingo (UTC-4 all year, no daylight saving time, so a day always has 24 hours). Holiday moves
 * are not known in advance: the result is the schedule's next slot. Pure: the caller passes `now`.
 */
import { weekdayOf, type Game } from './catalogue/index.ts';
import { addDays, dominicanDate, dominicanInstant } from './dates.ts';

/** A weekly game whose only draw of today has passed draws again 7 days later. */
const DAYS_AHEAD = 7;

/**
 * The instant of `game`'s first scheduled draw strictly after `now`, crossing midnight and week boundaries.
 * @returns null when the schedule is unknown (empty), the game is suspended, or it has ended (no slot on or
 *   before its `endedOn`).
 */
export function nextDrawAt(game: Game, now: Date): Date | null {
  if (game.schedule.length === 0 || game.unavailable === 'suspended') return null;
  const today = dominicanDate(now);
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    if (game.endedOn && date > game.endedOn) return null;
    const day = weekdayOf(date);
    const instants = game.schedule
      .filter((slot) => slot.days.includes(day))
      .map((slot) => dominicanInstant(date, slot.time))
      .filter((at) => at.getTime() > now.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    if (instants[0]) return instants[0];
  }
  return null;
}
