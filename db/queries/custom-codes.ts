/** Queries on `custom_codes`: list, the active ones, one by key, insert, update, delete. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customCodes, type CustomCodeRow, type NewCustomCode } from '../schema/index.ts';

/** Every snippet, by key. */
export const listCustomCodes = (db: Db): Promise<CustomCodeRow[]> =>
  db.select().from(customCodes).orderBy(asc(customCodes.key));

/** The active snippets, by key (the order they are placed in the head). */
export const activeCustomCodes = (db: Db): Promise<CustomCodeRow[]> =>
  db.select().from(customCodes).where(eq(customCodes.active, true)).orderBy(asc(customCodes.key));

/** The snippet with `key`, or undefined. */
export async function customCodeByKey(db: Db, key: string): Promise<CustomCodeRow | undefined> {
  const [row] = await db.select().from(customCodes).where(eq(customCodes.key, key));
  return row;
}

/** Stores a snippet. @throws the driver's error (a taken key: unique violation 23505). */
export async function insertCustomCode(db: Db, code: NewCustomCode): Promise<CustomCodeRow> {
  const [row] = await db.insert(customCodes).values(code).returning();
  if (!row) throw new Error('custom_codes insert returned no row');
  return row;
}

/** Changes snippet `key`; undefined when there is none. */
export async function updateCustomCodeRow(
  db: Db,
  key: string,
  changes: Partial<NewCustomCode>,
): Promise<CustomCodeRow | undefined> {
  const [row] = await db.update(customCodes).set(changes).where(eq(customCodes.key, key)).returning();
  return row;
}

/** Deletes snippet `key` and returns it; undefined when there is none. */
export async function deleteCustomCodeRow(db: Db, key: string): Promise<CustomCodeRow | undefined> {
  const [row] = await db.delete(customCodes).where(eq(customCodes.key, key)).returning();
  return row;
}
