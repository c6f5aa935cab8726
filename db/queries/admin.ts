/** Queries on `admin_users` and `admin_sessions`. */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adminSessions, adminUsers, type AdminUserRow } from '../schema/index.ts';

export type NewAdminUser = typeof adminUsers.$inferInsert;

export const countAdminUsers = async (db: Db): Promise<number> =>
  (await db.select({ n: count() }).from(adminUsers))[0]?.n ?? 0;

export async function insertAdminUser(db: Db, user: NewAdminUser): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(user).returning();
  if (!row) throw new Error('insertAdminUser: no row returned');
  return row;
}

export async function adminUserByName(db: Db, username: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  return row;
}

export async function adminUserById(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ passwordHash, mustChangePassword: false }).where(eq(adminUsers.id, userId));
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/** The session `id` with its user, whether or not it is revoked or expired. */
export async function sessionWithUser(db: Db, id: string) {
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id));
  return row;
}

export async function revokeSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: at }).where(eq(adminSessions.id, id));
}

/** Revokes at `at` every unrevoked session of `userId` but `keepId`. */
export async function revokeOtherSessions(db: Db, userId: number, keepId: string, at: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.userId, userId), ne(adminSessions.id, keepId), isNull(adminSessions.revokedAt)));
}
