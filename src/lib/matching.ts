/**
 * Card matching (spec 5): a game card takes the first result whose name or label matches it.
 * An exact name match wins over an alias match, so "Lotería Nacional" never takes a "Gana Más" result.
 */
import { operatorOf } from './catalogue/index.ts';
import type { Game } from './catalogue/types.ts';
import { foldText } from './text.ts';

/** Anything with a display name and, for Loteka items, a label (`nro`). */
export interface NamedResult {
  name: string;
  nro?: string;
  /** Operator name; when present it must be the game's operator ("Loto Pool" exists at three operators). */
  company?: string;
}

const sameOperator = (game: Game, r: NamedResult): boolean => !r.company || foldText(r.company) === foldText(operatorOf(game).name);
const labelsOf = (r: NamedResult): string[] => [r.name, r.nro ?? ''].filter(Boolean).map(foldText);

/** Whether a result's name or label matches the game exactly or contains one of its aliases. */
export function matchesGame(game: Game, result: NamedResult): boolean {
  if (!sameOperator(game, result)) return false;
  const name = foldText(game.name);
  return labelsOf(result).some((label) => label === name || game.aliases.some((alias) => label.includes(alias)));
}

/** The result a game's card shows: exact name first, then the first alias match. */
export function findResultFor<T extends NamedResult>(game: Game, results: readonly T[]): T | undefined {
  const name = foldText(game.name);
  return results.find((r) => sameOperator(game, r) && labelsOf(r).includes(name)) ?? results.find((r) => matchesGame(game, r));
}
