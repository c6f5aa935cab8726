/**
 * Catalogue matching and validation of parsed draws: the gate between a parser and the database.
 * Nothing reaches `draws` without a catalogue game, a real date and numbers that fit the game's rules.
 */
import { matchSourceTitle, operatorOf, scheduledTime, validateNumbers } from '../src/lib/catalogue/index.ts';
import type { RejectedDraw } from '../db/schema/index.ts';
import type { DrawExtras, ParsedDraw } from './sources/types.ts';

/** A draw ready to store: matched to a catalogue game, with its draw time resolved. */
export interface ValidDraw {
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "YYYY-MM-DD" of `now` in America/Santo_Domingo (UTC-4 all year). */
export function dominicanDate(now: Date): string {
  return new Date(now.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The stored draw for `draw`, or the reason it cannot be stored. */
function check(draw: ParsedDraw, today: string): ValidDraw | string {
  const game = matchSourceTitle(draw.operatorTitle, draw.title);
  if (!game) return `título no reconocido: "${draw.operatorTitle} / ${draw.title}"`;
  if (!isRealDate(draw.drawDate)) return `fecha inválida "${draw.drawDate}"`;
  if (draw.drawDate > today) return `fecha futura ${draw.drawDate}`;
  const problem = validateNumbers(game, draw.drawDate, draw.numbers);
  if (problem) return problem;
  const drawTime = draw.drawTime ?? scheduledTime(game, draw.drawDate);
  if (!drawTime || !TIME.test(drawTime)) return `hora de sorteo inválida "${drawTime ?? ''}"`;
  const { id: gameId } = game;
  return { gameId, operatorId: operatorOf(game).id, drawDate: draw.drawDate, drawTime, numbers: [...draw.numbers], extras: draw.extras ?? {} };
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
