/** Queries on `draws`: plain reads and writes (the rules of storing live in src/server/services/draws.ts). */
import { and, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client.ts';
import { draws, drawsInProgress, type DrawRow } from '../schema/index.ts';

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

/** The columns of `draws` an insert sets: all but the serial id. */
const INSERTED_COLUMNS = Object.entries(getTableColumns(draws)).filter(([key]) => key !== 'id');
/** Their names, as an insert's column list. */
const INSERTED_NAMES = sql.join(
  INSERTED_COLUMNS.map(([, column]) => sql.identifier(column.name)),
  sql`, `,
);

/** A stored draw's id with its key. */
interface DrawId {
  id: number;
  gameId: string;
  drawDate: string;
  drawTime: string;
}

/**
 * Inserts `rows` (every column but the id) in one statement and returns their ids with their keys. The rows travel
 * as one JSON parameter read back with `jsonb_populate_recordset` (JSON arrays become the `numbers` text[]), not as
 * 13 bound values per row: building and sending tens of thousands of parameters took 40 % of the bundled year's
 * import (decision 070).
 */
export async function insertDrawsReturningIds(db: Db, rows: readonly Omit<DrawRow, 'id'>[]): Promise<DrawId[]> {
  if (rows.length === 0) return [];
  const records = rows.map((row) =>
    Object.fromEntries(INSERTED_COLUMNS.map(([key, column]) => [column.name, row[key as keyof typeof row]])),
  );
  return rowsOf<DrawId>(
    db,
    sql`
    insert into ${draws} (${INSERTED_NAMES})
    select ${INSERTED_NAMES} from jsonb_populate_recordset(null::${draws}, ${JSON.stringify(records)}::jsonb)
    returning id, game_id as "gameId", draw_date::text as "drawDate", draw_time as "drawTime"`,
  );
}

/** Every draw with a draw date between `from` and `to` ("YYYY-MM-DD", both included), of any game. */
export async function drawsOnDates(db: Db, from: string, to: string): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(gte(draws.drawDate, from), lte(draws.drawDate, to)));
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

export type NewDrawInProgress = typeof drawsInProgress.$inferInsert;

/**
 * Records draws seen in progress (one row per game and draw date, the latest sighting kept).
 * @returns the game ids that had no sighting for that draw date before.
 */
export async function upsertDrawsInProgress(db: Db, rows: readonly NewDrawInProgress[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const known = await db
    .select({ gameId: drawsInProgress.gameId, drawDate: drawsInProgress.drawDate })
    .from(drawsInProgress)
    .where(inArray(drawsInProgress.gameId, [...new Set(rows.map((r) => r.gameId))]));
  const seen = new Set(known.map((k) => `${k.gameId}|${k.drawDate}`));
  await saveDrawsInProgress(db, rows);
  return rows.filter((r) => !seen.has(`${r.gameId}|${r.drawDate}`)).map((r) => r.gameId);
}

/** Stores draws seen in progress in one statement (one row per game and draw date in `rows`, the latest kept). */
export async function saveDrawsInProgress(db: Db, rows: readonly NewDrawInProgress[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(drawsInProgress)
    .values([...rows])
    .onConflictDoUpdate({
      target: [drawsInProgress.gameId, drawsInProgress.drawDate],
      set: {
        seenAt: sql`excluded.seen_at`,
        sourceAdapter: sql`excluded.source_adapter`,
        sourceUrl: sql`excluded.source_url`,
      },
    });
}

/** Every draw seen in progress: game and draw date. */
export async function allDrawsInProgress(db: Db): Promise<{ gameId: string; drawDate: string }[]> {
  return db.select({ gameId: drawsInProgress.gameId, drawDate: drawsInProgress.drawDate }).from(drawsInProgress);
}

/** Which of `gameIds` a source has shown in progress on `drawDate` ("YYYY-MM-DD"). */
export async function gamesInProgress(db: Db, gameIds: readonly string[], drawDate: string): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: drawsInProgress.gameId })
    .from(drawsInProgress)
    .where(and(inArray(drawsInProgress.gameId, [...gameIds]), eq(drawsInProgress.drawDate, drawDate)));
  return new Set(rows.map((r) => r.gameId));
}

/** The games each source URL has published (from the stored draws): what a scraper of that URL covers. */
export async function gamesBySourceUrl(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db.selectDistinct({ url: draws.sourceUrl, gameId: draws.gameId }).from(draws);
  const byUrl = new Map<string, Set<string>>();
  for (const row of rows) byUrl.set(row.url, (byUrl.get(row.url) ?? new Set()).add(row.gameId));
  return byUrl;
}

/** The games with a stored draw of `drawDate` ("YYYY-MM-DD"). */
export async function gamesDrawnOn(db: Db, drawDate: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ gameId: draws.gameId }).from(draws).where(eq(draws.drawDate, drawDate));
  return new Set(rows.map((r) => r.gameId));
}

/** The games with a draw dated `drawDateFrom` ("YYYY-MM-DD") or later first stored from `since` to `until`. */
export async function gamesStoredBetween(db: Db, since: Date, until: Date, drawDateFrom: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ gameId: draws.gameId })
    .from(draws)
    .where(and(gte(draws.createdAt, since), lte(draws.createdAt, until), gte(draws.drawDate, drawDateFrom)));
  return new Set(rows.map((r) => r.gameId));
}

/** Up to `limit` draws under review, newest draw first. */
export async function drawsUnderReview(db: Db, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(eq(draws.underReview, true))
    .orderBy(desc(draws.drawDate), desc(draws.drawTime))
    .limit(limit);
}

/** The draw `id`, or undefined. */
export async function findDraw(db: Db, id: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(eq(draws.id, id));
  return row;
}
