/**
 * American games (source path /americanas; the Florida picks of the slug map use /loteria-de-florida).
 * Times are the official ones in Eastern Time (America/New_York, decision 078): New York 2:30 and 10:30 p.m.,
 * Florida picks 1:30 and 9:45 p.m., Mega Millions 11:00 p.m., Powerball 10:59 p.m. kept at the "23:00" its draws
 * are stored with, Florida's 11:15 p.m. games, Cash 4 Life 9:00 p.m. Number ranges follow the official rule
 * changes; Mega Millions' Mega Ball is 1-25 until 2025-04-07 and 1-24 after it; Cash 4 Life's last draw was
 * 2026-02-21. Decision 085 adds the draw games the source lists beside them, with their official rules and times:
 * Take 5 (5 of 1-39, 2:30 and 10:30 p.m.), New York Lotto (6 of 1-59 and a bonus ball of 1-59, Wednesday and
 * Saturday 8:15 p.m.), Millionaire for Life (5 of 1-58 and a Millionaire Ball of 1-5, daily 11:15 p.m., first
 * draw 2026-02-22), Florida Lotto (6 of 1-53, Wednesday and Saturday 11:15 p.m.), Fantasy 5's midday draw
 * (1:05 p.m.), and the Georgia (12:29, 6:59 and 11:34 p.m.) and New Jersey (12:59 and 10:57 p.m.) quinielas
 * the Dominican sites publish from those states' midday and evening draws.
 */
