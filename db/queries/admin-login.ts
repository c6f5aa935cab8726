/** Queries on `admin_login_delays` and `admin_login_links` (decision 079). */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adminLoginDelays, adminLoginLinks } from '../schema/index.ts';

/** The delay row of `username`, if any. */
export async function loginDelayOf(
  db: Db,
  username: string,
): Promise<{ strikes: number; notBefore: Date } | undefined> {
  const [row] = await db
    .select({ strikes: adminLoginDelays.strikes, notBefore: adminLoginDelays.notBefore })
    .from(adminLoginDelays)
    .where(eq(adminLoginDelays.username, username));
  return row;
}

/**
 * Takes one delayed attempt of `username` at `now`, in one statement: only when there is no row or its
 * `not_before` has passed; the row's strikes become 1 (no row, or a row quiet since before `resetBefore`) or one
 * more, and `not_before` becomes `now` plus `baseMs` × 2^(strikes − 1), the exponent at most `maxDoublings`.
 * The row lock of `ON CONFLICT DO UPDATE` serialises concurrent callers: of parallel attempts one takes the slot.
 * @returns whether the attempt was taken.
 */
export async function takeDelayedAttempt(
  db: Db,
  username: string,
  at: { now: Date; resetBefore: Date; baseMs: number; maxDoublings: number },
): Promise<boolean> {
  const now = sql`${at.now.toISOString()}::timestamptz`;
  const strikes = sql`(CASE WHEN ${adminLoginDelays.notBefore} < ${at.resetBefore.toISOString()}::timestamptz THEN 1 ELSE ${adminLoginDelays.strikes} + 1 END)`;
  const wait = (n: typeof strikes) =>
    sql`${now} + ${at.baseMs}::float8 * power(2, least(${n} - 1, ${at.maxDoublings})) * interval '1 millisecond'`;
  const rows = await db
    .insert(adminLoginDelays)
    .values({ username, strikes: 1, notBefore: new Date(at.now.getTime() + at.baseMs) })
    .onConflictDoUpdate({
      target: adminLoginDelays.username,
      set: { strikes, notBefore: wait(strikes) },
      setWhere: sql`${adminLoginDelays.notBefore} <= ${now}`,
    })
    .returning({ strikes: adminLoginDelays.strikes });
  return rows.length > 0;
}

/** Forgets the delay of `username` (its owner got in). */
export async function clearLoginDelay(db: Db, username: string): Promise<void> {
  await db.delete(adminLoginDelays).where(eq(adminLoginDelays.username, username));
}

/** Deletes delays whose wait ended before `before`. */
export async function deleteLoginDelaysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(adminLoginDelays).where(lt(adminLoginDelays.notBefore, before));
}

/** Stores a login link by its token's hash. */
export async function insertLoginLink(
  db: Db,
  link: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(adminLoginLinks).values(link);
}

/**
 * Marks the link of `tokenHash` used at `now` when it is unused and not expired, in one guarded `UPDATE` (of
 * parallel uses exactly one gets the row). @returns its account id, or `undefined`.
 */
export async function consumeLoginLink(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(adminLoginLinks)
    .set({ usedAt: now })
    .where(
      and(eq(adminLoginLinks.tokenHash, tokenHash), isNull(adminLoginLinks.usedAt), gt(adminLoginLinks.expiresAt, now)),
    )
    .returning({ userId: adminLoginLinks.userId });
  return row?.userId;
}

/** Deletes links that expired before `before`. */
export async function deleteLoginLinksBefore(db: Db, before: Date): Promise<void> {
  await db.delete(adminLoginLinks).where(lt(adminLoginLinks.expiresAt, before));
}
