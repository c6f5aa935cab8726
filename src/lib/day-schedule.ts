/**
 * The draws the catalogue schedules on one day (issue 31 item 11, issue 34): today's still to come, and a past
 * day's draws the site lacks. Pure: from the catalogue alone; each draw at its instant (decision 078).
 */
import { drawInstant, GAMES, scheduledTime, weekdayOf, type Game } from './catalogue/index.ts';
import { notHeldOn } from './draw-days.ts';

/** A game's draw scheduled on a day, at `time` ("HH:MM" in the game's zone), `at` that instant. */
export interface ScheduledDraw {
  game: Game;
  time: string;
  at: Date;
}

/**
 * Every draw scheduled on `date` ("YYYY-MM-DD"), by instant then catalogue order: one per slot of the game's
 * weekday (or its documented extra date). Left out: games without a schedule, suspended, that no source of the site
 * publishes (their results never show here), and days the catalogue knows the game was not held (`notHeldOn`).
 */
export function drawsScheduledOn(date: string, games: readonly Game[] = GAMES): ScheduledDraw[] {
  return games
    .filter(
      (game) =>
        game.schedule.length > 0 && game.unavailable !== 'suspended' && !game.unsourced && !notHeldOn(game, date),
    )
    .flatMap((game) => {
      const day = weekdayOf(date);
      const times = game.schedule.filter((slot) => slot.days.includes(day)).map((slot) => slot.time);
      const fallback = scheduledTime(game, date);
      return (times.length > 0 ? times : fallback ? [fallback] : []).map((time) => ({
        game,
        time,
        at: drawInstant(game, date, time),
      }));
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
