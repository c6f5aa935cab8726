/**
 * The visitor's turn for intrusive ads (decision 081): a page-view counter kept in localStorage, so the intrusive
 * formats of a page take turns across the visitor's page views (`intrusiveAdFor`). A first view starts at a
 * random turn, so visitors do not all begin with the same format; where storage cannot be used, every view
 * draws a random turn.
 */

/** The localStorage key of the next turn (a non-negative integer as text). */
export const AD_TURN_KEY = 'gana-mas:ad-turn';

/** Turns above this start over at 0 (any value works; this keeps the stored text short). */
const TURN_LIMIT = 1_000_000;

const randomTurn = (): number => Math.floor(Math.random() * 1000);

/** This page view's turn (a non-negative integer); stores the next one. Call it once per page view. */
export function takeAdTurn(): number {
  try {
    const stored = Number.parseInt(localStorage.getItem(AD_TURN_KEY) ?? '', 10);
    const turn = Number.isSafeInteger(stored) && stored >= 0 ? stored : randomTurn();
    localStorage.setItem(AD_TURN_KEY, String((turn + 1) % TURN_LIMIT));
    return turn;
  } catch {
    return randomTurn();
  }
}
