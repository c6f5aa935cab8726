/**
 * Web Push alerts ('Avísame'): the only writer of `push_subscriptions`. Visitors subscribe a browser to games
 * (rate-limited per IP); after a scrape stores draws, the published ones (not under review) are sent to the
 * subscriptions following their games, in batches, through each browser's push service with VAPID
 * (RFC 8292) and an aes128gcm payload (RFC 8291), by the `web-push` library. Endpoints the push service says
 * are gone (404, 410) are deleted. Sending never throws: failures are logged and counted.
 */
import webpush from 'web-push';
import {
  deletePushSubscriptions,
  markPushDelivered,
  publishedDrawsOf,
  pushSubscriptionsFor,
  readVapidKeys,
  removePushGames,
  storeVapidKeys,
  upsertPushSubscription,
  type StoredVapidKeys,
} from '../../../db/queries/push.ts';
import type { DrawRow, PushSubscriptionRow } from '../../../db/schema/index.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { drawNotification } from '../../lib/push-payload.ts';
import {
  MAX_PUSH_GAMES,
  type PushPayload,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '../../lib/schemas/push.ts';
import { ApiError } from '../errors.ts';
import type { PushConfig } from '../push-config.ts';
import type { ServiceContext } from './context.ts';
import { reserveOrThrow, type RateRule } from './rate-limit.ts';

/** Thirty subscription changes per IP per 10-minute window (ms). */
export const PUSH_RULE: RateRule = { bucket: 'push-ip', limit: 30, windowMs: 10 * 60 * 1000 };
/** Notifications sent at once, at most. */
const PUSH_BATCH = 100;
/** How long a push service keeps an undelivered notification (seconds): a result is news for half a day. */
const TTL_S = 12 * 60 * 60;
/** How long one push service request may take (ms). */
const SEND_TIMEOUT_MS = 10_000;
/** Push service answers meaning the subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Subscribes `input.endpoint` to `input.gameIds` (added to the games it followed).
 * @returns the games it follows now.
 * @throws ApiError `too_many_requests` past PUSH_RULE for `ctx.ip`; `bad_request` when it would follow more
 *   than MAX_PUSH_GAMES games.
 */
export async function subscribePush(ctx: ServiceContext, input: PushSubscriptionInput): Promise<string[]> {
  if (ctx.ip) await reserveOrThrow(ctx, PUSH_RULE, ctx.ip, 'Demasiados cambios de avisos. Intenta más tarde.');
  const gameIds = await upsertPushSubscription(
    ctx.db,
    { endpoint: input.endpoint, ...input.keys, gameIds: input.gameIds, createdAt: ctx.now },
    MAX_PUSH_GAMES,
  );
  if (!gameIds) {
    throw new ApiError('bad_request', `Una suscripción sigue como máximo ${MAX_PUSH_GAMES} juegos.`);
  }
  return gameIds;
}

/**
 * Stops `input.gameIds` (every game when absent) for `input.endpoint`; a subscription left without games is
 * deleted. An unknown endpoint is not an error.
 * @returns the games it still follows (empty when deleted).
 */
export async function unsubscribePush(ctx: ServiceContext, input: PushUnsubscribeInput): Promise<string[]> {
  return (await removePushGames(ctx.db, input.endpoint, input.gameIds ?? null)) ?? [];
}

/** What one round of sending did: accepted by the push service, subscriptions deleted as gone, other failures. */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

type Delivery = 'sent' | 'gone' | 'failed';

/** The newest draw of each game among `rows`. */
function newestByGame(rows: readonly DrawRow[]): Map<string, DrawRow> {
  const newest = new Map<string, DrawRow>();
  for (const row of rows) {
    const seen = newest.get(row.gameId);
    if (!seen || `${row.drawDate} ${row.drawTime}` > `${seen.drawDate} ${seen.drawTime}`) newest.set(row.gameId, row);
  }
  return newest;
}

async function deliver(config: PushConfig, sub: PushSubscriptionRow, payload: PushPayload): Promise<Delivery> {
  try {
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(config.agent ? { agent: config.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && GONE.has(error.statusCode)) return 'gone';
    const reason = error instanceof webpush.WebPushError ? `HTTP ${error.statusCode}` : String(error);
    console.error(`[push] envío fallido a ${new URL(sub.endpoint).origin}: ${reason}`);
    return 'failed';
  }
}

/**
 * Sends the draws of `keys` (game, date, time: what a run just inserted) that are published to the
 * subscriptions following their games: for each game only its newest draw, at most PUSH_BATCH requests at
 * once. Draws under review are never sent; a draw is sent once because only a run that inserts it names it.
 * Subscriptions answered 404/410 are deleted, accepted ones get `last_success_at`.
 * Never throws: errors are logged and counted as failed.
 */
export async function notifyPublishedDraws(
  ctx: ServiceContext,
  config: PushConfig,
  keys: readonly { gameId: string; drawDate: string; drawTime: string }[],
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  try {
    const payloads = new Map<string, PushPayload>();
    for (const [gameId, draw] of newestByGame(await publishedDrawsOf(ctx.db, keys))) {
      const game = gameById(gameId);
      if (game) payloads.set(gameId, drawNotification(game, draw));
    }
    const subs = await pushSubscriptionsFor(ctx.db, [...payloads.keys()]);
    const jobs = subs.flatMap((sub) => sub.gameIds.flatMap((id) => payloads.get(id) ?? []).map((p) => ({ sub, p })));
    for (let i = 0; i < jobs.length; i += PUSH_BATCH) {
      const batch = jobs.slice(i, i + PUSH_BATCH);
      const results = await Promise.all(batch.map(({ sub, p }) => deliver(config, sub, p)));
      const idsWith = (kind: Delivery) => [
        ...new Set(batch.filter((_, j) => results[j] === kind).map((j) => j.sub.id)),
      ];
      await deletePushSubscriptions(ctx.db, idsWith('gone'));
      await markPushDelivered(ctx.db, idsWith('sent'), ctx.now);
      outcome.sent += results.filter((r) => r === 'sent').length;
      outcome.removed += idsWith('gone').length;
      outcome.failed += results.filter((r) => r === 'failed').length;
    }
  } catch (error) {
    console.error('[push] no se pudieron enviar los avisos:', error);
    outcome.failed += 1;
  }
  return outcome;
}

/**
 * The VAPID key pair kept in the database for a local install: the stored one, or a new one generated
 * with `web-push` and stored (the first one stored wins when two processes race).
 */
export async function localVapidKeys(ctx: ServiceContext): Promise<StoredVapidKeys> {
  return (await readVapidKeys(ctx.db)) ?? storeVapidKeys(ctx.db, webpush.generateVAPIDKeys());
}