import type { NumberRule } from '../types.ts';
import { foldText } from '../../text.ts';
import { always, digit, range, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { quinielaOfPicks } from '../derivation.ts';
import { usGame } from './define.ts';
import { MEGA_MILLIONS, POWERBALL } from '../tickets.ts';

const operatorId = 'americanas';
const florida = '/loteria-de-florida';

const megaMillionsRules: NumberRule[] = [
  { until: '2005-06-21', segments: [range(5, 1, 52), range(1, 1, 52, 'Mega Ball')], uniformWidth: true },
  {
    from: '2005-06-22',
    until: '2013-10-18',
    segments: [range(5, 1, 56), range(1, 1, 46, 'Mega Ball')],
    uniformWidth: true,
  },
  {
    from: '2013-10-19',
    until: '2017-10-27',
    segments: [range(5, 1, 75), range(1, 1, 15, 'Mega Ball')],
    uniformWidth: true,
  },
  {
    from: '2017-10-28',
    until: '2025-04-07',
    segments: [range(5, 1, 70), range(1, 1, 25, 'Mega Ball')],
    uniformWidth: true,
  },
  { from: '2025-04-08', segments: [range(5, 1, 70), range(1, 1, 24, 'Mega Ball')], uniformWidth: true },
];
const powerballRules: NumberRule[] = [
  { until: '2012-01-14', segments: [range(5, 1, 59), range(1, 1, 39, 'Powerball')], uniformWidth: true },
  {
    from: '2012-01-15',
    until: '2015-10-06',
    segments: [range(5, 1, 59), range(1, 1, 35, 'Powerball')],
    uniformWidth: true,
  },
  { from: '2015-10-07', segments: [range(5, 1, 69), range(1, 1, 26, 'Powerball')], uniformWidth: true },
];
/** Power Play and Megaplier values as data.ny.gov (older rows zero-padded) and the Dominican sites publish them. */
const multipliers = ['2', '3', '4', '5', '10', '02', '03', '04', '05', '2X', '3X', '4X', '5X', '10X'];
const doublePlayRules: NumberRule[] = [
  { from: '2021-08-23', segments: [range(5, 1, 69), range(1, 1, 26, 'Powerball')], uniformWidth: true },
];
const pick = (n: number): NumberRule[] => [{ segments: [digit(n)] }, { segments: [digit(n), digit(1, 'Fireball')] }];
/** The quinielas of a US state the Dominican sites publish (three two-digit numbers per draw), one per draw time. */
const usQuinielas = (key: string, state: string, draws: readonly (readonly [half: string, time: string])[]) =>
  draws.map(([half, time]) =>
    usGame({
      id: `${key}-${foldText(half)}`,
      name: `${state} ${half}`,
      operatorId,
      route: `/${key}-${foldText(half)}`,
      aliases: [foldText(`${state} ${half}`)],
      schedule: [at(time)],
      rules: always(twoDigit(3)),
    }),
  );
const floridaPick = (n: number, half: 'Día' | 'Noche') =>
  usGame({
    id: `florida-pick-${n}-${half === 'Día' ? 'dia' : 'noche'}`,
    name: `Florida Pick ${n} ${half}`,
    operatorId,
    route: `/florida-pick-${n}-${half === 'Día' ? 'dia' : 'noche'}`,
    sourcePath: florida,
    aliases: [`pick ${n} ${half === 'Día' ? 'dia' : 'noche'}`],
    sourceTitles: [`Pick ${n} ${half === 'Día' ? 'Dia' : 'Noche'}`],
    schedule: [at(half === 'Día' ? '13:30' : '21:45')],
    rules: pick(n),
  });

export const americanasGames = [
  usGame({
    id: 'new-york-tarde',
    name: 'New York Tarde',
    operatorId,
    route: '/loteria-new-york-tarde-de-hoy-resultados',
    home: true,
    aliases: ['new york tarde', 'nueva york tarde', 'new york medio dia'],
    schedule: [at('14:30')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('new-york-numbers-tarde', 'new-york-win-4-tarde'),
  }),
  usGame({
    id: 'new-york-noche',
    name: 'New York Noche',
    operatorId,
    route: '/new-york-noche-resultados-de-hoy',
    home: true,
    aliases: ['new york noche', 'nueva york noche'],
    schedule: [at('22:30')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('new-york-numbers-noche', 'new-york-win-4-noche'),
  }),
  usGame({
    id: 'florida-dia',
    name: 'Florida Día',
    operatorId,
    route: '/florida-dia',
    home: true,
    aliases: ['florida dia', 'florida tarde'],
    schedule: [at('13:30')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('florida-pick-3-dia', 'florida-pick-4-dia'),
  }),
  usGame({
    id: 'florida-noche',
    name: 'Florida Noche',
    operatorId,
    route: '/florida-noche',
    home: true,
    aliases: ['florida noche'],
    schedule: [at('21:45')],
    rules: always(twoDigit(3)),
    derivedFrom: quinielaOfPicks('florida-pick-3-noche', 'florida-pick-4-noche'),
  }),
  usGame({
    id: 'mega-millions',
    name: 'Mega Millions',
    operatorId,
    route: '/numeros-ganadores-loteria-mega-millions',
    home: true,
    title: 'Mega Millions - Números ganadores',
    aliases: ['mega millions'],
    schedule: [at('23:00', [2, 5])],
    rules: megaMillionsRules,
    ticket: MEGA_MILLIONS,
    extras: { multipliers },
  }),
  usGame({
    id: 'powerball',
    name: 'PowerBall',
    operatorId,
    route: '/powerball',
    home: true,
    aliases: ['powerball'],
    sourceTitles: ['PowerBall', 'Powerball'],
    schedule: [at('23:00', [1, 3, 6])],
    rules: powerballRules,
    ticket: POWERBALL,
    extras: { multipliers, doublePlay: doublePlayRules },
  }),
  usGame({
    id: 'powerball-double-play',
    name: 'Powerball Double Play',
    operatorId,
    route: '/powerball-double-play',
    aliases: ['powerball double play'],
    sourceTitles: ['PowerBall Double Play', 'Powerball Double Play'],
    schedule: [at('23:00', [1, 3, 6])],
    rules: doublePlayRules,
  }),
  usGame({
    id: 'cash-4-life',
    name: 'Cash 4 Life',
    operatorId,
    route: '/cash-4-life',
    home: true,
    aliases: ['cash 4 life', 'cash4life'],
    schedule: [at('21:00')],
    endedOn: '2026-02-21',
    rules: [{ from: '2014-06-16', segments: [range(5, 1, 60), range(1, 1, 4, 'Cash Ball')] }],
  }),
  ...[2, 3, 4, 5].flatMap((n) => [floridaPick(n, 'Día'), floridaPick(n, 'Noche')]),
  usGame({
    id: 'florida-fantasy-5',
    name: 'Fantasy 5',
    operatorId,
    route: '/florida-fantasy-5',
    sourcePath: florida,
    aliases: ['fantasy 5'],
    sourceTitles: ['Fantasy 5', 'Fantasy'],
    schedule: [at('23:15')],
    rules: always(range(5, 1, 36)),
  }),
  usGame({
    id: 'florida-fantasy-5-dia',
    name: 'Fantasy 5 Día',
    operatorId,
    route: '/florida-fantasy-5-dia',
    sourcePath: florida,
    aliases: ['fantasy 5 dia', 'fantasy 5 midday', 'fantasy 5 mediodia'],
    sourceTitles: ['Fantasy 5 Día', 'Fantasy 5 Midday', 'Fantasy 5 Medio Día'],
    schedule: [at('13:05')],
    rules: always(range(5, 1, 36)),
  }),
  usGame({
    id: 'florida-lotto',
    name: 'Florida Lotto',
    operatorId,
    route: '/florida-lotto',
    sourcePath: florida,
    aliases: ['florida lotto'],
    schedule: [at('23:15', [3, 6])],
    rules: always(range(6, 1, 53)),
  }),
  usGame({
    id: 'florida-lotto-double-play',
    name: 'Florida Lotto Double Play',
    operatorId,
    route: '/florida-lotto-double-play',
    sourcePath: florida,
    aliases: ['lotto double play'],
    schedule: [at('23:15', [3, 6])],
    rules: always(range(6, 1, 53)),
  }),
  usGame({
    id: 'jackpot-triple-play',
    name: 'Jackpot Triple Play',
    operatorId,
    route: '/jackpot-triple-play',
    sourcePath: florida,
    aliases: ['jackpot triple play'],
    schedule: [at('23:15', [2, 5])],
    rules: always(range(6, 1, 46)),
  }),
  ...(['Día', 'Noche'] as const).map((half) =>
    usGame({
      id: `take-5-${half === 'Día' ? 'dia' : 'noche'}`,
      name: `Take 5 ${half}`,
      operatorId,
      route: `/take-5-${half === 'Día' ? 'dia' : 'noche'}`,
      aliases: [foldText(`take 5 ${half}`), `take 5 ${half === 'Día' ? 'midday' : 'evening'}`],
      sourceTitles: [`Take 5 ${half}`, `Take 5 ${half === 'Día' ? 'Midday' : 'Evening'}`],
      schedule: [at(half === 'Día' ? '14:30' : '22:30')],
      rules: always(range(5, 1, 39)),
    }),
  ),
  usGame({
    id: 'new-york-lotto',
    name: 'New York Lotto',
    operatorId,
    route: '/new-york-lotto',
    aliases: ['new york lotto', 'ny lotto'],
    schedule: [at('20:15', [3, 6])],
    rules: [{ segments: [range(6, 1, 59), range(1, 1, 59, 'Bonus')], uniformWidth: true }],
  }),
  usGame({
    id: 'millionaire-for-life',
    name: 'Millionaire for Life',
    operatorId,
    route: '/millionaire-for-life',
    aliases: ['millionaire for life'],
    sourceTitles: ['Millionaire for Life', 'Millionaire For Life'],
    schedule: [at('23:15')],
    rules: [
      { from: '2026-02-22', segments: [range(5, 1, 58), range(1, 1, 5, 'Millionaire Ball')], uniformWidth: true },
    ],
  }),
  ...usQuinielas('georgia', 'Georgia', [
    ['Día', '12:29'],
    ['Tarde', '18:59'],
    ['Noche', '23:34'],
  ]),
  ...usQuinielas('new-jersey', 'New Jersey', [
    ['Día', '12:59'],
    ['Noche', '22:57'],
  ]),
];
