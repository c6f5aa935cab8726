/**
 * Rate limits shared by every public write (decision 034): a rule allows `limit` hits per fixed window of
 * `windowMs` for one key (an IP, a username). A hit is reserved atomically before the work it guards, so N
 * parallel requests pass at most `limit` times; work that should not count (a correct password) releases it.
 */
import { deleteRateCountersBefore, releaseHit, reserveHit, type RateCounter } from '../../../db/queries/rate-limits.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** A limit: at most `limit` hits of `bucket` per key in each window of `windowMs` milliseconds. */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Counters older than this (ms) are purged: longer than any rule's window. */
const KEEP_COUNTERS_MS = 24 * 60 * 60 * 1000;

const counterOf = (rule: RateRule, key: string, now: Date): RateCounter => ({
  bucket: rule.bucket,
  key,
  windowStart: new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs),
});

/** Seconds from `now` until the window holding `now` ends (at least 1). */
export const secondsLeftInWindow = (rule: RateRule, now: Date): number =>
  Math.max(1, Math.ceil((counterOf(rule, '', now).windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));

/**
 * Reserves one hit of `rule` for `key` at `ctx.now`.
 * @returns `true` when reserved, `false` when the key already used its `limit` hits in this window.
 */
export async function tryReserve(ctx: ServiceContext, rule: RateRule, key: string): Promise<boolean> {
  return (await reserveHit(ctx.db, counterOf(rule, key, ctx.now), rule.limit)) !== null;
}

/** Gives back a hit reserved by `tryReserve` or `reserveOrThrow` in the same window. */
export function release(ctx: ServiceContext, rule: RateRule, key: string): Promise<void> {
  return releaseHit(ctx.db, counterOf(rule, key, ctx.now));
}

/** The 429 of `rule` at `ctx.now`: `message` (Spanish) and `Retry-After` (seconds until the window ends). */
export const rateLimited = (ctx: ServiceContext, rule: RateRule, message: string): ApiError =>
  new ApiError('too_many_requests', message, {
    headers: { 'Retry-After': String(secondsLeftInWindow(rule, ctx.now)) },
  });

/**
 * Reserves one hit of `rule` for `key`, or refuses.
 * @throws ApiError `too_many_requests` from `rateLimited`.
 */
export async function reserveOrThrow(ctx: ServiceContext, rule: RateRule, key: string, message: string): Promise<void> {
  if (!(await tryReserve(ctx, rule, key))) throw rateLimited(ctx, rule, message);
}

/** Deletes counters of windows that ended long ago (run on the cron tick). */
export function purgeRateCounters(ctx: ServiceContext): Promise<void> {
  return deleteRateCountersBefore(ctx.db, new Date(ctx.now.getTime() - KEEP_COUNTERS_MS));
}
