/** Draw-schedule helpers: building slots and finding the scheduled time of a draw. */
import { addDays, SANTO_DOMINGO_TIME_ZONE, zonedInstant, zonedMoment, type ZonedMoment } from '../dates.ts';
import type { DrawSlot, Game, Weekday } from './types.ts';

const EVERY_DAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
export const MON_TO_SAT: readonly Weekday[] = [1, 2, 3, 4, 5, 6];

/** A slot at `time` ("HH:MM", in the game's `timeZone`) on `days` (every day by default). */
export const at = (time: string, days: readonly Weekday[] = EVERY_DAY): DrawSlot => ({ days, time });

/** Weekday of a calendar date "YYYY-MM-DD" (the date itself, no time zone involved). */
export function weekdayOf(drawDate: string): Weekday {
  return new Date(`${drawDate}T12:00:00Z`).getUTCDay() as Weekday;
}

/**
 * Scheduled draw time "HH:MM" of `game` on `drawDate`: the slot for that weekday, else the game's first
 * slot (a source may publish a draw on an unusual day, e.g. a holiday move), else null (no schedule).
 */
export function scheduledTime(game: Game, drawDate: string): string | null {
  const day = weekdayOf(drawDate);
  const slot = game.schedule.find((s) => s.days.includes(day)) ?? game.schedule[0];
  return slot?.time ?? null;
}

/**
 * Whether `game` draws on `drawDate` ("YYYY-MM-DD"): a weekday of one of its slots, or one of its documented
 * `extraDrawDates`. A game without a schedule draws any day.
 */
export function drawsOn(game: Game, drawDate: string): boolean {
  if (game.schedule.length === 0 || game.extraDrawDates?.includes(drawDate)) return true;
  const day = weekdayOf(drawDate);
  return game.schedule.some((slot) => slot.days.includes(day));
}

/** The instant of `game`'s draw at `time` ("HH:MM") on `drawDate` ("YYYY-MM-DD"), both read in its `timeZone`. */
export const drawInstant = (game: Pick<Game, 'timeZone'>, drawDate: string, time: string): Date =>
  zonedInstant(drawDate, time, game.timeZone);

/** The calendar date "YYYY-MM-DD" in `game`'s `timeZone` at the instant `now`: the date its draws of that day carry. */
export const gameDate = (game: Pick<Game, 'timeZone'>, now: Date): string => zonedMoment(now, game.timeZone).date;

/**
 * A draw of `game` at `time` on `drawDate` (its zone's) as Santo Domingo's clocks read it: the same for a Dominican
 * game; a US draw at "22:59" is "23:59" there in winter and "22:59" in summer (decision 078).
 */
export function santoDomingoMoment(game: Pick<Game, 'timeZone'>, drawDate: string, time: string): ZonedMoment {
  if (game.timeZone === SANTO_DOMINGO_TIME_ZONE) return { date: drawDate, time };
  return zonedMoment(drawInstant(game, drawDate, time), SANTO_DOMINGO_TIME_ZONE);
}

/** A slot as Santo Domingo reads it: the game's draw days, the time there, and whether that is the next day there. */
export interface SantoDomingoSlot extends DrawSlot {
  /** The draw falls after midnight in Santo Domingo (a US draw at 23:00 ET in winter is 00:00 the next day). */
  nextDay: boolean;
}

/**
 * `game`'s schedule as Santo Domingo reads it in the week from `now` (decision 078): the days stay the game's
 * (its draws' dates), each slot's time is converted from the game's zone on that day's next date, and days of
 * the same Santo Domingo time are merged (a week that crosses a US clock change splits a slot into its two
 * times). A Dominican game's schedule is returned as it is.
 */
export function santoDomingoSlots(game: Game, now: Date): SantoDomingoSlot[] {
  if (game.timeZone === SANTO_DOMINGO_TIME_ZONE) return game.schedule.map((slot) => ({ ...slot, nextDay: false }));
  const today = gameDate(game, now);
  const week = Array.from({ length: 7 }, (_, ahead) => addDays(today, ahead));
  const slots = new Map<string, SantoDomingoSlot>();
  for (const slot of game.schedule) {
    for (const date of week.filter((d) => slot.days.includes(weekdayOf(d)))) {
      const local = santoDomingoMoment(game, date, slot.time);
      const nextDay = local.date > date;
      const key = `${local.time} ${nextDay}`;
      const days = [...(slots.get(key)?.days ?? []), weekdayOf(date)];
      slots.set(key, { days, time: local.time, nextDay });
    }
  }
  return [...slots.values()];
}
