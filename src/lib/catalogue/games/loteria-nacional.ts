/** Lotería Nacional games (source path /loteria-nacional). */
import { always, digits, twoDigit } from '../rules.ts';
import { at, MON_TO_SAT } from '../schedule.ts';
import { game } from './define.ts';
import { QUINIELA } from '../tickets.ts';

const operatorId = 'loteria-nacional';

export const loteriaNacionalGames = [
  game({
    id: 'juega-mas-pega-mas',
    name: 'Juega + Pega +',
    operatorId,
    route: '/juega-mas-pega-mas',
    home: true,
    aliases: ['juega + pega +', 'juega mas pega mas', 'juega+pega+'],
    schedule: [at('14:30')],
    rules: always(twoDigit(5)),
  }),
  game({
    id: 'gana-mas',
    name: 'Gana Más',
    operatorId,
    route: '/loteria-gana-mas-resultados',
    home: true,
    title: 'Gana Más - Resultados de la Lotería Nacional',
    aliases: ['gana mas'],
    schedule: [at('14:30')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'loteria-nacional',
    name: 'Lotería Nacional',
    operatorId,
    route: '/loteria-nacional-resultados-de-hoy',
    home: true,
    aliases: ['loteria nacional', 'nacional noche'],
    schedule: [at('21:00', MON_TO_SAT), at('18:00', [0])],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'billetes-domingo',
    name: 'Billetes Domingo',
    operatorId,
    route: '/billete-domingo-de-loteria-nacional',
    home: true,
    aliases: ['billetes domingo', 'billete domingo'],
    schedule: [at('18:00', [0])],
    rules: always(digits(3, 5, 7)),
    view: 'billetes',
  }),
  game({
    id: 'billetes-jueves',
    name: 'Billetes Jueves',
    operatorId,
    route: '/billetes-jueves-loteria-nacional',
    aliases: ['billetes jueves', 'billete jueves'],
    schedule: [at('21:00', [4])],
    rules: always(digits(3, 5, 7)),
    view: 'billetes',
    unsourced: {
      reason: 'Ninguna fuente pública que podamos verificar publica los resultados del sorteo de los jueves.',
      officialSource: { name: 'Lotería Nacional', url: 'https://loterianacional.gob.do/' },
    },
  }),
];
