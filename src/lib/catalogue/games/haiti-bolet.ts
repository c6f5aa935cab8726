/**
 * Haiti Bolet (source path /haiti-bolet): six quiniela draws a day, 9:30, 10:30 and 11:30 AM and 5:30, 6:30 and
 * 7:30 PM, each three two-digit lots ("lo"), at the Santo Domingo times its source titles give ("Haiti Bolet 9:30
 * AM"). The source lists it as its own company since 2026-08; each draw is its own game (decision 085).
 */
import { always, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';

const operatorId = 'haiti-bolet';
const draws = [
  ['09:30', '9:30 AM'],
  ['10:30', '10:30 AM'],
  ['11:30', '11:30 AM'],
  ['17:30', '5:30 PM'],
  ['18:30', '6:30 PM'],
  ['19:30', '7:30 PM'],
] as const;

/** The catalogue id (and route tail) of a Haiti Bolet draw: "9:30 AM" -> "haiti-bolet-9-30-am". */
const idOf = (clock: string): string => `haiti-bolet-${clock.toLowerCase().replace(/[: ]/g, '-')}`;

export const haitiBoletGames = draws.map(([time, clock]) =>
  game({
    id: idOf(clock),
    name: `Haiti Bolet ${clock}`,
    operatorId,
    route: `/${idOf(clock)}`,
    aliases: [`haiti bolet ${clock.toLowerCase()}`, `bolet ${clock.toLowerCase()}`],
    schedule: [at(time)],
    rules: always(twoDigit(3)),
  }),
);
