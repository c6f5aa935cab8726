/** Spanish descriptions of a game's draw schedule and number format, for the information panels. */
import type { Game, NumberSegment, SantoDomingoSlot, Weekday } from '../lib/catalogue/index.ts';
import { rulesOn } from '../lib/catalogue/rules.ts';
import { formatTime } from '../lib/format.ts';

const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** Monday-first order, as Dominican schedules are written. */
const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const plural = (day: Weekday): string => (day === 0 || day === 6 ? `${DAYS[day]}s` : DAYS[day]);
const joinList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** "todos los días", "de lunes a sábado", "los martes y viernes" (Monday first). */
export function daysText(days: readonly Weekday[]): string {
  const sorted = WEEK_ORDER.filter((d) => days.includes(d));
  if (sorted.length === 7) return 'todos los días';
  if (sorted.join() === '1,2,3,4,5,6') return 'de lunes a sábado';
  return `los ${joinList(sorted.map(plural))}`;
}

/** "12:00 a. m. del día siguiente" for a slot after midnight in Santo Domingo, else "8:55 p. m.". */
export const slotTimeText = (slot: SantoDomingoSlot): string =>
  `${formatTime(slot.time)}${slot.nextDay ? ' del día siguiente' : ''}`;

/**
 * "de lunes a sábado a las 8:55 p. m. y los domingos a las 3:55 p. m." from Santo Domingo slots
 * (`santoDomingoSlots`; a US draw in winter: "los martes y viernes a las 12:00 a. m. del día siguiente"); empty
 * schedule: null.
 */
export function scheduleText(schedule: readonly SantoDomingoSlot[]): string | null {
  if (schedule.length === 0) return null;
  return joinList(schedule.map((slot) => `${daysText(slot.days)} a las ${slotTimeText(slot)}`));
}

function segmentText(segment: NumberSegment): string {
  const n = segment.count;
  const what = segment.label ?? (n === 1 ? 'número' : 'números');
  switch (segment.kind) {
    case 'two-digit':
      return `${n} ${what} de dos cifras (00-99)`;
    case 'digit':
      return `${n} ${segment.label ?? (n === 1 ? 'dígito' : 'dígitos')} (0-9)`;
    case 'range':
      return `${n} ${what} del ${segment.min} al ${segment.max}`;
    case 'digits':
      return `${n} ${what} de ${segment.minLength}${segment.maxLength !== segment.minLength ? ` a ${segment.maxLength}` : ''} cifras`;
  }
}

/** "5 números del 1 al 69 y 1 Powerball del 1 al 26": the format in force today (or on the last draw of an ended game). */
export function numberFormatText(game: Game, today: string): string | null {
  const rule =
    rulesOn(game, game.endedOn && game.endedOn < today ? game.endedOn : today)[0] ?? game.rules[game.rules.length - 1];
  return rule ? joinList(rule.segments.map(segmentText)) : null;
}

/** Splits a hero title at its last " - ": heading before, subtitle after. */
export function splitTitle(title: string): { heading: string; subtitle: string | null } {
  const at = title.lastIndexOf(' - ');
  return at < 0 ? { heading: title, subtitle: null } : { heading: title.slice(0, at), subtitle: title.slice(at + 3) };
}
