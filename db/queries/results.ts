/** Plain reads behind the result views: latest draws of a set of games, and one game's past draws. */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, type DrawRow } from '../schema/index.ts';
import { latestDraws } from './draws.ts';

/** The latest draw of each of `gameIds` (or each one's draw of `onDate`, "YYYY-MM-DD"), newest first. */
export async function latestDrawsNewestFirst(db: Db, gameIds: readonly string[], onDate?: string): Promise<DrawRow[]> {
  const rows = await latestDraws(db, gameIds, onDate);
  return rows.sort((a, b) => `${b.drawDate}${b.drawTime}`.localeCompare(`${a.drawDate}${a.drawTime}`));
}

/** Up to `limit` draws of one game, newest first; only those drawn on or before `until` ("YYYY-MM-DD") when given. */
export async function gameDraws(
  db: Db,
  gameId: string,
  options: { limit: number; offset?: number; until?: string },
): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), options.until ? lte(draws.drawDate, options.until) : undefined))
    .orderBy(desc(draws.drawDate), desc(draws.drawTime))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}
