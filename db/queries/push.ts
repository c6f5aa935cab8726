/** Web Push subscriptions, the published draws a run adds, and the locally generated VAPID keys. */
import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appState, draws, pushSubscriptions, type DrawRow, type PushSubscriptionRow } from '../schema/index.ts';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  gameIds: string[];
  createdAt: Date;
}

/**
 * Stores `sub`, or adds its games to the stored one of the same endpoint (and takes its keys), keeping at most
 * `maxGames` distinct games.
 * @returns the games the endpoint follows now (sorted), or `null` when the union would pass `maxGames`
 *   (nothing changed).
 */
export async function upsertPushSubscription(
  db: Db,
  sub: NewPushSubscription,
  maxGames: number,
): Promise<string[] | null> {
  const union = sql`ARRAY(SELECT DISTINCT g FROM unnest(${pushSubscriptions.gameIds} || excluded.game_ids) AS g ORDER BY g)`;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...sub, gameIds: [...new Set(sub.gameIds)].sort() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: sub.p256dh, auth: sub.auth, gameIds: union },
      setWhere: sql`cardinality(${union}) <= ${maxGames}`,
    })
    .returning({ gameIds: pushSubscriptions.gameIds });
  return row?.gameIds ?? null;
}

/**
 * Removes `gameIds` from the subscription of `endpoint` (all of them when null) and deletes it when it follows
 * no game any more.
 * @returns the games it still follows, or `null` when no subscription of that endpoint exists (any more).
 */
export async function removePushGames(db: Db, endpoint: string, gameIds: string[] | null): Promise<string[] | null> {
  if (gameIds) {
    const [row] = await db
      .update(pushSubscriptions)
      .set({
        gameIds: sql`ARRAY(SELECT g FROM unnest(${pushSubscriptions.gameIds}) AS g WHERE g <> ALL(${sql.param(gameIds)}::text[]) ORDER BY g)`,
      })
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .returning({ gameIds: pushSubscriptions.gameIds });
    if (!row) return null;
    if (row.gameIds.length > 0) return row.gameIds;
  }
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return null;
}

/** Subscriptions following any of `gameIds`. */
export function pushSubscriptionsFor(db: Db, gameIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(arrayOverlaps(pushSubscriptions.gameIds, [...gameIds]));
}

/** Deletes the subscriptions of `ids` (their push service answered that they are gone). */
export async function deletePushSubscriptions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Records that the push service accepted a notification for each of `ids` at `at`. */
export async function markPushDelivered(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: at })
      .where(inArray(pushSubscriptions.id, [...ids]));
  }
}

/** The draws of `keys` (game, date, time) that are published: stored and not under review. */
export function publishedDrawsOf(
  db: Db,
  keys: readonly { gameId: string; drawDate: string; drawTime: string }[],
): Promise<DrawRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  const matches = keys.map((k) =>
    and(eq(draws.gameId, k.gameId), eq(draws.drawDate, k.drawDate), eq(draws.drawTime, k.drawTime)),
  );
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.underReview, false), or(...matches)));
}

const VAPID_KEYS = 'push.vapid';

export interface StoredVapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair stored by `storeVapidKeys`, or null. */
export async function readVapidKeys(db: Db): Promise<StoredVapidKeys | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, VAPID_KEYS));
  return (row?.value as StoredVapidKeys | undefined) ?? null;
}

/** Stores `keys` unless a pair is stored already; returns the pair stored (the first one wins). */
export async function storeVapidKeys(db: Db, keys: StoredVapidKeys): Promise<StoredVapidKeys> {
  await db.insert(appState).values({ key: VAPID_KEYS, value: keys }).onConflictDoNothing();
  return (await readVapidKeys(db)) ?? keys;
}
