/**
 * Catalogue matching and validation of parsed draws: the gate between a parser and the database.
 * Nothing reaches `draws` without a catalogue game, a real date and numbers that fit the game's rules.
 */
import { matchSourceTitle, operatorOf, scheduledTime, validateNumbers } from '../src/lib/catalogue/index.ts';
import { dominicanDate, isIsoDate } from '../src/lib/dates.ts';
import type { RejectedDraw } from '../db/schema/index.ts';
import type { DrawExtras, ParsedDraw } from './sources/types.ts';

/** A draw ready to store: matched to a catalogue game, with its draw time resolved. */
export interface ValidDraw {
  /** The title the source published (kept for reports; not stored). */
  sourceTitle: string;
  gameId: string;
  operatorId: string;
  drawDate: string;
  drawTime: string;
  numbers: string[];
  extras: DrawExtras;
}

export interface ValidationResult {
  valid: ValidDraw[];
  rejected: RejectedDraw[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The stored draw for `draw`, or the reason it cannot be stored. */
function check(draw: ParsedDraw, today: string): ValidDraw | string {
  const game = matchSourceTitle(draw.operatorTitle, draw.title);
  if (!game) return `título no reconocido: "${draw.operatorTitle} / ${draw.title}"`;
  if (!isIsoDate(draw.drawDate)) return `fecha inválida "${draw.drawDate}"`;
  if (draw.drawDate > today) return `fecha futura ${draw.drawDate}`;
  const problem = validateNumbers(game, draw.drawDate, draw.numbers);
  if (problem) return problem;
  const drawTime = draw.drawTime ?? scheduledTime(game, draw.drawDate);
  if (!drawTime || !TIME.test(drawTime)) return `hora de sorteo inválida "${drawTime ?? ''}"`;
  const { id: gameId } = game;
  return { sourceTitle: draw.title, gameId, operatorId: operatorOf(game).id, drawDate: draw.drawDate, drawTime, numbers: [...draw.numbers], extras: draw.extras ?? {} };
}

/**
 * Matches and validates parsed draws against the catalogue.
 * Duplicates of one (game, date, time) in the same batch keep the first occurrence.
 * @param now the moment of the scrape; draws dated after its Dominican date are rejected.
 */
export function validateDraws(parsed: readonly ParsedDraw[], now: Date): ValidationResult {
  const today = dominicanDate(now);
  const valid = new Map<string, ValidDraw>();
  const rejected: RejectedDraw[] = [];
  for (const draw of parsed) {
    const result = check(draw, today);
    if (typeof result === 'string') {
      const { title, operatorTitle, drawDate, numbers } = draw;
      rejected.push({ title, operatorTitle, drawDate, numbers, reason: result });
      continue;
    }
    const key = `${result.gameId}|${result.drawDate}|${result.drawTime}`;
    if (!valid.has(key)) valid.set(key, result);
  }
  return { valid: [...valid.values()], rejected };
}
