/**
 * Web Push alerts ('Avísame'): the only writer of `push_subscriptions` and of the alert queue (decision 074).
 * Visitors subscribe a browser to games (rate-limited per IP, only at the push services the configuration allows,
 * with a valid P-256 key, up to a total cap); the run that stores draws queues an alert for the newest published
 * one of each game (`queueDrawAlerts`); a sender apart from the scrape (`drainPushQueue`: the local server's timer,
 * the cron route /api/cron/push on Vercel) fans the alerts out to the subscriptions following their games and sends
 * them with bounded concurrency and a short timeout, through each browser's push service with VAPID (RFC 8292) and
 * an aes128gcm payload (RFC 8291), by the `web-push` library, connecting only to addresses the configuration
 * allows. Gone endpoints (404, 410) are deleted, as are those that time out MAX_TIMEOUTS times in a row; 429 and
 * 5xx are retried later, a few times.
 */
import { createPublicKey } from 'node:crypto';
import { Agent } from 'node:https';
import webpush from 'web-push';
import {
  claimPushDeliveries,
  countPushSubscriptions,
  countPushTimeouts,
  deletePushDeliveries,
  deletePushSubscriptions,
  deleteUnusedPushSubscriptions,
  dropSpentPushAlerts,
  fanOutPushAlerts,
  markPushDelivered,
  publishedDrawsOf,
  pushSubscriptionExists,
  queuePushAlerts,
  readVapidKeys,
  removePushGames,
  storeVapidKeys,
  upsertPushSubscription,
  type ClaimedDelivery,
  type DeliveryKey,
  type StoredVapidKeys,
} from '../../../db/queries/push.ts';
import type { DrawRow } from '../../../db/schema/index.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { correctionNotification, drawNotification } from '../../lib/push-payload.ts';
import { MAX_PUSH_GAMES, type PushSubscriptionInput, type PushUnsubscribeInput } from '../../lib/schemas/push.ts';
import { ApiError } from '../errors.ts';
import type { PushConfig } from '../push-config.ts';
import { guardedLookup, isBlockedAddress } from '../push-endpoints.ts';
import type { ServiceContext } from './context.ts';
import { reserveOrThrow, type RateRule } from './rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Thirty subscription changes per IP per 10-minute window (ms). */
export const PUSH_RULE: RateRule = { bucket: 'push-ip', limit: 30, windowMs: 10 * 60 * 1000 };
/** How long a push service keeps an undelivered notification (seconds): a result is news for half a day. */
const TTL_S = 12 * 60 * 60;
/** How long one push service request may stay silent before it counts as timed out (ms). */
export const SEND_TIMEOUT_MS = 4_000;
/** Requests to push services open at once, at most. */
const SEND_CONCURRENCY = 50;
/** Deliveries claimed per round. */
const CLAIM_BATCH = 500;
/** Wait before the first retry of a failed send (ms), doubled at each later one; also the claim's lease. */
const RETRY_MS = 60_000;
/** Sends tried per delivery, at most. */
const MAX_ATTEMPTS = 4;
/** Timed-out sends in a row after which a subscription is deleted. */
export const MAX_TIMEOUTS = 3;
/** A subscription with no accepted send and no subscribe call for this long is deleted (ms). */
const UNUSED_AFTER_MS = 90 * DAY_MS;
/** Push service answers meaning the subscription is gone for good. */
const GONE = new Set([404, 410]);
const ENDPOINT_REFUSED = 'Este servicio de avisos no está admitido. Usa un navegador con avisos web.';
const FULL = 'Los avisos no admiten más suscripciones por ahora. Intenta más tarde.';

/**
 * Subscribes `input.endpoint` to `input.gameIds` (added to the games it followed).
 * @returns the games it follows now.
 * @throws ApiError `too_many_requests` past PUSH_RULE for `ctx.ip`; `bad_request` when the endpoint is not at a
 *   push service `config` allows, when `keys.p256dh` is no point of P-256, or when it would follow more than
 *   MAX_PUSH_GAMES games; `unavailable` when a new endpoint would pass `config.maxSubscriptions`.
 */
