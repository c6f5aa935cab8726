/**
 * Anguila and La Cuarteta games (source path /anguila): mañana 10:00, medio día 13:00, tarde 18:00, noche 21:00.
 * Since 2026-07 the source also publishes an Anguila draw every hour from 8:00 AM to 10:00 PM (Santo Domingo time,
 * as its titles say): the eleven hours the four above leave are their own games, named as the source and the
 * players name them ("Anguila 4:00 PM"; decision 085).
 */
import { foldText } from '../../text.ts';
import { always, twoDigit } from '../rules.ts';
import { at } from '../schedule.ts';
import { game } from './define.ts';

const operatorId = 'anguila';
const times = [
  { key: 'manana', label: 'Mañana', time: '10:00', clock: '10:00 AM' },
  { key: 'medio-dia', label: 'Medio Día', time: '13:00', clock: '1:00 PM' },
  { key: 'tarde', label: 'Tarde', time: '18:00', clock: '6:00 PM' },
  { key: 'noche', label: 'Noche', time: '21:00', clock: '9:00 PM' },
] as const;

/** The hourly draws besides the four named ones: 24-hour time and the source's clock label. */
const hourly = [
  ['08:00', '8:00 AM'],
  ['09:00', '9:00 AM'],
  ['11:00', '11:00 AM'],
  ['12:00', '12:00 PM'],
  ['14:00', '2:00 PM'],
  ['15:00', '3:00 PM'],
  ['16:00', '4:00 PM'],
  ['17:00', '5:00 PM'],
  ['19:00', '7:00 PM'],
  ['20:00', '8:00 PM'],
  ['22:00', '10:00 PM'],
] as const;

/** The catalogue id (and route tail) of an hourly Anguila draw: "4:00 PM" -> "anguila-4-00-pm". */
const hourlyAnguilaId = (clock: string): string => `anguila-${clock.toLowerCase().replace(/[: ]/g, '-')}`;

export const anguilaGames = [
  ...times.map((t) =>
    game({
      id: `anguila-${t.key}`,
      name: `Anguila ${t.label}`,
      operatorId,
      route: `/anguila-${t.key}`,
      home: true,
      aliases: [foldText(`anguila ${t.label}`), `anguila ${t.clock.toLowerCase()}`],
      sourceTitles: [`Anguila ${t.label}`, `Anguila ${t.clock}`],
      schedule: [at(t.time)],
      rules: always(twoDigit(3)),
    }),
  ),
  ...times.map((t) =>
    game({
      id: `la-cuarteta-${t.key}`,
      name: `La Cuarteta ${t.label}`,
      operatorId,
      route: `/la-cuarteta-${t.key}`,
      aliases: [foldText(`cuarteta ${t.label}`), `la cuarteta ${t.clock.toLowerCase()}`],
      sourceTitles: [`La Cuarteta ${t.label}`, `Cuarteta ${t.label}`, `La Cuarteta ${t.clock}`],
      schedule: [at(t.time)],
      rules: always(twoDigit(4)),
    }),
  ),
  ...hourly.map(([time, clock]) =>
    game({
      id: hourlyAnguilaId(clock),
      name: `Anguila ${clock}`,
      operatorId,
      route: `/${hourlyAnguilaId(clock)}`,
      aliases: [`anguila ${clock.toLowerCase()}`, `anguila ${clock.toLowerCase().replace(':00', '')}`],
      schedule: [at(time)],
      rules: always(twoDigit(3)),
    }),
  ),
];
