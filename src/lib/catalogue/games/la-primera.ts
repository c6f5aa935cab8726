/**
 * La Primera games (source path /la-primera): midday 12:00; the night quiniela at 19:00 (the official site and the
 * API's drawTimestamp of 2026-05-26), Loto 5 and El Quinielón Noche at 20:00.
 */
import { always, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';
import { QUINIELA } from '../tickets.ts';

const operatorId = 'la-primera';

export const laPrimeraGames = [
  game({
    id: 'loto-5',
    name: 'Loto 5',
    operatorId,
    route: '/loto-5-resultados-de-hoy-loteria',
    home: true,
    aliases: ['loto 5'],
    schedule: [at('20:00')],
    rules: always(twoDigit(5), twoDigit(1, 'Bono')),
  }),
  game({
    id: 'la-primera-dia',
    name: 'La Primera Día',
    operatorId,
    route: '/la-primera-premios-del-dia',
    home: true,
    aliases: ['la primera dia', 'primera dia', 'quiniela medio dia'],
    sourceTitles: ['La Primera Día', 'Quiniela Medio Día'],
    schedule: [at('12:00')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'la-primera-noche',
    name: 'La Primera Noche',
    operatorId,
    route: '/la-primera-premios-de-la-noche-loteria',
    home: true,
    aliases: ['primera noche', 'quiniela noche'],
    sourceTitles: ['Primera Noche', 'La Primera Noche', 'Quiniela Noche'],
    schedule: [at('19:00')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'el-quinielon-dia',
    name: 'El Quinielón Día',
    operatorId,
    route: '/el-quinielon-dia',
    aliases: ['quinielon dia'],
    schedule: [at('12:00')],
    rules: always(twoDigit(1)),
  }),
  game({
    id: 'el-quinielon-noche',
    name: 'El Quinielón Noche',
    operatorId,
    route: '/el-quinielon-noche',
    aliases: ['quinielon noche'],
    schedule: [at('20:00')],
    rules: always(twoDigit(1)),
  }),
];
