/**
 * The shapes of a draw that the source adapters, the validation, the database and the API share: what a source
 * publishes beside the numbers, and a draw the pipeline did not store.
 */

/** Values a source publishes beside the winning numbers (a draw's `extras`, stored as JSON). */
export interface DrawExtras {
  /** Multiplier as published, e.g. Powerball's Power Play "2X" or Mega Millions' "3". */
  multiplier?: string;
  /** Colour word, e.g. Nueva Yol Real's "Verde". */
  colour?: string;
  /** Draw reference number, e.g. "1234" from a "#1234" badge. */
  reference?: string;
  /** Second line of numbers published with the draw, e.g. Powerball Double Play. */
  doublePlay?: string[];
}

/** A draw the pipeline did not store (rejected, or still being drawn), with the reason. */
export interface RejectedDraw {
  title: string;
  operatorTitle: string;
  drawDate: string;
  numbers: string[];
  reason: string;
  /** The catalogue game it was matched to (incomplete draws: the game whose draw is 'En curso'). */
  gameId?: string;
}
