/** The activity log filtered for the admin: by action, username and time range, newest first. */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adminUsers, logs } from '../schema/index.ts';

/** Filter on log rows; times are instants (the caller turns days into them). */
export interface LogQuery {
  action?: string;
  username?: string;
  since?: Date;
  until?: Date;
}

function where(q: LogQuery): SQL | undefined {
  return and(
    q.action ? eq(logs.action, q.action) : undefined,
    q.username ? sql`lower(${adminUsers.username}) = lower(${q.username})` : undefined,
    q.since ? gte(logs.createdAt, q.since) : undefined,
    q.until ? lte(logs.createdAt, q.until) : undefined,
  );
}

/**
 * One page (`offset`, `limit`) of the log entries matching `condition` (all when `undefined`), newest first,
 * with the acting username (`null` for the system).
 */
export function logPage(db: Db, condition: SQL | undefined, page: { offset: number; limit: number }) {
  return db
    .select({
      id: logs.id,
      userId: logs.userId,
      username: adminUsers.username,
      action: logs.action,
      details: logs.details,
      ipAddress: logs.ipAddress,
      createdAt: logs.createdAt,
    })
    .from(logs)
    .leftJoin(adminUsers, eq(adminUsers.id, logs.userId))
    .where(condition)
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** One page (`offset`, `limit`) of the matching entries with their usernames, and the count of all matches. */
export async function filteredLogs(db: Db, q: LogQuery, page: { offset: number; limit: number }) {
  const rows = await logPage(db, where(q), page);
  const [total] = await db
    .select({ n: count() })
    .from(logs)
    .leftJoin(adminUsers, eq(adminUsers.id, logs.userId))
    .where(where(q));
  return { logs: rows, total: total?.n ?? 0 };
}