export async function subscribePush(
  ctx: ServiceContext,
  config: PushConfig,
  input: PushSubscriptionInput,
): Promise<string[]> {
  if (!config.endpoints.allows(new URL(input.endpoint))) {
    throw new ApiError('bad_request', ENDPOINT_REFUSED, {
      issues: [{ path: ['endpoint'], message: ENDPOINT_REFUSED }],
    });
  }
  assertP256Point(input.keys.p256dh);
  if (ctx.ip) await reserveOrThrow(ctx, PUSH_RULE, ctx.ip, 'Demasiados cambios de avisos. Intenta más tarde.');
  if (
    !(await pushSubscriptionExists(ctx.db, input.endpoint)) &&
    (await countPushSubscriptions(ctx.db)) >= config.maxSubscriptions
  ) {
    throw new ApiError('unavailable', FULL);
  }
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

/** @throws ApiError `bad_request` when `p256dh` (base64url) is not a point of the P-256 curve. */
function assertP256Point(p256dh: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
  } catch {
    const message = 'La clave p256dh no es un punto de la curva P-256.';
    throw new ApiError('bad_request', message, { issues: [{ path: ['keys', 'p256dh'], message }] });
  }
}

/** The newest draw of each game among `rows`. */
function newestByGame(rows: readonly DrawRow[]): DrawRow[] {
  const newest = new Map<string, DrawRow>();
  for (const row of rows) {
    const seen = newest.get(row.gameId);
    if (!seen || `${row.drawDate} ${row.drawTime}` > `${seen.drawDate} ${seen.drawTime}`) newest.set(row.gameId, row);
  }
  return [...newest.values()];
}

/**
 * Queues the alerts of the draws of `keys` (game, date, time: what a run just inserted) that are published: for
 * each game only its newest draw. Draws under review are never queued; a draw is queued once because only a run
 * that inserts it names it. Sending is `drainPushQueue`'s job.
 * @returns how many alerts were queued.
 */
export function queueDrawAlerts(
  ctx: ServiceContext,
  keys: readonly { gameId: string; drawDate: string; drawTime: string }[],
): Promise<number> {
  return queueAlerts(ctx, keys, drawNotification, () => true);
}

/**
 * Queues a correction alert ('Corrección: …', same tag as the first alert) for the draws of `keys` whose values
 * changed after they were published, for each game only its newest, and only for a draw first stored within the
 * notification's TTL (12 h) before `ctx.now`: an older one's alert, if any, has expired. Never a second 'new result'.
 * @returns how many alerts were queued.
 */
export function queueCorrectionAlerts(
  ctx: ServiceContext,
  keys: readonly { gameId: string; drawDate: string; drawTime: string }[],
): Promise<number> {
  const since = ctx.now.getTime() - TTL_S * 1000;
  return queueAlerts(ctx, keys, correctionNotification, (draw) => draw.createdAt.getTime() >= since);
}

/** Queues `notify`'s alert for the newest published draw of each game among `keys` that `due` accepts. */
async function queueAlerts(
  ctx: ServiceContext,
  keys: readonly { gameId: string; drawDate: string; drawTime: string }[],
  notify: typeof drawNotification,
  due: (draw: DrawRow) => boolean,
): Promise<number> {
  const alerts = newestByGame(await publishedDrawsOf(ctx.db, keys)).flatMap((draw) => {
    const game = gameById(draw.gameId);
    return game && due(draw) ? [{ drawId: draw.id, gameId: draw.gameId, payload: notify(game, draw) }] : [];
  });
  await queuePushAlerts(ctx.db, alerts, ctx.now);
  return alerts.length;
}

/** What one drain of the queue did: sends accepted, subscriptions deleted, sends to retry, sends given up. */
export interface PushOutcome {
  sent: number;
  removed: number;
  retried: number;
  failed: number;
}

/** How one send ended: accepted, endpoint gone (or not allowed), timed out, worth retrying, refused for good. */
type Delivery = 'sent' | 'gone' | 'timeout' | 'retry' | 'failed';

/** The https agent of `config`: its own `lookup` refuses the addresses the policy blocks. */
function agentFor(config: PushConfig): Agent {
  const { blocked } = config.endpoints;
  return new Agent({
    keepAlive: true,
    maxSockets: SEND_CONCURRENCY,
    ...(blocked ? { lookup: guardedLookup(blocked) } : {}),
    ...(config.ca ? { ca: config.ca } : {}),
  });
}

/** What an error of `web-push` means for the delivery. */
function classify(error: unknown, origin: string): Delivery {
  if (error instanceof webpush.WebPushError) {
    if (GONE.has(error.statusCode)) return 'gone';
    if (error.statusCode === 429 || error.statusCode >= 500) return 'retry';
    console.error(`[push] envío rechazado por ${origin}: HTTP ${error.statusCode}`);
    return 'failed';
  }
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'Socket timeout') return 'timeout';
  console.error(`[push] envío fallido a ${origin}: ${message}`);
  return (error as { code?: string }).code === 'EPUSHADDRESS' ? 'gone' : 'retry';
}

