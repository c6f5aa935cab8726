/** Contact messages: insert one, and the send times of one IP address since a moment (for the rate limit). */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contactMessages, type ContactMessageRow } from '../schema/index.ts';

type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one message and returns the stored row. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}

/** When `ip` sent messages after `since`, oldest first. */
export async function messageTimesFrom(db: Db, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.ipAddress, ip), gt(contactMessages.createdAt, since)))
    .orderBy(asc(contactMessages.createdAt));
  return rows.map((row) => row.createdAt);
}
