/** Reads behind the RSS feeds: the newest published draws of a set of games. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, type DrawRow } from '../schema/index.ts';

/**
 * Up to `limit` draws of `gameIds` that are not under review, newest date and time first (ties by game id, so
 * the order is stable).
 */
export async function newestPublishedDraws(db: Db, gameIds: readonly string[], limit: number): Promise<DrawRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.gameId, [...gameIds]), eq(draws.underReview, false)))
    .orderBy(desc(draws.drawDate), desc(draws.drawTime), asc(draws.gameId))
    .limit(limit);
}