async function deliver(config: PushConfig, agent: Agent, job: ClaimedDelivery): Promise<Delivery> {
  const { subscription: sub } = job;
  const url = new URL(sub.endpoint);
  // A subscription stored before the policy, or a literal address (no lookup runs for one), is never reached.
  if (
    !config.endpoints.allows(url) ||
    isBlockedAddress(config.endpoints.blocked, url.hostname.replace(/^\[|\]$/g, ''))
  ) {
    return 'gone';
  }
  try {
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(job.payload),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        agent,
      },
    );
    return 'sent';
  } catch (error) {
    return classify(error, url.origin);
  }
}

/** Runs `work` on every item of `items`, at most `limit` at once; the results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Records what the sends of `jobs` did (`results`, in order) and adds it to `outcome`. */
async function settle(
  ctx: ServiceContext,
  jobs: readonly ClaimedDelivery[],
  results: readonly Delivery[],
  outcome: PushOutcome,
): Promise<void> {
  const keysWith = (...kinds: Delivery[]): DeliveryKey[] =>
    jobs
      .filter((_, i) => kinds.includes(results[i] as Delivery))
      .map((j) => ({ alertId: j.alertId, subscriptionId: j.subscription.id }));
  const subsWith = (kind: Delivery) => [...new Set(keysWith(kind).map((k) => k.subscriptionId))];
  const count = (kind: Delivery) => results.filter((r) => r === kind).length;
  await ctx.db.transaction(async (tx) => {
    await deletePushDeliveries(tx, keysWith('sent', 'failed'));
    await markPushDelivered(tx, subsWith('sent'), ctx.now);
    await deletePushSubscriptions(tx, subsWith('gone'));
    const timedOut = keysWith('timeout').map((k) => k.subscriptionId);
    outcome.removed += subsWith('gone').length + (await countPushTimeouts(tx, timedOut, MAX_TIMEOUTS));
  });
  outcome.sent += count('sent');
  outcome.retried += count('timeout') + count('retry');
  outcome.failed += count('failed');
}

/**
 * Sends what the alert queue holds: fans the new alerts out to the subscriptions following their games, then
 * claims the due deliveries CLAIM_BATCH at a time and sends them, SEND_CONCURRENCY at once, each request given
 * SEND_TIMEOUT_MS of silence at most, until none is due or `deadline` (epoch ms) has passed. Accepted sends clear
 * the subscription's timeouts; 404/410 delete it, as do MAX_TIMEOUTS timeouts in a row; 429, 5xx and timeouts are
 * tried again later (RETRY_MS, doubling, MAX_ATTEMPTS sends at most); alerts older than the notification TTL are
 * given up. Meant to run apart from any scrape: the local server's timer, the cron route /api/cron/push.
 * Never throws: errors are logged.
 */
export async function drainPushQueue(
  ctx: ServiceContext,
  config: PushConfig,
  deadline = Infinity,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, retried: 0, failed: 0 };
  const agent = agentFor(config);
  try {
    const now = () => new Date(Math.max(Date.now(), ctx.now.getTime()));
    await dropSpentPushAlerts(ctx.db, now(), MAX_ATTEMPTS, new Date(now().getTime() - TTL_S * 1000));
    await fanOutPushAlerts(ctx.db, now());
    while (Date.now() < deadline) {
      const jobs = await claimPushDeliveries(ctx.db, now(), RETRY_MS, CLAIM_BATCH);
      if (jobs.length === 0) break;
      const results = await mapLimited(jobs, SEND_CONCURRENCY, (job) => deliver(config, agent, job));
      await settle({ ...ctx, now: now() }, jobs, results, outcome);
    }
    await dropSpentPushAlerts(ctx.db, now(), MAX_ATTEMPTS, new Date(now().getTime() - TTL_S * 1000));
  } catch (error) {
    console.error('[push] no se pudieron enviar los avisos:', error);
  } finally {
    agent.destroy();
  }
  return outcome;
}

/** Deletes the subscriptions unused (no accepted send, no subscribe call) for UNUSED_AFTER_MS (housekeeping). */
export async function purgeUnusedPushSubscriptions(ctx: ServiceContext): Promise<void> {
  await deleteUnusedPushSubscriptions(ctx.db, new Date(ctx.now.getTime() - UNUSED_AFTER_MS));
}

/**
 * The VAPID key pair kept in the database for a local install: the stored one, or a new one generated
 * with `web-push` and stored (the first one stored wins when two processes race).
 */
export async function localVapidKeys(ctx: ServiceContext): Promise<StoredVapidKeys> {
  return (await readVapidKeys(ctx.db)) ?? storeVapidKeys(ctx.db, webpush.generateVAPIDKeys());
}
