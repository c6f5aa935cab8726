/**
 * Server-side reads for the public pages (not a route: the "_" prefix keeps it out of routing).
 * Each returns undefined when the database cannot be read, so the page still renders and its island
 * loads the data in the browser.
 */
import { appDb } from '../../api/_db.ts';
import { historyOf, latestResults, lotekaResults, resultsForPath } from '../../db/queries/results.ts';
import { gamesOf, type Game, type Operator } from '../lib/catalogue/index.ts';
import type { HistoryRecord, LotteryResult } from '../lib/results.ts';
import { HOME_SOURCE_PATHS, toCardResult, type CardResult } from '../islands/home-sources.ts';

async function safely<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    console.error(`[pages] ${what}:`, error);
    return undefined;
  }
}

/** The home grid's results: the same nine dominicana paths plus Loteka the island refetches. */
export function loadHomeResults(): Promise<CardResult[] | undefined> {
  return safely('home results', async () => {
    const { db } = await appDb();
    const lists = await Promise.all([...HOME_SOURCE_PATHS.map((path) => resultsForPath(db, path)), lotekaResults(db, '/loteka')]);
    return lists.flatMap((list) => (list ?? []).map(toCardResult));
  });
}

/** Latest result of each of the operator's games, in catalogue order. */
export function loadOperatorResults(operator: Operator): Promise<LotteryResult[] | undefined> {
  return safely(`results of ${operator.id}`, async () => {
    const games = gamesOf(operator.id);
    const byGame = new Map((await latestResults((await appDb()).db, games)).map((r) => [r.gameId, r]));
    return games.map((g) => byGame.get(g.id)).filter((r): r is LotteryResult => r !== undefined);
  });
}

/** The newest `limit` history records of a game. */
export function loadHistory(game: Game, limit: number): Promise<HistoryRecord[] | undefined> {
  return safely(`history of ${game.id}`, async () => historyOf((await appDb()).db, game, limit));
}
