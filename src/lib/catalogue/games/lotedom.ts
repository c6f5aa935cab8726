/** LoteDom games (source path /lotedom): midday draw. */
import { always, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { firstNumbersOf } from '../derivation.ts';
import { game } from './define.ts';
import { QUINIELA } from '../tickets.ts';

const operatorId = 'lotedom';
const midday = [at('12:00')];

export const lotedomGames = [
  game({
    id: 'quiniela-lotedom',
    name: 'Quiniela LoteDom',
    operatorId,
    route: '/quiniela-lotedom-resultados-diarios',
    home: true,
    aliases: ['quiniela lotedom'],
    sourceTitles: ['Quiniela LoteDom', 'Quiniela', 'LoteDom'],
    schedule: midday,
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'super-pale-lotedom',
    name: 'Super Palé LoteDom',
    operatorId,
    route: '/super-pale-lotedom-resultados',
    home: true,
    aliases: ['super pale lotedom'],
    sourceTitles: ['Super Palé', 'Súper Palé'],
    schedule: midday,
    rules: always(twoDigit(2)),
    derivedFrom: firstNumbersOf('quiniela-lotedom', 'el-quemaito-mayor'),
  }),
  game({
    id: 'el-quemaito-mayor',
    name: 'El Quemaito Mayor',
    operatorId,
    route: '/el-quemaito-mayor',
    home: true,
    aliases: ['quemaito mayor', 'quemaito'],
    schedule: midday,
    rules: always(twoDigit(1)),
  }),
  game({
    id: 'agarra-4',
    name: 'Agarra 4',
    operatorId,
    route: '/agarra-4-resultados-de-la-loteria',
    home: true,
    aliases: ['agarra 4'],
    schedule: midday,
    rules: always(twoDigit(4)),
    derivedFrom: [
      ...[0, 1, 2].map((index) => ({ gameId: 'quiniela-lotedom', index })),
      { gameId: 'el-quemaito-mayor', index: 0 },
    ],
  }),
];
