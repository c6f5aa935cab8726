/**
 * Web Push subscriptions ('Avísame', POST/DELETE /api/push/subscriptions): one zod schema per body, with
 * Spanish messages, parsed by the PushToggle island before it sends and again by the API route. The keys are
 * the browser's `PushSubscription.toJSON()` ones (base64url, RFC 8291): `p256dh` an uncompressed P-256 point
 * (65 bytes), `auth` a 16-byte secret.
 */
import { z } from 'zod';
import { gameById } from '../catalogue/index.ts';

/** Most games one subscription may follow. */
export const MAX_PUSH_GAMES = 50;
/** Longest endpoint URL accepted (characters; real push services use a few hundred). */
const MAX_ENDPOINT_CHARS = 1024;

/**
 * 65 bytes in base64url starting with 0x04 (an uncompressed point): 87 characters, 'B' first, the last one with its
 * two unused bits zero (the only encoding of those bytes), optional padding. The server checks the point is on the curve.
 */
const P256DH = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]=?$/;
/** 16 bytes in base64url: 22 characters, the last one with its four unused bits zero, optional padding. */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

const endpoint = z
  .url({ protocol: /^https$/, message: 'El endpoint debe ser una URL https.' })
  .max(MAX_ENDPOINT_CHARS, `El endpoint admite hasta ${MAX_ENDPOINT_CHARS} caracteres.`);

const gameIds = z
  .array(z.string().refine((id) => gameById(id) !== undefined, 'Juego desconocido.'))
  .min(1, 'Indica al menos un juego.')
  .max(MAX_PUSH_GAMES, `Una suscripción sigue como máximo ${MAX_PUSH_GAMES} juegos.`);

/** POST body: the browser's subscription and the games to add to it. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint,
  keys: z.strictObject({
    p256dh: z.string().regex(P256DH, 'La clave p256dh debe ser un punto P-256 de 65 bytes en base64url.'),
    auth: z.string().regex(AUTH, 'La clave auth debe tener 16 bytes en base64url.'),
  }),
  gameIds,
});

/** DELETE body: the games to stop (all of them, and the subscription, when `gameIds` is absent). */
export const pushUnsubscribeSchema = z.strictObject({ endpoint, gameIds: gameIds.optional() });

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** What a notification carries (the service worker's `push` contract): shown as is, opened at `url`. */
export interface PushPayload {
  title: string;
  body: string;
  /** Site path of the draw's date page, `/{route}/{AAAA-MM-DD}`. */
  url: string;
  /** The game id: a newer draw of the game replaces the older notification. */
  tag: string;
}
