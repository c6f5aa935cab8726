/** La Suerte games (source path /la-suerte-dominicana): 12:30 and 18:00. */
import { always, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';
import { QUINIELA } from '../tickets.ts';

const operatorId = 'la-suerte';

export const laSuerteGames = [
  game({
    id: 'la-suerte-1230',
    name: 'La Suerte 12:30',
    operatorId,
    route: '/loteria-la-suerte-resultados-medio-dia-hoy',
    home: true,
    title: 'La Suerte 12:30 - Resultados del mediodía',
    aliases: ['la suerte 12:30', 'la suerte dia', 'la suerte medio dia'],
    sourceTitles: ['La Suerte 12:30', 'La Suerte Día', 'La Suerte Dia'],
    schedule: [at('12:30')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
  game({
    id: 'la-suerte-1800',
    name: 'La Suerte 6:00 PM',
    operatorId,
    route: '/loteria-la-suerte-resultados-de-hoy-6-pm',
    home: true,
    title: 'La Suerte 6:00 PM - Resultados de la tarde',
    aliases: ['la suerte 18:00', 'la suerte 6:00 pm', 'la suerte tarde'],
    sourceTitles: ['La Suerte 18:00', 'La Suerte Tarde', 'La Suerte 6:00 PM'],
    schedule: [at('18:00')],
    rules: always(twoDigit(3)),
    ticket: QUINIELA,
  }),
];
