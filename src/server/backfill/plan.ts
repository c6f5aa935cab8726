/**
 * Which source × date the backfill asks (decision 086): a chosen range (the CLI), or the coverage gaps newest first
 * (each cron run's budget). A date whose ledger row exists is never asked again; a date on which none of a source's
 * games was due (`draw-days.ts`) is not asked at all.
 */
import { drawsPerDay, ledgerOf, type LedgerRow } from '../../../db/queries/backfill.ts';
import type { Db } from '../../../db/client.ts';
import { gameById, type Game } from '../../lib/catalogue/index.ts';
import { addDays } from '../../lib/dates.ts';
import { scheduledDrawCount } from '../../lib/draw-days.ts';
import type { BackfillSource } from './sources.ts';

/** One request of the backfill: a source's page for one date ("YYYY-MM-DD"). */
export interface BackfillItem {
  source: BackfillSource;
  date: string;
}

/** The oldest date the gap planner walks back to when no source has said where its history starts. */
const HISTORY_FLOOR = '2010-01-01';
/** Days of stored draws the gap planner reads at a time, walking back from the newest date. */
const GAP_WINDOW_DAYS = 90;

const gamesOf = (source: BackfillSource): Game[] => source.gameIds.flatMap((id) => gameById(id) ?? []);

/** Draws of `game` due on `date` (0 when the catalogue knows none was held). */
const dueOn = (game: Game, date: string): number => scheduledDrawCount(game, date, date) ?? 1;

/** Ledger keys "source|date" of `rows`. */
const ledgerKeys = (rows: readonly LedgerRow[]) => new Set(rows.map((r) => `${r.source}|${r.date}`));

/**
 * Every source × date from `to` down to `from` (newest first) not in the ledger, on which a game of the source was
 * due. `from` ≤ `to`, both "YYYY-MM-DD".
 */
export async function planRange(
  db: Db,
  sources: readonly BackfillSource[],
  from: string,
  to: string,
): Promise<BackfillItem[]> {
  const done = ledgerKeys(
    await ledgerOf(
      db,
      sources.map((s) => s.id),
    ),
  );
  const items: BackfillItem[] = [];
  for (let date = to; date >= from; date = addDays(date, -1)) {
    for (const source of sources) {
      if (done.has(`${source.id}|${date}`)) continue;
      if (gamesOf(source).some((game) => dueOn(game, date) > 0)) items.push({ source, date });
    }
  }
  return items;
}

/**
 * Up to `limit` source × date where a game of the source lacks a due draw, newest first, from `newest` back to the
 * source's floor: the date of an answer that held no session at all (the source has nothing older), else
 * HISTORY_FLOOR. Dates in the ledger are skipped.
 */
export async function planGaps(
  db: Db,
  sources: readonly BackfillSource[],
  newest: string,
  limit: number,
): Promise<BackfillItem[]> {
  if (limit <= 0 || sources.length === 0) return [];
  const ledger = await ledgerOf(
    db,
    sources.map((s) => s.id),
  );
  const done = ledgerKeys(ledger);
  const floors = new Map(sources.map((s) => [s.id, HISTORY_FLOOR]));
  for (const row of ledger) {
    if (row.oldestSeen === null && row.date > (floors.get(row.source) ?? HISTORY_FLOOR))
      floors.set(row.source, row.date);
  }
  const oldestFloor = [...floors.values()].reduce((min, f) => (f < min ? f : min), newest);
  const gameIds = [...new Set(sources.flatMap((s) => s.gameIds))];
  const items: BackfillItem[] = [];
  // Walked back a window at a time: a run that finds its few gaps near `newest` reads a window of draws, not every
  // draw since the floor.
  for (let end = newest; end > oldestFloor && items.length < limit; end = addDays(end, -GAP_WINDOW_DAYS)) {
    const start = [addDays(end, 1 - GAP_WINDOW_DAYS), addDays(oldestFloor, 1)].reduce((a, b) => (a > b ? a : b));
    const stored = await drawsPerDay(db, gameIds, start, end);
    for (let date = end; date >= start && items.length < limit; date = addDays(date, -1)) {
      for (const source of sources) {
        if (items.length >= limit) break;
        if (date <= (floors.get(source.id) ?? HISTORY_FLOOR) || done.has(`${source.id}|${date}`)) continue;
        const lacking = gamesOf(source).some((game) => dueOn(game, date) > (stored.get(`${game.id}|${date}`) ?? 0));
        if (lacking) items.push({ source, date });
      }
    }
  }
  return items;
}

/** Per game of `gameIds`: the draws due from `from` to `to` still not stored. */
export async function missingByGame(
  db: Db,
  gameIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const stored = await drawsPerDay(db, gameIds, from, to);
  const missing = new Map<string, number>();
  for (const game of gameIds.flatMap((id) => gameById(id) ?? [])) {
    let count = 0;
    for (let date = from; date <= to; date = addDays(date, 1)) {
      count += Math.max(0, (scheduledDrawCount(game, date, date) ?? 0) - (stored.get(`${game.id}|${date}`) ?? 0));
    }
    missing.set(game.id, count);
  }
  return missing;
}
