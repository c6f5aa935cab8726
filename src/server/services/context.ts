/**
 * What every service verb receives: the database (or the transaction it runs in), who acts, from where
 * and when. Services are the only writers; an admin write records its log entry through the same `db`.
 */
import type { Db } from '../../../db/client.ts';

/** The admin user behind a write; `null` for visitors and the system (scrapers, scheduler, first start). */
export interface Actor {
  id: number;
  username: string;
  role: 'admin';
}

export interface ServiceContext {
  /** The database, or the transaction the verb runs inside. */
  db: Db;
  actor: Actor | null;
  /** Client IP of the request, or `null` outside a request. */
  ip: string | null;
  now: Date;
}

/** A context for the system itself (cron, first start, CLI): no actor, no IP, `now` at call time unless given. */
export const systemContext = (db: Db, now = new Date()): ServiceContext => ({ db, actor: null, ip: null, now });

/** Runs `work` in one transaction, with a context whose `db` is that transaction. */
export function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
