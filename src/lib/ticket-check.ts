/**
 * '¿Gané?': which plays a ticket wins against a draw, by the game's ticket rules in the catalogue (`game.ticket`,
 * sources in `src/lib/catalogue/tickets.ts`). Pure: the caller brings the draw's numbers as published.
 *
 * - Quiniela (leidsa.com, each lottery's 'Quiniela Palé'): 1-5 different numbers 00-99; a number drawn 1st, 2nd or
 *   3rd wins 'Primera', 'Segunda' or 'Tercera'; two numbers drawn 1st and 2nd, 1st and 3rd or 2nd and 3rd win that
 *   Palé; a ticket of 3 numbers is also a Tripleta (3 matched, or 2).
 * - Super Palé (leidsa.com): 2 numbers 00-99, both the draw's two numbers (the first prizes of two quinielas).
 * - Lotto (Leidsa's Loto, Powerball, Mega Millions): the main balls (different, in the main range) and the bonus
 *   balls of the plays played, each in its own range; a play wins the tier of its main and bonus matches.
 */
import { rulesOn } from './catalogue/rules.ts';
import type { Game, LottoPlay, NumberRule, NumberSegment, TicketRules } from './catalogue/types.ts';

/** A play the ticket wins: its name, the winning numbers it matched (as published) and the prize category. */
export interface TicketPlay {
  play: string;
  matched: string[];
  prize: string;
}

/** One number field of a ticket: its label and its range (`width` digits when padded, 2 for 00-99). */
interface TicketField {
  label: string;
  min: number;
  max: number;
}

/** What a ticket of a game holds: its fields in order, the first `required` of them needed. */
export interface TicketShape {
  fields: TicketField[];
  required: number;
  /** How many leading numbers must differ: all of a quiniela's, a lotto's main balls, none of a Super Palé's. */
  distinct: number;
}

/** A ticket read against its game's rule: its numbers (`ok`) or why it cannot be checked (Spanish). */
export type TicketReading = { ok: true; numbers: string[] } | { ok: false; message: string };

/** Leidsa: 'Juega entre 1 y 5 números del 00 al 99'. */
const QUINIELA_MAX_NUMBERS = 5;
const POSITIONS = ['Primera', 'Segunda', 'Tercera'] as const;
const PAIRS = [
  [0, 1, 'Palé 1ra y 2da'],
  [0, 2, 'Palé 1ra y 3ra'],
  [1, 2, 'Palé 2da y 3ra'],
] as const;

const twoDigitFields = (count: number): TicketField[] =>
  Array.from({ length: count }, (_, i) => ({ label: `Número ${i + 1}`, min: 0, max: 99 }));

/** The draw rule a lotto ticket is read with: the first rule in force on `drawDate`. */
function lottoRule(game: Game, drawDate: string): NumberRule | undefined {
  return rulesOn(game, drawDate)[0];
}

const rangeOf = (segment: NumberSegment) =>
  segment.kind === 'range' ? { min: segment.min, max: segment.max } : { min: 0, max: 99 };

/**
 * The fields of a ticket of `game` for a draw of `drawDate` ("YYYY-MM-DD").
 * @returns undefined when the checker does not cover the game (no `ticket` in the catalogue, or no rule then).
 */
export function ticketShape(game: Game, drawDate: string): TicketShape | undefined {
  const rules = game.ticket;
  if (!rules) return undefined;
  if (rules.kind === 'quiniela')
    return { fields: twoDigitFields(QUINIELA_MAX_NUMBERS), required: 1, distinct: QUINIELA_MAX_NUMBERS };
  if (rules.kind === 'super-pale') return { fields: twoDigitFields(2), required: 2, distinct: 0 };
  const rule = lottoRule(game, drawDate);
  const [main, ...bonus] = rule?.segments ?? [];
  if (!main) return undefined;
  const mostBonus = Math.min(bonus.length, Math.max(...rules.plays.map((p) => p.bonus)));
  const fewestBonus = Math.min(...rules.plays.map((p) => p.bonus));
  const mainFields = Array.from({ length: main.count }, (_, i) => ({ label: `Número ${i + 1}`, ...rangeOf(main) }));
  const bonusFields = bonus
    .slice(0, mostBonus)
    .map((segment, i) => ({ label: segment.label ?? `Bono ${i + 1}`, ...rangeOf(segment) }));
  return { fields: [...mainFields, ...bonusFields], required: main.count + fewestBonus, distinct: main.count };
}

/** `value` as the field reads it: "07" for 00-99 fields, "7" for a lotto ball; null when out of range. */
function readValue(value: string, field: TicketField, padded: boolean): string | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  if (n < field.min || n > field.max) return null;
  return padded ? String(n).padStart(2, '0') : String(n);
}

/**
 * Reads the typed numbers of a ticket of `game` for a draw of `drawDate`: the count its rule takes, each in its
 * field's range, none repeated where the rule forbids it (the main balls of a lotto, a quiniela's numbers).
 */
