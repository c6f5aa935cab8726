/** Leidsa games (source path /leidsa). Draws Monday to Saturday 20:55, Sunday 15:55. */
import { always, range, twoDigit } from '../rules.ts';
import { at, MON_TO_SAT } from '../schedule.ts';
import { firstNumbersOf } from '../derivation.ts';
import { game } from './define.ts';
import { LEIDSA_LOTO, QUINIELA_LEIDSA, SUPER_PALE_LEIDSA } from '../tickets.ts';

const operatorId = 'leidsa';
const daily = [at('20:55', MON_TO_SAT), at('15:55', [0])];

export const leidsaGames = [
  game({
    id: 'pega-3-mas',
    name: 'Pega 3 Más',
    operatorId,
    route: '/pega-3-mas-leidsa',
    home: true,
    aliases: ['pega 3 mas'],
    schedule: daily,
    rules: always(twoDigit(3)),
  }),
  game({
    id: 'quiniela-leidsa',
    name: 'Quiniela Leidsa',
    operatorId,
    route: '/quiniela-pale-leidsa',
    home: true,
    title: 'Quiniela Leidsa - Quiniela Palé de hoy',
    aliases: ['quiniela leidsa', 'quiniela pale'],
    sourceTitles: ['Quiniela Leidsa', 'Quiniela', 'Quiniela Palé'],
    schedule: daily,
    rules: always(twoDigit(3)),
    ticket: QUINIELA_LEIDSA,
  }),
  game({
    id: 'loto-pool-leidsa',
    name: 'Loto Pool',
    operatorId,
    route: '/loto-pool-leidsa-resultados',
    home: true,
    title: 'Loto Pool Leidsa - Resultados de hoy',
    aliases: ['loto pool leidsa'],
    schedule: daily,
    rules: always(twoDigit(5)),
  }),
  game({
    id: 'super-kino-tv',
    name: 'Super Kino TV',
    operatorId,
    route: '/super-kino-tv-de-hoy',
    home: true,
    aliases: ['super kino tv', 'kino tv', 'kinotv'],
    sourceTitles: ['Super Kino TV', 'KinoTV', 'Super Kino'],
    schedule: daily,
    rules: always(range(20, 1, 80)),
  }),
  game({
    id: 'super-pale-leidsa',
    name: 'Super Palé',
    operatorId,
    route: '/super-pale-leidsa',
    title: 'Super Palé Leidsa - Resultados de hoy',
    aliases: ['super pale leidsa', 'super pale'],
    sourceTitles: ['Super Palé', 'Súper Palé'],
    schedule: daily,
    rules: always(twoDigit(2)),
    ticket: SUPER_PALE_LEIDSA,
    derivedFrom: firstNumbersOf('quiniela-leidsa', 'loteria-nacional'),
  }),
  game({
    id: 'loto-leidsa',
    name: 'Loto - Super Loto Más',
    operatorId,
    route: '/loto-super-loto-mas-leidsa',
    aliases: ['loto - super loto mas', 'loto - loto mas', 'super loto mas', 'loto mas'],
    sourceTitles: ['Loto - Super Loto Más', 'Loto - Loto Más', 'Loto Más', 'Loto'],
    schedule: [at('20:55', [3, 6])],
    rules: always(range(6, 1, 40), range(1, 1, 12, 'Más'), range(1, 1, 15, 'Súper Más')),
    ticket: LEIDSA_LOTO,
    view: 'lotto',
  }),
];
