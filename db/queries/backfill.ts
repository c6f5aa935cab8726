/** Queries on the backfill's ledger and request log (decision 086). */
import { and, count, desc, gte, inArray, isNotNull, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { backfillLedger, backfillRequests, draws } from '../schema/index.ts';

export type LedgerRow = typeof backfillLedger.$inferSelect;

/** The ledger rows of `sources` ("YYYY-MM-DD" dates done and what their answers held). */
export function ledgerOf(db: Db, sources: readonly string[]): Promise<LedgerRow[]> {
  if (sources.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(backfillLedger)
    .where(inArray(backfillLedger.source, [...sources]));
}

/** Records a source's date as done (a row already there is kept: the date was done before). */
export async function markDateDone(db: Db, row: LedgerRow): Promise<void> {
  await db.insert(backfillLedger).values(row).onConflictDoNothing();
}

/** Logs one backfill request at `at`, with the error that stopped its date (null when it was stored). */
export async function logBackfillRequest(
  db: Db,
  entry: { source: string; date: string; at: Date; error: string | null },
): Promise<void> {
  await db.insert(backfillRequests).values(entry);
}

/** Deletes the request log older than `before` (the admin reads only the last 24 h and the last error). */
export async function purgeBackfillRequests(db: Db, before: Date): Promise<void> {
  await db.delete(backfillRequests).where(sql`${backfillRequests.at} < ${before}`);
}

/** Per source: dates done, draws stored, oldest date done. */
export function ledgerTotals(db: Db) {
  return db
    .select({
      source: backfillLedger.source,
      dates: count(),
      stored: sum(backfillLedger.stored).mapWith(Number),
      oldest: min(backfillLedger.date),
      newest: max(backfillLedger.date),
    })
    .from(backfillLedger)
    .groupBy(backfillLedger.source)
    .orderBy(backfillLedger.source);
}

/** How many backfill requests were made since `since`. */
export async function backfillRequestsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(backfillRequests).where(gte(backfillRequests.at, since));
  return row?.n ?? 0;
}

/** The newest request that failed, or null. */
export async function lastBackfillError(db: Db) {
  const [row] = await db
    .select({
      source: backfillRequests.source,
      date: backfillRequests.date,
      at: backfillRequests.at,
      error: backfillRequests.error,
    })
    .from(backfillRequests)
    .where(and(isNotNull(backfillRequests.error)))
    .orderBy(desc(backfillRequests.at))
    .limit(1);
  return row ?? null;
}

/** Stored draws of `gameIds` per game and day from `from` to `to` ("YYYY-MM-DD", inclusive): "gameId|date" → count. */
export async function drawsPerDay(
  db: Db,
  gameIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (gameIds.length === 0 || from > to) return new Map();
  const rows = await db
    .select({ gameId: draws.gameId, date: draws.drawDate, n: count() })
    .from(draws)
    .where(and(inArray(draws.gameId, [...gameIds]), gte(draws.drawDate, from), sql`${draws.drawDate} <= ${to}`))
    .groupBy(draws.gameId, draws.drawDate);
  return new Map(rows.map((r) => [`${r.gameId}|${r.date}`, r.n]));
}