export function readTicket(game: Game, drawDate: string, typed: readonly string[]): TicketReading {
  const shape = ticketShape(game, drawDate);
  if (!shape) return { ok: false, message: `El verificador todavía no cubre ${game.name}.` };
  const { fields, required } = shape;
  if (typed.length < required || typed.length > fields.length) {
    const wanted = required === fields.length ? `${required}` : `de ${required} a ${fields.length}`;
    return { ok: false, message: `${game.name} lleva ${wanted} números; escribiste ${typed.length}.` };
  }
  const padded = game.ticket?.kind !== 'lotto';
  const numbers: string[] = [];
  for (const [i, value] of typed.entries()) {
    const field = fields[i] as TicketField;
    const read = readValue(value, field, padded);
    if (read === null) {
      const range = padded ? '00 al 99' : `${field.min} al ${field.max}`;
      return { ok: false, message: `${field.label}: "${value}" no es un número del ${range}.` };
    }
    numbers.push(read);
  }
  const distinct = numbers.slice(0, shape.distinct);
  if (new Set(distinct).size !== distinct.length) {
    return { ok: false, message: 'Hay números repetidos: cada número del boleto debe ser distinto.' };
  }
  return { ok: true, numbers };
}

function quinielaPlays(winning: readonly string[], ticket: readonly string[]): TicketPlay[] {
  const plays: TicketPlay[] = [];
  POSITIONS.forEach((prize, i) => {
    const number = winning[i];
    if (number !== undefined && ticket.includes(number)) plays.push({ play: 'Quiniela', matched: [number], prize });
  });
  for (const [a, b, prize] of PAIRS) {
    const [first, second] = [winning[a], winning[b]];
    if (first !== undefined && second !== undefined && first !== second) {
      if (ticket.includes(first) && ticket.includes(second))
        plays.push({ play: 'Palé', matched: [first, second], prize });
    }
  }
  if (ticket.length === 3) {
    const matched = ticket.filter((n) => winning.slice(0, 3).includes(n));
    if (matched.length >= 2)
      plays.push({ play: 'Tripleta', matched, prize: matched.length === 3 ? 'Tripleta' : 'Tripleta, 2 números' });
  }
  return plays;
}

function superPalePlays(winning: readonly string[], ticket: readonly string[]): TicketPlay[] {
  const sorted = (values: readonly string[]) => [...values].sort().join(',');
  return winning.length === 2 && sorted(winning) === sorted(ticket)
    ? [{ play: 'Super Palé', matched: [...winning], prize: 'Super Palé' }]
    : [];
}

function lottoPlays(
  game: Game,
  plays: readonly LottoPlay[],
  drawDate: string,
  winning: readonly string[],
  ticket: readonly string[],
): TicketPlay[] {
  const mainCount = lottoRule(game, drawDate)?.segments[0]?.count ?? 0;
  const ticketMain = new Set(ticket.slice(0, mainCount).map(Number));
  const ticketBonus = ticket.slice(mainCount).map(Number);
  const mainMatched = winning.slice(0, mainCount).filter((n) => ticketMain.has(Number(n)));
  const won: TicketPlay[] = [];
  for (const play of plays) {
    if (ticketBonus.length < play.bonus) continue;
    const bonusMatched = winning
      .slice(mainCount, mainCount + play.bonus)
      .filter((n, i) => Number(n) === ticketBonus[i]);
    const tier = play.tiers.find((t) => t.main === mainMatched.length && t.bonus === bonusMatched.length);
    if (tier) won.push({ play: play.name, matched: [...mainMatched, ...bonusMatched], prize: tier.prize });
  }
  return won;
}

/**
 * The plays a ticket (numbers from `readTicket`) wins against a draw of `game` on `drawDate` whose numbers are
 * `winning` (as published, draw order). Every play type it qualifies for, by the game's rules; [] when none.
 */
export function checkTicket(
  game: Game,
  drawDate: string,
  winning: readonly string[],
  ticket: readonly string[],
): TicketPlay[] {
  const rules: TicketRules | undefined = game.ticket;
  if (!rules) return [];
  if (rules.kind === 'quiniela') return quinielaPlays(winning, ticket);
  if (rules.kind === 'super-pale') return superPalePlays(winning, ticket);
  return lottoPlays(game, rules.plays, drawDate, winning, ticket);
}

/**
 * Which of a draw's numbers (`winning`, draw order) the ticket holds, for highlighting: any ticket number for a
 * quiniela or a Super Palé; for a lotto, a main ball among the ticket's main balls, a bonus ball equal to the
 * ticket's ball for that bonus.
 */
export function ticketHits(
  game: Game,
  drawDate: string,
  winning: readonly string[],
  ticket: readonly string[],
): boolean[] {
  const mainCount = game.ticket?.kind === 'lotto' ? (lottoRule(game, drawDate)?.segments[0]?.count ?? 0) : Infinity;
  const main = new Set(ticket.slice(0, mainCount).map(Number));
  return winning.map((value, i) => (i < mainCount ? main.has(Number(value)) : Number(ticket[i]) === Number(value)));
}
