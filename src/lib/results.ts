/**
 * The result shapes the API serves and the islands read (spec section 7 of the results document),
 * and the pure mapping from a stored draw to them.
 */
import { operatorOf, sourcePathOf } from './catalogue/index.ts';
import { rulesOn } from './catalogue/rules.ts';
import type { Game, NumberSegment } from './catalogue/types.ts';
import type { DrawStatus } from './draw-status.ts';
import type { DrawExtras } from './draws.ts';

/** A winning number: plain, or labelled (bonus balls: "Mega Ball", "Extra Lotto", "Fracción"). */
export type GameScore = string | { score: string; type: string };

/** The number of a score as published (a labelled one through `score`). */
const scoreText = (score: GameScore): string => (typeof score === 'string' ? score : score.score);

/** The stored draw fields the mapping needs (a `draws` row satisfies it). */
export interface DrawLike {
  gameId: string;
  drawDate: string;
  drawTime: string;
  numbers: string[];
  extras: DrawExtras;
}

/** GET /api/lottery/dominicana item. `date` is "YYYY-MM-DD", `hour` "HH:MM" (America/Santo_Domingo). */
export interface LotteryResult {
  gameId: string;
  name: string;
  company: string;
  catName: string;
  date: string;
  hour: string;
  gameScores: GameScore[];
  logo: string | null;
  sourcePath: string;
  route: string;
  extras: DrawExtras;
  /** The game's draw status now (home and operator views; absent from the public path API). */
  status?: DrawStatus;
}

/** GET /api/lottery/loteka item: `nro` is the game label. */
export interface LotekaResult {
  gameId: string;
  nro: string;
  hour: string;
  date: string;
  gameScores: string[];
  name: string;
  company: string;
  route: string;
}

/** GET /api/lottery/history/:gameName item. */
export interface HistoryRecord {
  gameId: string;
  name: string;
  company: string;
  date: string;
  hour: string;
  gameScores: GameScore[];
  nro: string;
  sourcePath: string;
  /** The game's draw status now, on the latest record of a game-page history read only. */
  status?: DrawStatus;
  /**
   * When Gana Más first stored this draw (ISO 8601), on the latest record of a game-page history read only, and only
   * when that was within a day of its scheduled time (not a history fill).
   */
  publishedAt?: string;
}

/** Numbers of a draw with the labels of the game's rule in force (labelled segments become objects). */
function scoresOf(game: Game, draw: DrawLike): GameScore[] {
  const segments =
    rulesOn(game, draw.drawDate).find((r) => r.segments.reduce((n, s) => n + s.count, 0) === draw.numbers.length)
      ?.segments ?? [];
  const labels = segments.flatMap((s) => Array.from({ length: s.count }, () => s.label));
  return draw.numbers.map((score, i) => {
    const type = labels[i];
    return type ? { score, type } : score;
  });
}

/** A winning number as shown: its text at the width its rule gives and, for a bonus ball, the label. */
export interface DisplayNumber {
  text: string;
  label?: string;
}

/** Digits a number of `segment` is shown with: 1 for a digit game, as published for ticket numbers, otherwise 2 (spec default). */
function widthOf(segment: NumberSegment | undefined): number {
  if (segment?.kind === 'digit') return 1;
  if (segment?.kind === 'digits') return 0;
  if (segment?.kind === 'range') return Math.max(2, String(segment.max).length);
  return 2;
}

/** A published number at `width` digits ("08" at 1 -> "8", "7" at 2 -> "07"); width 0 and words stay as published. */
function numberText(text: string, width: number): string {
  return width === 0 || !/^\d+$/.test(text) ? text : text.replace(/^0+(?=\d)/, '').padStart(width, '0');
}

/**
 * The numbers of a draw of `game` on `date` ("YYYY-MM-DD") as every view shows them: each number takes the
 * width and label of its position in the rule in force (the rule of the same length, else the first one),
 * so one draw looks the same on its home card, list row and page (Toca 3: "8 3 1").
 */
export function displayNumbers(game: Game, date: string, scores: readonly GameScore[]): DisplayNumber[] {
  const rules = rulesOn(game, date);
  const rule = rules.find((r) => r.segments.reduce((n, s) => n + s.count, 0) === scores.length) ?? rules[0];
  const slots = (rule?.segments ?? []).flatMap((s) => Array.from({ length: s.count }, () => s));
  return scores.map((score, i) => {
    const slot = slots[i];
    const label = typeof score === 'string' ? slot?.label : score.type;
    return { text: numberText(scoreText(score), widthOf(slot)), ...(label ? { label } : {}) };
  });
}

export function toLotteryResult(game: Game, draw: DrawLike): LotteryResult {
  const operator = operatorOf(game);
  return {
    gameId: game.id,
    name: game.name,
    company: operator.name,
    catName: operator.name,
    date: draw.drawDate,
    hour: draw.drawTime,
    gameScores: scoresOf(game, draw),
    logo: null,
    sourcePath: sourcePathOf(game),
    route: game.route,
    extras: draw.extras,
  };
}

export function toLotekaResult(game: Game, draw: DrawLike): LotekaResult {
  return {
    gameId: game.id,
    nro: game.name,
    hour: draw.drawTime,
    date: draw.drawDate,
    gameScores: [...draw.numbers],
    name: game.name,
    company: operatorOf(game).name,
    route: game.route,
  };
}

export function toHistoryRecord(game: Game, draw: DrawLike): HistoryRecord {
  return {
    gameId: game.id,
    name: game.name,
    company: operatorOf(game).name,
    date: draw.drawDate,
    hour: draw.drawTime,
    gameScores: scoresOf(game, draw),
    nro: game.name,
    sourcePath: sourcePathOf(game),
  };
}
