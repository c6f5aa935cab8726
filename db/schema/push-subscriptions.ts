/**
 * Web Push subscriptions ('Avísame' on a game page): one row per browser push endpoint, with the keys the
 * payload is encrypted for and the games it follows. No personal data: the endpoint is an opaque URL of the
 * browser's push service.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The push service URL the browser gave (https). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key (uncompressed point, base64url) and its 16-byte auth secret (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Catalogue ids of the games whose published draws are notified. */
    gameIds: text('game_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a notification for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** When the browser last subscribed (a POST for this endpoint): with `lastSuccessAt`, what keeps it in use. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends to it that timed out since its last accepted one; deleted past a few (decision 074). */
    timeouts: integer('timeouts').notNull().default(0),
  },
  (t) => [index('push_subscriptions_game_ids').using('gin', t.gameIds)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
