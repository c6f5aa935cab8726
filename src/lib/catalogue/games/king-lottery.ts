/** King Lottery games (source path /king-lottery): midday 12:30 and night 19:30. */
import type { Game, NumberRule } from '../types.ts';
import { always, digit, digits, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { quinielaOfPicks } from '../derivation.ts';
import { game } from './define.ts';

const operatorId = 'king-lottery';
const halves = [
  { key: 'dia', label: 'Día', sourceLabel: 'Medio Día', time: '12:30' },
  { key: 'noche', label: 'Noche', sourceLabel: 'Noche', time: '19:30' },
] as const;

/** The midday and night game of one King Lottery product. */
function pair(slug: string, name: string, rules: NumberRule[]): Game[] {
  return halves.map((h) =>
    game({
      id: `king-${slug}-${h.key}`,
      name: `${name} ${h.label}`,
      operatorId,
      route: `/king-lottery-${slug}-${h.key}`,
      title: `King Lottery ${name} ${h.label} - Resultados de hoy`,
      aliases: [`king lottery ${name.toLowerCase()} ${h.key}`],
      sourceTitles: [`${name} ${h.label}`, `${name} ${h.sourceLabel}`],
      schedule: [at(h.time)],
      rules,
    }),
  );
}

export const kingLotteryGames = [
  game({
    id: 'king-quiniela-dia',
    name: 'King Lottery Día',
    operatorId,
    route: '/king-lottery-quiniela-medio-dia',
    home: true,
    title: 'King Lottery Quiniela Medio Día - Resultados de hoy',
    aliases: ['king lottery 12:30', 'king lottery dia', 'quiniela king'],
    sourceTitles: ['King Lottery 12:30', 'King Lottery Día', 'Quiniela King'],
    schedule: [at('12:30')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('king-pick-3-dia', 'king-pick-4-dia'),
  }),
  game({
    id: 'king-quiniela-noche',
    name: 'King Lottery Noche',
    operatorId,
    route: '/king-lottery-quiniela-noche',
    home: true,
    title: 'King Lottery Quiniela Noche - Resultados de hoy',
    aliases: ['king lottery 7:30', 'king lottery noche'],
    sourceTitles: ['King Lottery 7:30', 'King Lottery Noche'],
    schedule: [at('19:30')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('king-pick-3-noche', 'king-pick-4-noche'),
  }),
  ...pair('pick-3', 'Pick 3', always(digit(3))),
  ...pair('pick-4', 'Pick 4', always(digit(4))),
  ...pair('loto-pool', 'Loto Pool', always(twoDigit(4))),
  ...pair('philipsburg', 'Philipsburg', always(digits(3, 4))),
];
