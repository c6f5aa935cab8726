/**
 * The draws the catalogue schedules on one day (the day page of a day without results yet, issue 31 item 11).
 * Pure: from the catalogue alone, in America/Santo_Domingo.
 */
import { drawsOn, GAMES, scheduledTime, weekdayOf, type Game } from './catalogue/index.ts';

/** A game's draw scheduled on a day, at `time` ("HH:MM", Santo Domingo). */
export interface ScheduledDraw {
  game: Game;
  time: string;
}

/**
 * Every draw scheduled on `date` ("YYYY-MM-DD"), by time then catalogue order: one per slot of the game's weekday
 * (or its documented extra date). Left out: games without a schedule, suspended, ended before `date`, or that no
 * source of the site publishes (their results never show here).
 */
export function drawsScheduledOn(date: string, games: readonly Game[] = GAMES): ScheduledDraw[] {
  return games
    .filter(
      (game) =>
        game.schedule.length > 0 &&
        game.unavailable !== 'suspended' &&
        !game.unsourced &&
        !(game.endedOn && game.endedOn < date) &&
        drawsOn(game, date),
    )
    .flatMap((game) => {
      const day = weekdayOf(date);
      const times = game.schedule.filter((slot) => slot.days.includes(day)).map((slot) => slot.time);
      const fallback = scheduledTime(game, date);
      return (times.length > 0 ? times : fallback ? [fallback] : []).map((time) => ({ game, time }));
    })
    .sort((a, b) => a.time.localeCompare(b.time));
}
