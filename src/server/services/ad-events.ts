/**
 * Counting ad impressions and clicks (decision 039). The browser asks for an impression when it shows an ad;
 * the server counts it only for a live ad (enabled, in its dates, under its cap) and answers a click token
 * (HS256, signed with a server key: ad id, impression id, issue and expiry times). A click counts only with
 * such a token, once per impression. Both are limited per IP (`AD_EVENT_RULE`), and the clicks an ad counts in a
 * minute are capped relative to the impressions it served (`clickRuleFor`, decision 079), whatever the IPs.
 */
import { hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  countLiveClick,
  countImpressionsSince,
  countLiveImpression,
  deleteImpressionsBefore,
  findAd,
  insertImpression,
  markImpressionClicked,
} from '../../../db/queries/advertisements.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { rateLimited, reserveOrThrow, tryReserve, type RateRule } from './rate-limit.ts';

/** How long a click token stays valid after its impression, in seconds (30 minutes). */
export const CLICK_TOKEN_TTL_S = 30 * 60;
/** Impressions and clicks together: 120 per IP per minute (a page shows a handful of ads; ms). */
const AD_EVENT_RULE: RateRule = { bucket: 'ad-events-ip', limit: 120, windowMs: 60 * 1000 };
/** Clicks one ad counts per window, whatever the IPs: a few, plus a share of its recent impressions (ms). */
const CLICK_WINDOW_MS = 60 * 1000;
/** Clicks an ad may count in a window with no recent impression to speak of (small sites, a first visitor). */
export const CLICK_FLOOR = 3;
/** Share of its recent impressions an ad may count as clicks per window: 5 %, several times any honest rate. */
export const MAX_CLICK_RATE = 0.05;

const TOO_MANY = 'Demasiadas solicitudes de publicidad. Intenta de nuevo en un minuto.';
const NOT_FOUND = 'Anuncio no encontrado';
const NOT_LIVE = 'Este anuncio no está activo.';
const BAD_TOKEN = 'Clic no válido: no corresponde a una impresión de este anuncio.';
const EXPIRED_TOKEN = 'El clic llegó tarde: la impresión caducó.';
const ALREADY_CLICKED = 'Este clic ya se contó.';
const TOO_MANY_CLICKS = 'Este anuncio recibió demasiados clics en este momento. Intenta de nuevo en un minuto.';

let processKey: Uint8Array | undefined;

/**
 * The HS256 key of click tokens: derived (HKDF-SHA256) from the run's SESSION_SECRET, so every process of a
 * deployment shares it and it is not the session key itself; unset, a random key for this process.
 */
function tokenKey(ctx: ServiceContext): Uint8Array {
  const secret = ctx.config.SESSION_SECRET;
  if (!secret) return (processKey ??= randomBytes(32));
  return new Uint8Array(hkdfSync('sha256', secret, '', 'gana-mas ad click token', 32));
}

const limitPerIp = (ctx: ServiceContext) =>
  ctx.ip ? reserveOrThrow(ctx, AD_EVENT_RULE, ctx.ip, TOO_MANY) : Promise.resolve();

/** Why ad `adId` refused an event: it does not exist (404) or is not live (409). */
async function refusal(ctx: ServiceContext, adId: number): Promise<ApiError> {
  return (await findAd(ctx.db, adId)) ? new ApiError('conflict', NOT_LIVE) : new ApiError('not_found', NOT_FOUND);
}

/**
 * Counts one impression of ad `adId` at `ctx.now` and signs the token its click must present.
 * @returns the click token (valid CLICK_TOKEN_TTL_S seconds).
 * @throws ApiError `too_many_requests` (per IP, with Retry-After), `not_found` for an unknown ad, `conflict`
 *   for an ad that is disabled, outside its dates or at its impression cap (nothing counted).
 */
export async function countImpression(ctx: ServiceContext, adId: number): Promise<string> {
  await limitPerIp(ctx);
  const id = randomUUID();
  await inTransaction(ctx, async (tx) => {
    if (!(await countLiveImpression(tx.db, adId, tx.now))) throw await refusal(tx, adId);
    await insertImpression(tx.db, { id, adId, createdAt: tx.now });
  });
  const issuedAt = Math.floor(ctx.now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(adId))
    .setJti(id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CLICK_TOKEN_TTL_S)
    .sign(tokenKey(ctx));
}

/** The impression id a click token names for ad `adId`. @throws ApiError `forbidden` for a forged, foreign or expired token. */
async function impressionOf(ctx: ServiceContext, adId: number, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, tokenKey(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now,
      subject: String(adId),
      requiredClaims: ['jti', 'iat', 'exp'],
    });
    if (typeof payload.jti === 'string') return payload.jti;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new ApiError('forbidden', EXPIRED_TOKEN, { cause: error });
    if (!(error instanceof joseErrors.JOSEError)) throw error;
  }
  throw new ApiError('forbidden', BAD_TOKEN);
}

/**
 * The click cap of ad `adId` at `ctx.now`: `CLICK_FLOOR` plus `MAX_CLICK_RATE` of the impressions it served in
 * the current one-minute window and the one before (a click follows its impression by seconds or minutes).
 */
async function clickRuleFor(ctx: ServiceContext, adId: number): Promise<RateRule> {
  const windowStart = Math.floor(ctx.now.getTime() / CLICK_WINDOW_MS) * CLICK_WINDOW_MS;
  const served = await countImpressionsSince(ctx.db, adId, new Date(windowStart - CLICK_WINDOW_MS));
  return { bucket: 'ad-clicks', limit: CLICK_FLOOR + Math.floor(served * MAX_CLICK_RATE), windowMs: CLICK_WINDOW_MS };
}

/**
 * Counts the click of the impression `token` names, once: the impression is marked clicked in one guarded
 * `UPDATE`, so parallel replays of a token count one click in total.
 * The ad's click cap (`clickRuleFor`) is reserved in the same transaction, so parallel clicks count at most the cap.
 * @throws ApiError `forbidden` for a forged, foreign or expired token, `too_many_requests` (per IP, or the ad's
 *   click cap for this minute, with Retry-After),
 *   `conflict` when the impression was already clicked or the ad is no longer live, `not_found` for an
 *   unknown ad; nothing is counted then.
 */
export async function countClick(ctx: ServiceContext, adId: number, token: string): Promise<void> {
  const impressionId = await impressionOf(ctx, adId, token);
  await limitPerIp(ctx);
  await inTransaction(ctx, async (tx) => {
    if (!(await markImpressionClicked(tx.db, impressionId, adId, tx.now))) {
      throw new ApiError('conflict', ALREADY_CLICKED);
    }
    const rule = await clickRuleFor(tx, adId);
    if (!(await tryReserve(tx, rule, String(adId)))) throw rateLimited(tx, rule, TOO_MANY_CLICKS);
    if (!(await countLiveClick(tx.db, adId, tx.now))) throw await refusal(tx, adId);
  });
}

/** Deletes the impressions whose click tokens have expired (run on the cron tick). */
export function purgeAdImpressions(ctx: ServiceContext): Promise<void> {
  return deleteImpressionsBefore(ctx.db, new Date(ctx.now.getTime() - CLICK_TOKEN_TTL_S * 1000));
}
