/**
 * Days an operator held no draw at all (a holiday, a suspension), each with where that is known from. The only
 * facts besides a game's schedule and end that let a page say 'No hubo sorteo' (decision 082).
 */
import type { OfficialSource } from './types.ts';

/** One day without draws of some operators: the date, the operators, why (Spanish), and the source. */
export interface DrawClosure {
  date: string;
  operatorIds: readonly string[];
  /** Shown after the date, e.g. "Viernes Santo". */
  reason: string;
  source: OfficialSource;
}

/** The operators licensed in the Dominican Republic and the Anguila draws sold there (not the US lotteries). */
const DOMINICAN = [
  'loteria-nacional',
  'leidsa',
  'loteria-real',
  'loteka',
  'la-primera',
  'la-suerte',
  'lotedom',
  'anguila',
  'king-lottery',
];

export const CLOSURES: readonly DrawClosure[] = [
  {
    // cron/snapshot/loteriasdominicanas-feed/2026-04-04.json: no Dominican draw dated 2026-04-03, where every other
    // day of the year has the morning and midday draws of La Primera, LoteDom and Anguila.
    date: '2026-04-03',
    operatorIds: DOMINICAN,
    reason: 'Viernes Santo: las loterías dominicanas no sortean ese día',
    source: { name: 'loteriasdominicanas.com', url: 'https://loteriasdominicanas.com/' },
  },
];
