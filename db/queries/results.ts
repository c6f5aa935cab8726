/** Result views over stored draws, in the API's shapes; used by the API and by server-rendered pages. */
import { gameById, gamesForPath } from '../../src/lib/catalogue/index.ts';
import type { Game } from '../../src/lib/catalogue/types.ts';
import { toHistoryRecord, toLotekaResult, toLotteryResult, type HistoryRecord, type LotekaResult, type LotteryResult } from '../../src/lib/results.ts';
import type { Db } from '../client.ts';
import { drawHistory, latestDraws } from './draws.ts';
import type { DrawRow } from '../schema/index.ts';

/** Latest draw per game, paired with its game, newest first. */
async function latestWithGames(db: Db, games: readonly Game[], date?: string): Promise<[Game, DrawRow][]> {
  const rows = await latestDraws(db, games.map((g) => g.id), date);
  return rows
    .map((row) => [gameById(row.gameId), row] as const)
    .filter((pair): pair is [Game, DrawRow] => pair[0] !== undefined)
    .sort((a, b) => `${b[1].drawDate}${b[1].drawTime}`.localeCompare(`${a[1].drawDate}${a[1].drawTime}`));
}

/**
 * Latest result of each game listed under an operator path (or the draws of `date`, "YYYY-MM-DD").
 * @returns null for a path no operator takes.
 */
export async function resultsForPath(db: Db, path: string, date?: string): Promise<LotteryResult[] | null> {
  const games = gamesForPath(path);
  if (!games) return null;
  return (await latestWithGames(db, games, date)).map(([game, row]) => toLotteryResult(game, row));
}

/** Loteka results (label `nro`, hour, date, numbers) for the Loteka provider path ("" or "/loteka"). */
export async function lotekaResults(db: Db, path: string, date?: string): Promise<LotekaResult[] | null> {
  const games = gamesForPath(path);
  if (!games) return null;
  return (await latestWithGames(db, games, date)).map(([game, row]) => toLotekaResult(game, row));
}

/** Latest result of each of `games` (home cards, category pages). */
export async function latestResults(db: Db, games: readonly Game[]): Promise<LotteryResult[]> {
  return (await latestWithGames(db, games)).map(([game, row]) => toLotteryResult(game, row));
}

/** Up to `limit` past results of `game`, newest first. */
export async function historyOf(db: Db, game: Game, limit: number): Promise<HistoryRecord[]> {
  return (await drawHistory(db, game.id, limit)).map((row) => toHistoryRecord(game, row));
}
