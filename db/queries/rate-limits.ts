import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimits } from '../schema/index.ts';

/** One counter: `bucket` and `key` in the window that starts at `windowStart`. */
export interface RateCounter {
  bucket: string;
  key: string;
  windowStart: Date;
}

/**
 * Adds one hit to `counter` in a single statement, only while it holds fewer than `limit` hits (the row lock of
 * `ON CONFLICT DO UPDATE` serialises concurrent callers).
 * @returns the hits after the reservation, or `null` when the counter was already at `limit`.
 */
export async function reserveHit(db: Db, counter: RateCounter, limit: number): Promise<number | null> {
  const [row] = await db
    .insert(rateLimits)
    .values({ ...counter, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
      setWhere: lt(rateLimits.hits, limit),
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? null;
}

/** Takes back one hit of `counter` (never below 0). */
export async function releaseHit(db: Db, counter: RateCounter): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(
      and(
        eq(rateLimits.bucket, counter.bucket),
        eq(rateLimits.key, counter.key),
        eq(rateLimits.windowStart, counter.windowStart),
        gt(rateLimits.hits, 0),
      ),
    );
}

/** Deletes the counters of windows that started before `before`. */
export async function deleteRateCountersBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
