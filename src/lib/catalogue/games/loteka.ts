/**
 * Loteka games (Loteka provider type: empty source path). Daily draw at 19:55. Since 2026-09 the source also lists
 * a daytime Loteka quiniela (Quiniela Loteka Día); no source the site has states its time, so 13:00 stands in for it
 * (decision 085).
 */
import { always, digit, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';
import { QUINIELA } from '../tickets.ts';

const operatorId = 'loteka';
const evening = [at('19:55')];
const lotekaSite = { name: 'Loteka', url: 'https://loteka.com.do/' };

export const lotekaGames = [
  game({
    id: 'quiniela-loteka',
    name: 'Quiniela Loteka',
    operatorId,
    route: '/quiniela-loteka-resultados',
    home: true,
    aliases: ['quiniela loteka'],
    sourceTitles: ['Quiniela Loteka', 'Quiniela'],
    schedule: evening,
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
    unavailable: 'limited',
  }),
  game({
    id: 'quiniela-loteka-dia',
    name: 'Quiniela Loteka Día',
    operatorId,
    route: '/quiniela-loteka-dia',
    aliases: ['quiniela loteka dia', 'loteka dia'],
    sourceTitles: ['Quiniela Loteka Día', 'Loteka Día'],
    schedule: [at('13:00')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'mega-chances',
    name: 'Mega Chances',
    operatorId,
    route: '/mega-chances-loteka',
    home: true,
    aliases: ['mega chances', 'megachance', 'mega chance'],
    sourceTitles: ['Mega Chances', 'MegaChance'],
    schedule: evening,
    rules: always(twoDigit(5)),
    view: 'megachance',
  }),
  game({
    id: 'chance-express',
    name: 'Chance Express',
    operatorId,
    route: '/chance-express-resultados-de-hoy-loteka',
    home: true,
    aliases: ['chance express'],
    schedule: [],
    rules: always(twoDigit(5)),
    unsourced: {
      reason:
        'Loteka publica los sorteos de Chance Express solo en su propio sitio y todavía no tenemos una copia verificada de esa fuente para leerla.',
      officialSource: lotekaSite,
    },
  }),
  game({
    id: 'el-extra',
    name: 'El Extra',
    operatorId,
    route: '/el-extra-de-loteka-resultados',
    aliases: ['el extra'],
    schedule: evening,
    rules: always(twoDigit(1)),
    unsourced: {
      reason: 'Ninguna fuente pública que podamos verificar publica los resultados de El Extra.',
      officialSource: lotekaSite,
    },
  }),
  game({
    id: 'toca-3',
    name: 'Toca 3',
    operatorId,
    route: '/toca-3-loteka-resultados',
    home: true,
    aliases: ['toca 3', 'toca'],
    schedule: evening,
    rules: always(digit(3)),
    view: 'toca3',
  }),
  game({
    id: 'megalotto',
    name: 'Mega Lotto',
    operatorId,
    route: '/mega-lotto-de-loteka-megalotto',
    home: true,
    title: 'Mega Lotto - Lotto Loteka y Power Lotto',
    aliases: ['megalotto', 'mega lotto', 'lotto loteka'],
    sourceTitles: ['MegaLotto', 'Mega Lotto', 'Lotto Loteka'],
    schedule: [at('19:55', [1, 4])],
    rules: always(twoDigit(6), twoDigit(1, 'Extra Lotto'), twoDigit(1, 'PowerLotto')),
    view: 'lotto',
    unavailable: 'suspended',
  }),
  game({
    id: 'repartidera',
    name: 'Repartidera de Mega Chance',
    operatorId,
    route: '/repartidera-de-mega-chance-resultados-loteka',
    home: true,
    aliases: ['repartidera', 'mc repartidera', 'megachance repartidera', 'mega chances repartidera'],
    sourceTitles: [
      'MC Repartidera',
      'Mega Chances Repartidera',
      'Repartidera MegaChance',
      'Repartidera de Mega Chance',
    ],
    schedule: evening,
    rules: always(twoDigit(1)),
    view: 'repartidera',
    defaultHour: '19:55',
  }),
];
