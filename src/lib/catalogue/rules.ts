/** Number-format helpers for the catalogue and the validation of a draw's numbers against them. */
import type { DrawExtras } from '../draws.ts';
import type { Game, NumberRule, NumberSegment } from './types.ts';

export const twoDigit = (count: number, label?: string): NumberSegment => ({ count, kind: 'two-digit', label });
export const digit = (count: number, label?: string): NumberSegment => ({ count, kind: 'digit', label });
export const range = (count: number, min: number, max: number, label?: string): NumberSegment => ({
  count,
  kind: 'range',
  min,
  max,
  label,
});
export const digits = (count: number, minLength: number, maxLength = minLength, label?: string): NumberSegment => ({
  count,
  kind: 'digits',
  minLength,
  maxLength,
  label,
});
/** A rule in force for the whole life of a game. */
export const always = (...segments: NumberSegment[]): NumberRule[] => [{ segments }];

/** Rules in force on `drawDate` ("YYYY-MM-DD"). */
export function rulesOn(game: Game, drawDate: string): NumberRule[] {
  return game.rules.filter((rule) => (!rule.from || rule.from <= drawDate) && (!rule.until || drawDate <= rule.until));
}

function checkValue(value: string, segment: NumberSegment): string | null {
  switch (segment.kind) {
    case 'two-digit':
      return /^\d{2}$/.test(value) ? null : `"${value}" no es un número de dos cifras (00-99)`;
    case 'digit':
      return /^0?\d$/.test(value) ? null : `"${value}" no es un dígito (0-9)`;
    case 'digits': {
      const ok = /^\d+$/.test(value) && value.length >= segment.minLength && value.length <= segment.maxLength;
      return ok ? null : `"${value}" no tiene ${segment.minLength}-${segment.maxLength} cifras`;
    }
    case 'range': {
      const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (!(n >= segment.min && n <= segment.max))
        return `"${value}" está fuera del rango ${segment.min}-${segment.max}`;
      const padded = String(n).padStart(Math.max(2, String(segment.max).length), '0');
      return value === String(n) || value === padded ? null : `"${value}" tiene ceros de más (se publica "${padded}")`;
    }
  }
}

/** Balls published with mixed widths: a "1" beside "05" is a cut "10" or "15", never a number. */
function mixedWidth(values: readonly string[]): string | null {
  const padded = values.some((v) => v.length > 1 && v.startsWith('0'));
  const short = values.find((v) => v.length === 1);
  return padded && short !== undefined
    ? `"${short}" sin cero inicial junto a números con cero inicial (¿truncado?)`
    : null;
}

/**
 * Lotto balls of one `range` segment: distinct (drawn without replacement) and of one width. Segments of one
 * draw may differ unless the rule says `uniformWidth` (Leidsa publishes a bare bonus ball beside padded ones).
 */
function checkRangeBalls(values: readonly string[]): string | null {
  if (new Set(values.map(Number)).size !== values.length) return `números repetidos (${values.join(' ')})`;
  return mixedWidth(values);
}

/** Every `range` ball of a draw, main and bonus, of one width (`NumberRule.uniformWidth`). */
function checkDrawWidth(numbers: readonly string[], segments: readonly NumberSegment[]): string | null {
  let index = 0;
  const balls: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'range') balls.push(...numbers.slice(index, index + segment.count));
    index += segment.count;
  }
  const problem = mixedWidth(balls);
  return problem && `números: ${problem}`;
}

/** The number of values `rule` expects. */
export const expectedCount = (rule: NumberRule): number => rule.segments.reduce((sum, s) => sum + s.count, 0);

/** First problem of `numbers` against one rule, or null when they fit it. */
function checkRule(numbers: readonly string[], rule: NumberRule): string | null {
  const expected = expectedCount(rule);
  if (numbers.length !== expected) return `se esperaban ${expected} números y llegaron ${numbers.length}`;
  let index = 0;
  for (const segment of rule.segments) {
    const start = index;
    for (let i = 0; i < segment.count; i += 1, index += 1) {
      const problem = checkValue(numbers[index] ?? '', segment);
      if (problem) return `posición ${index + 1}: ${problem}`;
    }
    const balls = segment.kind === 'range' && segment.count > 1 ? checkRangeBalls(numbers.slice(start, index)) : null;
    if (balls) return `${segment.label ?? 'números'}: ${balls}`;
  }
  return rule.uniformWidth ? checkDrawWidth(numbers, rule.segments) : null;
}

/**
 * Checks a draw's numbers against the game's rules in force on its draw date.
 * @returns null when valid, otherwise the reason (Spanish, shown to operators in the scraper status).
 */
export function validateNumbers(game: Game, drawDate: string, numbers: readonly string[]): string | null {
  if (game.endedOn && drawDate > game.endedOn) return `${game.name} terminó el ${game.endedOn}`;
  const rules = rulesOn(game, drawDate);
  if (rules.length === 0) return `${game.name} no tiene reglas de números para ${drawDate}`;
  const problems = rules.map((rule) => checkRule(numbers, rule));
  return problems.includes(null) ? null : (problems[0] ?? null);
}

/** `value` as `segment` reads it: a single digit without its padding ("08" is the digit 8); others as published. */
const readValue = (value: string, segment: NumberSegment): string =>
  segment.kind === 'digit' ? String(Number(value)) : value;

/**
 * A draw's numbers read through the first of the game's rules in force on `drawDate` that they fit: digits of a
 * single-digit segment lose the zero a source padded them with ("08" -> "8"); every other value stays as
 * published. Never compacts or guesses: numbers that fit no rule come back unchanged (validateNumbers rejects
 * them with the reason).
 */
export function readNumbers(game: Game, drawDate: string, numbers: readonly string[]): string[] {
  const rule = rulesOn(game, drawDate).find((r) => checkRule(numbers, r) === null);
  if (!rule) return [...numbers];
  const segments = rule.segments.flatMap((segment) => Array.from({ length: segment.count }, () => segment));
  return numbers.map((value, i) => readValue(value, segments[i] as NumberSegment));
}

const REFERENCE = /^\d{1,10}$/;

/**
 * Checks a draw's extras against what its game declares (`game.extras`): a colour from the game's list, a
 * multiplier from its list, a second line that fits its rules, a reference of 1-10 digits.
 * @returns null when valid, otherwise the reason (Spanish).
 */
export function validateExtras(game: Game, drawDate: string, extras: DrawExtras): string | null {
  const declared = game.extras ?? {};
  const { colour, multiplier, doublePlay, reference, ...unknown } = extras;
  const unknownKey = Object.keys(unknown)[0];
  if (unknownKey) return `extra desconocido "${unknownKey}"`;
  if (colour !== undefined && !declared.colours?.includes(colour))
    return `color no válido para ${game.name}: "${colour}"`;
  if (multiplier !== undefined && !declared.multipliers?.includes(multiplier)) {
    return `multiplicador no válido para ${game.name}: "${multiplier}"`;
  }
  if (reference !== undefined && !REFERENCE.test(reference)) return `referencia no válida: "${reference}"`;
  if (doublePlay !== undefined) {
    const rules = (declared.doublePlay ?? []).filter(
      (r) => (!r.from || r.from <= drawDate) && (!r.until || drawDate <= r.until),
    );
    if (rules.length === 0) return `${game.name} no publica una segunda línea`;
    const problems = rules.map((rule) => checkRule(doublePlay, rule));
    if (!problems.includes(null)) return `segunda línea: ${problems[0] ?? ''}`;
  }
  return null;
}
