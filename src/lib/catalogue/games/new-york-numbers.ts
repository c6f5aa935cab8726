/**
 * New York Numbers (Pick 3) and Win 4 (Pick 4), midday and evening (source path /americanas; official data
 * from data.ny.gov `hsys-3def`). They are the inputs of New York Tarde/Noche (1st = last two digits of
 * Numbers, 2nd and 3rd = first and last two digits of Win 4). Times are the official ones in Eastern Time
 * (America/New_York, decision 078), as New York Tarde/Noche. Not on the home grid.
 */
import { always, digit } from '../rules.ts';
import { at } from '../schedule.ts';
import { usGame } from './define.ts';

const operatorId = 'americanas';
const halves = [
  { key: 'tarde', label: 'Tarde', source: 'Midday', time: '14:30' },
  { key: 'noche', label: 'Noche', source: 'Evening', time: '22:30' },
] as const;

export const newYorkNumbersGames = halves.flatMap((half) => [
  usGame({
    id: `new-york-numbers-${half.key}`,
    name: `New York Numbers ${half.label}`,
    operatorId,
    route: `/new-york-numbers-${half.key}`,
    aliases: [`new york numbers ${half.key}`, `numbers ${half.source.toLowerCase()}`],
    sourceTitles: [`Numbers ${half.source}`],
    schedule: [at(half.time)],
    rules: always(digit(3)),
  }),
  usGame({
    id: `new-york-win-4-${half.key}`,
    name: `New York Win 4 ${half.label}`,
    operatorId,
    route: `/new-york-win-4-${half.key}`,
    aliases: [`new york win 4 ${half.key}`, `win 4 ${half.source.toLowerCase()}`],
    sourceTitles: [`Win 4 ${half.source}`],
    schedule: [at(half.time)],
    rules: always(digit(4)),
  }),
]);
