/**
 * Derivation rules between games (API-NOTES §3, 0 mismatches on real data): Super Palé from two first
 * numbers, and the New York, Florida and King Lottery quinielas from the same draw's Pick 3 and Pick 4.
 */
import type { DerivedNumber, Game } from './types.ts';

/** The adapter name a derivation check reports under, beside the sources' adapters (review notes, summaries). */
export const DERIVATION_ADAPTER = 'derivation';

/** Super Palé: the first number of each of two games. */
export const firstNumbersOf = (a: string, b: string): DerivedNumber[] => [
  { gameId: a, index: 0 },
  { gameId: b, index: 0 },
];

/** A quiniela from Pick 3 / Pick 4: the last two digits of Pick 3, then the first two and last two of Pick 4. */
export const quinielaOfPicks = (pick3: string, pick4: string): DerivedNumber[] => [
  { gameId: pick3, digits: [1, 3] },
  { gameId: pick4, digits: [0, 2] },
  { gameId: pick4, digits: [2, 4] },
];

/**
 * The derived games whose draws missing from every source are stored from their inputs (decision 084): the New York
 * and Florida quinielas, whose rule agreed with the published draw on every real day it could be checked (decision
 * 030's 34 days of New York; the bundled year's 22 New York and 20 Florida days). Stored under adapter
 * DERIVATION_ADAPTER, and replaced by the first source that publishes the draw.
 */
export const STORED_FROM_INPUTS: ReadonlySet<string> = new Set([
  'new-york-tarde',
  'new-york-noche',
  'florida-dia',
  'florida-noche',
]);

/** The games a derivation reads. */
export const inputGameIds = (game: Game): string[] => [...new Set((game.derivedFrom ?? []).map((d) => d.gameId))];

/** The single-digit numbers `from`..`to` (excluded) written together, or undefined when one is missing. */
function digitsOf(numbers: readonly string[], [from, to]: readonly [number, number]): string | undefined {
  const picked = numbers.slice(from, to);
  return picked.length === to - from ? picked.map((n) => String(Number(n))).join('') : undefined;
}

/**
 * The numbers `game` must have given its inputs' numbers (`numbersOf(gameId)`, one draw of the same date).
 * @returns undefined when the game has no rule or an input draw is missing or too short.
 */
export function expectedNumbers(
  game: Game,
  numbersOf: (gameId: string) => readonly string[] | undefined,
): string[] | undefined {
  if (!game.derivedFrom) return undefined;
  const expected: string[] = [];
  for (const part of game.derivedFrom) {
    const numbers = numbersOf(part.gameId);
    const value = numbers && ('index' in part ? numbers[part.index] : digitsOf(numbers, part.digits));
    if (value === undefined) return undefined;
    expected.push(value);
  }
  return expected;
}
