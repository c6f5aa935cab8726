/**
 * Plain reads behind the pages by date: one game's draws of a day and its neighbouring draw dates, the draws of
 * every game on a day and the neighbouring days with draws. Dates are "YYYY-MM-DD" (America/Santo_Domingo).
 * Per game they use the (game, date) index; across games they go through the (operator, date) index.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, type DrawRow } from '../schema/index.ts';

/** Which draws a date read covers: one game, or every game of `operatorIds`. */
export type DrawScope = { gameId: string } | { operatorIds: readonly string[] };

const inScope = (scope: DrawScope) =>
  'gameId' in scope ? eq(draws.gameId, scope.gameId) : inArray(draws.operatorId, [...scope.operatorIds]);

/** The draws of `scope` on `date`, ordered by game then draw time. */
export async function drawsOnDate(db: Db, scope: DrawScope, date: string): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(inScope(scope), eq(draws.drawDate, date)))
    .orderBy(asc(draws.gameId), asc(draws.drawTime));
}

/** The closest draw date of `scope` strictly before (`'before'`) or after (`'after'`) `date`, or null. */
export async function adjacentDrawDate(
  db: Db,
  scope: DrawScope,
  date: string,
  side: 'before' | 'after',
): Promise<string | null> {
  const [row] = await db
    .select({ date: draws.drawDate })
    .from(draws)
    .where(and(inScope(scope), side === 'before' ? lt(draws.drawDate, date) : gt(draws.drawDate, date)))
    .orderBy(side === 'before' ? desc(draws.drawDate) : asc(draws.drawDate))
    .limit(1);
  return row?.date ?? null;
}

/** The first and last draw dates of `scope`, or null when it has no draw. */
export async function drawDateRange(db: Db, scope: DrawScope): Promise<{ first: string; last: string } | null> {
  const [row] = await db
    .select({ first: min(draws.drawDate), last: max(draws.drawDate) })
    .from(draws)
    .where(inScope(scope));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Every distinct draw date of `scope`, oldest first. */
export async function distinctDrawDates(db: Db, scope: DrawScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: draws.drawDate })
    .from(draws)
    .where(inScope(scope))
    .orderBy(asc(draws.drawDate));
  return rows.map((row) => row.date);
}

/** The ids of the games with at least one stored draw. */
export async function gamesWithDraws(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ gameId: draws.gameId }).from(draws);
  return rows.map((row) => row.gameId);
}

/** Per month "YYYY-MM" of `scope`, the draws stored from `from` to `to` (inclusive), every game together. */
export async function drawsPerMonth(
  db: Db,
  scope: DrawScope,
  from: string,
  to: string,
): Promise<{ gameId: string; month: string; count: number }[]> {
  const month = sql<string>`to_char(${draws.drawDate}, 'YYYY-MM')`;
  return db
    .select({ gameId: draws.gameId, month, count: sql<number>`count(*)::int` })
    .from(draws)
    .where(and(inScope(scope), gte(draws.drawDate, from), lte(draws.drawDate, to)))
    .groupBy(draws.gameId, month)
    .orderBy(draws.gameId, month);
}

/** The first stored draw date of every game of `scope` that has one. */
export async function firstDrawDates(db: Db, scope: DrawScope): Promise<Map<string, string>> {
  const rows = await db
    .select({ gameId: draws.gameId, first: min(draws.drawDate) })
    .from(draws)
    .where(inScope(scope))
    .groupBy(draws.gameId);
  return new Map(rows.flatMap((row) => (row.first ? [[row.gameId, row.first] as const] : [])));
}
