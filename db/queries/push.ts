/**
 * Web Push subscriptions, the alert queue (alerts and their deliveries, decision 074), the published draws a run
 * adds, and the locally generated VAPID keys.
 */
import { and, count, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PushPayload } from '../../src/lib/schemas/push.ts';
import type { Db } from '../client.ts';
import {
  appState,
  draws,
  pushAlerts,
  pushDeliveries,
  pushSubscriptions,
  type DrawRow,
  type PushSubscriptionRow,
} from '../schema/index.ts';

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
      set: { p256dh: sub.p256dh, auth: sub.auth, gameIds: union, subscribedAt: sub.createdAt, timeouts: 0 },
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

/** Whether a subscription of `endpoint` is stored. */
export async function pushSubscriptionExists(db: Db, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row !== undefined;
}

/** How many subscriptions are stored. */
export async function countPushSubscriptions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions);
  return row?.n ?? 0;
}

/** Deletes the subscriptions of `ids` (their push service answered that they are gone). */
export async function deletePushSubscriptions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Records that the push service accepted a notification for each of `ids` at `at` (and clears their timeouts). */
export async function markPushDelivered(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: at, timeouts: 0 })
      .where(inArray(pushSubscriptions.id, [...ids]));
  }
}

/**
 * Counts a timed-out send for each entry of `ids` (a subscription once per send that timed out), and deletes the
 * subscriptions that reached `maxTimeouts` in a row.
 * @returns how many were deleted.
 */
export async function countPushTimeouts(db: Db, ids: readonly number[], maxTimeouts: number): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .update(pushSubscriptions)
    .set({
      timeouts: sql`${pushSubscriptions.timeouts} + cardinality(array_positions(${sql.param([...ids])}::integer[], ${pushSubscriptions.id}))`,
    })
    .where(inArray(pushSubscriptions.id, [...ids]));
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, [...ids]), gte(pushSubscriptions.timeouts, maxTimeouts)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** Deletes the subscriptions with no accepted send and no subscribe call since `before`; returns how many. */
export async function deleteUnusedPushSubscriptions(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(
        lt(pushSubscriptions.subscribedAt, before),
        or(isNull(pushSubscriptions.lastSuccessAt), lt(pushSubscriptions.lastSuccessAt, before)),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** An alert to queue: the draw it announces, its game and what the notification shows. */
export interface NewPushAlert {
  drawId: number;
  gameId: string;
  payload: PushPayload;
}

/** Queues `alerts` (created at `at`). */
export async function queuePushAlerts(db: Db, alerts: readonly NewPushAlert[], at: Date): Promise<void> {
  if (alerts.length > 0) await db.insert(pushAlerts).values(alerts.map((a) => ({ ...a, createdAt: at })));
}

/**
 * Writes a delivery for every subscription following the game of each queued alert not fanned out yet (due at
 * `now`), and marks those alerts fanned out; an alert whose draw went under review meanwhile gets none, and a
 * subscription made after the alert was queued does not get it (that draw was already on the page).
 * @returns how many deliveries were written.
 */
export function fanOutPushAlerts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const alerts = await tx
      .update(pushAlerts)
      .set({ fannedOutAt: now })
      .where(isNull(pushAlerts.fannedOutAt))
      .returning({ id: pushAlerts.id });
    if (alerts.length === 0) return 0;
    const written = await tx
      .insert(pushDeliveries)
      .select(
        tx
          .select({
            alertId: pushAlerts.id,
            subscriptionId: pushSubscriptions.id,
            attempts: sql`0`.as('attempts'),
            nextAttemptAt: sql`${now.toISOString()}::timestamptz`.as('next_attempt_at'),
          })
          .from(pushAlerts)
          .innerJoin(draws, and(eq(draws.id, pushAlerts.drawId), eq(draws.underReview, false)))
          .innerJoin(
            pushSubscriptions,
            and(
              sql`${pushSubscriptions.gameIds} @> array[${pushAlerts.gameId}]`,
              lte(pushSubscriptions.createdAt, pushAlerts.createdAt),
            ),
          )
          .where(
            inArray(
              pushAlerts.id,
              alerts.map((a) => a.id),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ alertId: pushDeliveries.alertId });
    return written.length;
  });
}

/** One delivery claimed for sending: the subscription to reach and the notification. */
export interface ClaimedDelivery {
  alertId: number;
  /** Sends tried, this one included. */
  attempts: number;
  subscription: PushSubscriptionRow;
  payload: PushPayload;
}

/**
 * Claims at most `limit` deliveries due at `now`, oldest first (skipping those another sender holds): each one's
 * attempts go up by one and it is not due again before `now` + `retryMs` × 2^(attempts before), which is both the
 * claim's lease and the wait before a retry.
 */
export async function claimPushDeliveries(
  db: Db,
  now: Date,
  retryMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ alertId: pushDeliveries.alertId, subscriptionId: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(lte(pushDeliveries.nextAttemptAt, now))
    .orderBy(pushDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushDeliveries)
    .set({
      attempts: sql`${pushDeliveries.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + ${retryMs} * power(2, ${pushDeliveries.attempts}) * interval '1 millisecond'`,
    })
    .where(sql`(${pushDeliveries.alertId}, ${pushDeliveries.subscriptionId}) in (${due})`)
    .returning();
  if (claimed.length === 0) return [];
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((c) => c.subscriptionId))]));
  const alerts = await db
    .select({ id: pushAlerts.id, payload: pushAlerts.payload })
    .from(pushAlerts)
    .where(inArray(pushAlerts.id, [...new Set(claimed.map((c) => c.alertId))]));
  const subById = new Map(subs.map((s) => [s.id, s]));
  const payloadById = new Map(alerts.map((a) => [a.id, a.payload]));
  return claimed.flatMap((c) => {
    const subscription = subById.get(c.subscriptionId);
    const payload = payloadById.get(c.alertId);
    return subscription && payload ? [{ alertId: c.alertId, attempts: c.attempts, subscription, payload }] : [];
  });
}

/** A delivery's key. */
export interface DeliveryKey {
  alertId: number;
  subscriptionId: number;
}

/** Deletes the deliveries of `keys` (sent, or given up). */
export async function deletePushDeliveries(db: Db, keys: readonly DeliveryKey[]): Promise<void> {
  if (keys.length === 0) return;
  const tuples = sql.join(
    keys.map((k) => sql`(${k.alertId}::integer, ${k.subscriptionId}::integer)`),
    sql`, `,
  );
  await db
    .delete(pushDeliveries)
    .where(sql`(${pushDeliveries.alertId}, ${pushDeliveries.subscriptionId}) in (${tuples})`);
}

/**
 * Gives up what can no longer be sent: deliveries due at `now` that were tried `maxAttempts` times, and the alerts
 * created before `staleBefore` (with their deliveries) or fanned out with none left.
 */
export async function dropSpentPushAlerts(db: Db, now: Date, maxAttempts: number, staleBefore: Date): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(and(lte(pushDeliveries.nextAttemptAt, now), gte(pushDeliveries.attempts, maxAttempts)));
  await db
    .delete(pushAlerts)
    .where(
      or(
        lt(pushAlerts.createdAt, staleBefore),
        and(
          sql`${pushAlerts.fannedOutAt} is not null`,
          sql`not exists (select 1 from ${pushDeliveries} where ${pushDeliveries.alertId} = ${pushAlerts.id})`,
        ),
      ),
    );
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
