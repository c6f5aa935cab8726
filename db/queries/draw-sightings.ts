/** When each source first showed each draw, and when Gana Más stored it (issue 33 item 7). */
import { gte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { draws, drawSightings } from '../schema/index.ts';

/** One source's first sighting of one draw. */
export interface DrawSighting {
  gameId: string;
  drawDate: string;
  drawTime: string;
  sourceAdapter: string;
  firstSeenAt: Date;
}

/** Rows per insert (5 parameters each, well under Postgres' 65,535). */
const CHUNK = 1000;

/** Records `sightings`, keeping the first one of each draw and source. */
export async function recordSightings(db: Db, sightings: readonly DrawSighting[]): Promise<void> {
  for (let i = 0; i < sightings.length; i += CHUNK) {
    await db
      .insert(drawSightings)
      .values(sightings.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

/** The sightings of the draws dated `fromDate` ("YYYY-MM-DD") or later. */
export function sightingsSince(db: Db, fromDate: string): Promise<DrawSighting[]> {
  return db.select().from(drawSightings).where(gte(drawSightings.drawDate, fromDate));
}

/** When each stored draw dated `fromDate` or later was first stored (`storedAt`). */
export function storedSince(db: Db, fromDate: string) {
  return db
    .select({ gameId: draws.gameId, drawDate: draws.drawDate, drawTime: draws.drawTime, storedAt: draws.createdAt })
    .from(draws)
    .where(gte(draws.drawDate, fromDate));
}
