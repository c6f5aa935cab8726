/** Queries on `draws`: idempotent upsert from the pipeline and the reads pages and the API use. */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, logs, type DrawExtrasColumn, type DrawRow } from '../schema/index.ts';

/** A draw to store (the pipeline's `ValidDraw`). */
export interface DrawInput {
  gameId: string;
  operatorId: string;
  drawDate: string;
  drawTime: string;
  numbers: string[];
  extras: DrawExtrasColumn;
}

export interface UpsertSource {
  adapter: string;
  url: string;
  fetchedAt: Date;
}

export interface UpsertSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** Games with a created or updated draw (their pages must be invalidated). */
  changedGameIds: string[];
}

const keyOf = (d: { gameId: string; drawDate: string; drawTime: string }) => `${d.gameId}|${d.drawDate}|${d.drawTime}`;
const same = (a: DrawInput, b: DrawRow) =>
  JSON.stringify(a.numbers) === JSON.stringify(b.numbers) && JSON.stringify(a.extras) === JSON.stringify(b.extras);
const CHUNK = 500;
const columnsOf = ({ gameId, operatorId, drawDate, drawTime, numbers, extras }: DrawInput): DrawInput => ({ gameId, operatorId, drawDate, drawTime, numbers, extras });

async function existingFor(db: Db, inputs: readonly DrawInput[]): Promise<Map<string, DrawRow>> {
  const dates = inputs.map((d) => d.drawDate).sort();
  const rows = await db
    .select()
    .from(draws)
    .where(
      and(
        inArray(draws.gameId, [...new Set(inputs.map((d) => d.gameId))]),
        gte(draws.drawDate, dates[0] ?? ''),
        lte(draws.drawDate, dates.at(-1) ?? ''),
      ),
    );
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/**
 * Stores draws once per (game, draw date, draw time). A draw already stored with the same numbers and
 * extras is left as it is; one with other values is updated and the change is written to `logs`
 * (action `update_draw`). Runs in one transaction.
 */
export async function upsertDraws(db: Db, inputs: readonly DrawInput[], source: UpsertSource): Promise<UpsertSummary> {
  if (inputs.length === 0) return { created: 0, updated: 0, unchanged: 0, changedGameIds: [] };
  return db.transaction(async (tx) => {
    const existing = await existingFor(tx as unknown as Db, inputs);
    const fresh = inputs.filter((d) => !existing.has(keyOf(d)));
    const changed = inputs.filter((d) => existing.has(keyOf(d)) && !same(d, existing.get(keyOf(d)) as DrawRow));
    const stamp = { sourceAdapter: source.adapter, sourceUrl: source.url, fetchedAt: source.fetchedAt };
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await tx.insert(draws).values(fresh.slice(i, i + CHUNK).map((d) => ({ ...columnsOf(d), ...stamp })));
    }
    for (const d of changed) {
      const before = existing.get(keyOf(d)) as DrawRow;
      await tx.update(draws).set({ numbers: d.numbers, extras: d.extras, ...stamp, updatedAt: new Date() }).where(eq(draws.id, before.id));
      await tx.insert(logs).values({
        action: 'update_draw',
        details: JSON.stringify({ key: keyOf(d), before: { numbers: before.numbers, extras: before.extras }, after: { numbers: d.numbers, extras: d.extras }, source: source.url }),
      });
    }
    const changedGameIds = [...new Set([...fresh, ...changed].map((d) => d.gameId))];
    return { created: fresh.length, updated: changed.length, unchanged: inputs.length - fresh.length - changed.length, changedGameIds };
  });
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
  return db.select().from(draws).where(eq(draws.gameId, gameId)).orderBy(desc(draws.drawDate), desc(draws.drawTime)).limit(limit);
}

/** Number of stored draws (first start imports the snapshot when it is 0). */
export async function countDraws(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(draws);
  return row?.n ?? 0;
}
