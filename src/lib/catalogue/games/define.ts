/** Builds a catalogue game from the fields that vary, with the defaults every game shares. */
import { foldText } from '../../text.ts';
import { NEW_YORK_TIME_ZONE, SANTO_DOMINGO_TIME_ZONE } from '../../dates.ts';
import type { Game } from '../types.ts';

type GameInput = Omit<Game, 'aliases' | 'sourceTitles' | 'title' | 'home' | 'timeZone'> &
  Partial<Pick<Game, 'aliases' | 'sourceTitles' | 'title' | 'home' | 'timeZone'>>;

/**
 * A game whose aliases default to its folded name, whose source titles default to its name, whose
 * hero title defaults to "<name> - Resultados de hoy" and whose times default to America/Santo_Domingo.
 */
export function game(input: GameInput): Game {
  return {
    home: false,
    timeZone: SANTO_DOMINGO_TIME_ZONE,
    title: `${input.name} - Resultados de hoy`,
    ...input,
    aliases: input.aliases ?? [foldText(input.name)],
    sourceTitles: input.sourceTitles ?? [input.name],
  };
}

/** A US draw: {@link game} with its official times in Eastern Time (America/New_York, decision 078). */
export const usGame = (input: GameInput): Game => game({ ...input, timeZone: NEW_YORK_TIME_ZONE });
