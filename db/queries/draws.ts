/** Queries on `draws`: plain reads and writes (the rules of storing live in src/server/services/draws.ts). */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, type DrawRow } from '../schema/index.ts';

export type NewDraw = typeof draws.$inferInsert;

/** Draws of `gameIds` with a draw date between `from` and `to` ("YYYY-MM-DD", both included). */
export async function drawsBetween(db: Db, gameIds: readonly string[], from: string, to: string): Promise<DrawRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.gameId, [...gameIds]), gte(draws.drawDate, from), lte(draws.drawDate, to)));
}

/** Inserts `rows` (callers chunk large batches). */
export async function insertDraws(db: Db, rows: readonly NewDraw[]): Promise<void> {
  if (rows.length > 0) await db.insert(draws).values([...rows]);
}

/** Sets the given columns of the draw `id`. */
export async function updateDraw(db: Db, id: number, fields: Partial<NewDraw>): Promise<void> {
  await db.update(draws).set(fields).where(eq(draws.id, id));
}

/** The newest draw of each game in `gameIds` (on or before `onDate`, "YYYY-MM-DD", when given). */
export async function latestDraws(db: Db, gameIds: readonly string[], onDate?: string): Promise<DrawRow[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([draws.gameId])
    .from(draws)
    .where(and(inArray(draws.gameId, [...gameIds]), onDate ? eq(draws.drawDate, onDate) : undefined))
    .orderBy(draws.gameId, desc(draws.drawDate), desc(draws.drawTime));
  return rows;
}

/** Up to `limit` draws of one game, newest first. */
export async function drawHistory(db: Db, gameId: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(eq(draws.gameId, gameId))
    .orderBy(desc(draws.drawDate), desc(draws.drawTime))
    .limit(limit);
}

/** Number of stored draws. */
export async function countDraws(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(draws);
  return row?.n ?? 0;
}
