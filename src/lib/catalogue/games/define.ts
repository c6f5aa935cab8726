/** Builds a catalogue game from the fields that vary, with the defaults every game shares. */
import { foldText } from '../../text.ts';
import type { Game } from '../types.ts';

type GameInput = Omit<Game, 'aliases' | 'sourceTitles' | 'title' | 'home'> &
  Partial<Pick<Game, 'aliases' | 'sourceTitles' | 'title' | 'home'>>;

/**
 * A game whose aliases default to its folded name, whose source titles default to its name and whose
 * hero title defaults to "<name> - Resultados de hoy".
 */
export function game(input: GameInput): Game {
  return {
    home: false,
    title: `${input.name} - Resultados de hoy`,
    ...input,
    aliases: input.aliases ?? [foldText(input.name)],
    sourceTitles: input.sourceTitles ?? [input.name],
  };
}
