/** Queries on `logs` (the activity log). */
import type { Db } from '../client.ts';
import { logs } from '../schema/index.ts';

export type NewLog = typeof logs.$inferInsert;

/** Appends one entry to the activity log. */
export async function insertLog(db: Db, entry: NewLog): Promise<void> {
  await db.insert(logs).values(entry);
}

/** Inserts many log entries in one statement. */
export async function insertLogs(db: Db, entries: readonly NewLog[]): Promise<void> {
  if (entries.length > 0) await db.insert(logs).values([...entries]);
}
