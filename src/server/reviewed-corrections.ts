/**
 * Stored values an admin checked against the operator's official page and corrected (decision 052). Each entry
 * is applied at start-up, after the bundled snapshot, through the draw review path (`applyReviewedCorrections`
 * in services/draw-corrections.ts): once, logged `resolve_draw_review` with the official page as the adopted
 * report. A draw published from a correction keeps its values whatever a later import reports.
 */

/** The adapter a corrected draw is published from (its source URL is the official page). */
export const CORRECTION_ADAPTER = 'reviewed-correction';

/** One reviewed correction: the draw (game, Santo Domingo date and time), its right numbers, and the proof. */
export interface ReviewedCorrection {
  gameId: string;
  drawDate: string;
  drawTime: string;
  /** The numbers as the official page publishes them, in the stored format (extras are kept as stored). */
  numbers: readonly string[];
  /** The official page that shows them. */
  officialUrl: string;
  /** When an admin read that page (ISO date). */
  checkedOn: string;
}

export const REVIEWED_CORRECTIONS: readonly ReviewedCorrection[] = [
  {
    // data.ny.gov's export (bundled, Raky1977 2026-07-10) gives Mega Ball 06; megamillions.com and an unrelated
    // third source give 09.
    gameId: 'mega-millions',
    drawDate: '2022-05-10',
    drawTime: '23:00',
    numbers: ['15', '19', '20', '61', '70', '09'],
    officialUrl: 'https://www.megamillions.com/Winning-Numbers/Previous-Drawings.aspx',
    checkedOn: '2026-11-25',
  },
];
