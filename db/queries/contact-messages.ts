/** Contact messages: insert one. */
import type { Db } from '../client.ts';
import { contactMessages, type ContactMessageRow } from '../schema/index.ts';

type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one message and returns the stored row. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
