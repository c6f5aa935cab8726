/**
 * The result shapes the API serves and the islands read (spec section 7 of the results document),
 * and the pure mapping from a stored draw to them.
 */
import { operatorOf, sourcePathOf } from './catalogue/index.ts';
import { rulesOn } from './catalogue/rules.ts';
import type { Game } from './catalogue/types.ts';

/** A winning number: plain, or labelled (bonus balls: "Mega Ball", "Extra Lotto", "Fracción"). */
export type GameScore = string | { score: string; type: string };

/** The stored draw fields the mapping needs (a `draws` row satisfies it). */
export interface DrawLike {
  gameId: string;
  drawDate: string;
  drawTime: string;
  numbers: string[];
  extras: { multiplier?: string; colour?: string; reference?: string };
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
  extras: DrawLike['extras'];
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
}

/** Numbers of a draw with the labels of the game's rule in force (labelled segments become objects). */
export function scoresOf(game: Game, draw: DrawLike): GameScore[] {
  const segments = rulesOn(game, draw.drawDate).find((r) => r.segments.reduce((n, s) => n + s.count, 0) === draw.numbers.length)?.segments ?? [];
  const labels = segments.flatMap((s) => Array.from({ length: s.count }, () => s.label));
  return draw.numbers.map((score, i) => {
    const type = labels[i];
    return type ? { score, type } : score;
  });
}

export function toLotteryResult(game: Game, draw: DrawLike): LotteryResult {
  const operator = operatorOf(game);
  return {
    gameId: game.id, name: game.name, company: operator.name, catName: operator.name, date: draw.drawDate, hour: draw.drawTime,
    gameScores: scoresOf(game, draw), logo: null, sourcePath: sourcePathOf(game), route: game.route, extras: draw.extras,
  };
}

export function toLotekaResult(game: Game, draw: DrawLike): LotekaResult {
  return {
    gameId: game.id, nro: game.name, hour: draw.drawTime, date: draw.drawDate, gameScores: [...draw.numbers],
    name: game.name, company: operatorOf(game).name, route: game.route,
  };
}

export function toHistoryRecord(game: Game, draw: DrawLike): HistoryRecord {
  return {
    gameId: game.id, name: game.name, company: operatorOf(game).name, date: draw.drawDate, hour: draw.drawTime,
    gameScores: scoresOf(game, draw), nro: game.name, sourcePath: sourcePathOf(game),
  };
}
