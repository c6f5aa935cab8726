/**
 * Anguila and La Cuarteta games (source path /anguila): mañana 10:00, medio día 13:00, tarde 18:00, noche 21:00.
 * Since 2026-06 the source also publishes hourly Anguila draws; only these four are in the catalogue.
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
];
