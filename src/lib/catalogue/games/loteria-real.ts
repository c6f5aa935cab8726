/** Lotería Real games (source path /loto-real). Daily draw at 12:55. */
import { always, digit, range, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';

const operatorId = 'loteria-real';
const midday = [at('12:55')];

export const loteriaRealGames = [
  game({
    id: 'loto-pool-real', name: 'Loto Pool Real', operatorId, route: '/loto-pool-loteria-real-resultados', home: true,
    aliases: ['loto pool real'], sourceTitles: ['Loto Pool'], schedule: midday, rules: always(twoDigit(4)),
  }),
  game({
    id: 'quiniela-real', name: 'Quiniela Real', operatorId, route: '/resultados-quiniela-real-de-hoy', home: true,
    aliases: ['quiniela real'], sourceTitles: ['Quiniela Real', 'Quiniela'], schedule: midday, rules: always(twoDigit(3)),
  }),
  game({
    id: 'loto-real', name: 'Loto Real', operatorId, route: '/loto-real-resultados-de-hoy', home: true,
    aliases: ['loto real'], schedule: [at('12:55', [2, 5])], rules: always(range(6, 1, 38)),
  }),
  game({
    id: 'nueva-yol-real', name: 'Nueva Yol Real', operatorId, route: '/loteria-new-york-real-hoy', home: true,
    aliases: ['nueva yol real', 'new york real'], schedule: midday, rules: always(twoDigit(3)),
  }),
  game({
    id: 'tu-fecha-real', name: 'Tu Fecha Real', operatorId, route: '/tu-fecha-real', home: true,
    aliases: ['tu fecha real'], schedule: midday, rules: always(twoDigit(1)),
  }),
  game({
    id: 'pega-4-real', name: 'Pega 4 Real', operatorId, route: '/pega-4-real', home: true,
    aliases: ['pega 4 real'], sourceTitles: ['Pega 4 Real', 'Pega 4'], schedule: midday, rules: always(digit(4)),
  }),
  game({
    id: 'super-pale-real', name: 'Super Palé Real', operatorId, route: '/super-pale-real-resultados-de-hoy', home: true,
    aliases: ['super pale real'], sourceTitles: ['Super Palé', 'Súper Palé'], schedule: midday, rules: always(twoDigit(2)),
  }),
  game({
    id: 'loto-pool-real-noche', name: 'Loto Pool Noche', operatorId, route: '/loto-pool-noche-loteria-real',
    aliases: ['loto pool noche'], schedule: [at('20:55')], rules: always(twoDigit(4)),
  }),
  game({
    id: 'chance-real', name: 'Chance Real', operatorId, route: '/chance-real',
    aliases: ['chance real'], schedule: midday, rules: always(twoDigit(5)),
  }),
  game({
    id: 'repartidera-real', name: 'Repartidera Real', operatorId, route: '/repartidera-real',
    aliases: ['repartidera real'], schedule: midday, rules: always(twoDigit(1)),
  }),
];
