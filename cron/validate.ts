/**
 * Catalogue matching and validation of parsed draws: the gate between a parser and the database.
 * Nothing reaches `draws` without a catalogue game, a real date on one of the game's draw days, numbers that
 * fit the game's rules (src/lib/catalogue is the single truth), valid extras and one value per draw.
 */
import {
  drawsOn,
  expectedCount,
  gameById,
  gameIdForSource,
  idOnly,
  matchSourceTitle,
  operatorOf,
  readNumbers,
  rulesOn,
  scheduledTime,
  validateExtras,
  validateNumbers,
  weekdayOf,
  type Game,
} from '../src/lib/catalogue/index.ts';
import { dominicanDate, isIsoDate } from '../src/lib/dates.ts';
import type { DrawExtras, RejectedDraw } from '../src/lib/draws.ts';
import type { ParsedDraw } from './sources/types.ts';

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

/**
 * - valid: draws to store;
 * - rejected: items that are not a storable draw, with the reason (unmatched title, bad date or numbers,
 *   two values for one draw);
 * - incomplete: draws still being drawn (an empty cell, fewer numbers than the game draws): never stored,
 *   a later run picks them up complete;
 * - warnings: page-level problems worth showing beside an `ok` run (no draws at all, every row rejected).
 */
export interface ValidationResult {
  valid: ValidDraw[];
  rejected: RejectedDraw[];
  incomplete: RejectedDraw[];
  warnings: string[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WEEKDAYS = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

type Outcome =
  | { kind: 'valid'; draw: ValidDraw }
  | { kind: 'rejected'; reason: string }
  | { kind: 'incomplete'; reason: string; gameId: string };

const reject = (reason: string): Outcome => ({ kind: 'rejected', reason });

/** The catalogue game of a parsed draw: by the source's game id first, then by (operator, title). */
function matchGame(draw: ParsedDraw): Game | undefined {
  const { sourceGameId } = draw;
  const byId = sourceGameId && gameIdForSource(sourceGameId.source, sourceGameId.id);
  if (byId) return gameById(byId);
  return sourceGameId && idOnly(sourceGameId.source) ? undefined : matchSourceTitle(draw.operatorTitle, draw.title);
}

/** Every string a parsed draw carries, to refuse control characters anywhere. */
function texts(draw: ParsedDraw): string[] {
  const { multiplier, colour, reference, doublePlay } = draw.extras ?? {};
  return [
    draw.title,
    draw.operatorTitle,
    draw.drawDate,
    ...draw.numbers,
    multiplier,
    colour,
    reference,
    ...(doublePlay ?? []),
  ].filter((value): value is string => typeof value === 'string');
}

/** Why `numbers` are a draw still in progress (empty cells, or a short row of plain numbers), else null. */
function inProgress(game: Game, drawDate: string, numbers: readonly string[]): string | null {
  const empty = numbers.filter((n) => n === '').length;
  if (empty > 0) return `sorteo en curso: ${empty} casilla(s) vacía(s) (${numbers.map((n) => n || '_').join(' ')})`;
  const counts = rulesOn(game, drawDate).map(expectedCount);
  const expected = Math.min(...counts);
  if (counts.length > 0 && numbers.length < expected && numbers.every((n) => /^\d{1,3}$/.test(n))) {
    return `sorteo en curso: ${numbers.length} de ${expected} números`;
  }
  return null;
}

/** The stored draw for `draw`, or why it is rejected or incomplete. */
function check(draw: ParsedDraw, today: string): Outcome {
  if (draw.problem) return reject(draw.problem);
  if (texts(draw).some((t) => CONTROL.test(t))) return reject('caracteres de control en el sorteo');
  const game = matchGame(draw);
  if (!game) {
    const id = draw.sourceGameId ? ` (id ${draw.sourceGameId.source} "${draw.sourceGameId.id}")` : '';
    return reject(`título no reconocido: "${draw.operatorTitle} / ${draw.title}"${id}`);
  }
  if (!isIsoDate(draw.drawDate)) return reject(`fecha inválida "${draw.drawDate}"`);
  if (draw.drawDate > today) return reject(`fecha futura ${draw.drawDate}`);
  if (!drawsOn(game, draw.drawDate))
    return reject(`${game.name} no sortea los ${WEEKDAYS[weekdayOf(draw.drawDate)]} (${draw.drawDate})`);
  const running = game.endedOn && draw.drawDate > game.endedOn ? null : inProgress(game, draw.drawDate, draw.numbers);
  if (running) return { kind: 'incomplete', reason: running, gameId: game.id };
  const problem =
    validateNumbers(game, draw.drawDate, draw.numbers) ?? validateExtras(game, draw.drawDate, draw.extras ?? {});
  if (problem) return reject(problem);
  const drawTime = draw.drawTime ?? scheduledTime(game, draw.drawDate);
  if (!drawTime || !TIME.test(drawTime)) return reject(`hora de sorteo inválida "${drawTime ?? ''}"`);
  const valid: ValidDraw = {
    sourceTitle: draw.title,
    gameId: game.id,
    operatorId: operatorOf(game).id,
    drawDate: draw.drawDate,
    drawTime,
    numbers: readNumbers(game, draw.drawDate, draw.numbers),
    extras: draw.extras ?? {},
  };
  return { kind: 'valid', draw: valid };
}

const report = (draw: ParsedDraw, reason: string, gameId?: string): RejectedDraw => ({
  title: draw.title,
  operatorTitle: draw.operatorTitle,
  drawDate: draw.drawDate,
  numbers: [...draw.numbers],
  reason,
  ...(gameId ? { gameId } : {}),
});

/** Same numbers and extras (extras compared key by key, not by serialisation order). */
function sameValue(a: ValidDraw, b: ValidDraw): boolean {
  const keys = new Set([...Object.keys(a.extras), ...Object.keys(b.extras)]) as Set<keyof DrawExtras>;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  return same(a.numbers, b.numbers) && [...keys].every((k) => same(a.extras[k], b.extras[k]));
}

const describe = (d: ValidDraw): string =>
  [d.numbers.join(' '), ...Object.entries(d.extras).map(([k, v]) => `${k}=${String(v)}`)].join(' ');

/**
 * Matches and validates parsed draws against the catalogue.
 * Two items for one (game, date, time) with the same value are stored once; with different values neither
 * is stored and both are rejected with both values in the reason.
 * @param now the moment of the scrape; draws dated after its Dominican date are rejected.
 */
export function validateDraws(parsed: readonly ParsedDraw[], now: Date): ValidationResult {
  const today = dominicanDate(now);
  const byKey = new Map<
    string,
    { draw: ValidDraw; parsed: ParsedDraw; conflicts: ParsedDraw[]; values: ValidDraw[] }
  >();
  const rejected: RejectedDraw[] = [];
  const incomplete: RejectedDraw[] = [];
  for (const draw of parsed) {
    const outcome = check(draw, today);
    if (outcome.kind === 'rejected') rejected.push(report(draw, outcome.reason));
    if (outcome.kind === 'incomplete') incomplete.push(report(draw, outcome.reason, outcome.gameId));
    if (outcome.kind !== 'valid') continue;
    const key = `${outcome.draw.gameId}|${outcome.draw.drawDate}|${outcome.draw.drawTime}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { draw: outcome.draw, parsed: draw, conflicts: [], values: [outcome.draw] });
    else if (!sameValue(seen.draw, outcome.draw)) {
      seen.conflicts.push(draw);
      seen.values.push(outcome.draw);
    }
  }
  const valid: ValidDraw[] = [];
  for (const entry of byKey.values()) {
    if (entry.conflicts.length === 0) {
      valid.push(entry.draw);
      continue;
    }
    const reason = `valores distintos para el mismo sorteo en una misma página: ${entry.values.map(describe).join(' / ')}`;
    for (const draw of [entry.parsed, ...entry.conflicts]) rejected.push(report(draw, reason));
  }
  return { valid, rejected, incomplete, warnings: warningsFor(parsed.length, valid.length, rejected) };
}

/** Page-level warnings: an answer without draws, or one whose every row was rejected. */
function warningsFor(parsedCount: number, validCount: number, rejected: readonly RejectedDraw[]): string[] {
  if (parsedCount === 0) return ['la fuente respondió sin sorteos'];
  if (validCount === 0 && rejected.length > 0) {
    return [`todos los sorteos fueron rechazados (${rejected.length}); el primero: ${rejected[0]?.reason ?? ''}`];
  }
  return [];
}
