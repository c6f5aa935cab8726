/**
 * The alert queue (decision 074): the run that stores a published draw queues its alert (`push_alerts`, with the
 * payload), and a sender apart from the scrape fans it out to the subscriptions following its game
 * (`push_deliveries`, one row per subscription still to reach) and drains the deliveries with bounded concurrency.
 * A delivery is claimed by moving its `next_attempt_at` past the claim's lease; a failure that may pass (timeout,
 * 429, 5xx) moves it later, up to a few attempts.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PushPayload } from '../../src/lib/schemas/push.ts';
import { draws } from './draws.ts';
import { pushSubscriptions } from './push-subscriptions.ts';

export const pushAlerts = pgTable('push_alerts', {
  id: serial('id').primaryKey(),
  /** The draw announced; an alert of a deleted draw goes with it. */
  drawId: integer('draw_id')
    .notNull()
    .references(() => draws.id, { onDelete: 'cascade' }),
  gameId: text('game_id').notNull(),
  /** What the notification shows (the service worker's contract). */
  payload: jsonb('payload').$type<PushPayload>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its deliveries were written (null: not fanned out yet). */
  fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
});

export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => pushAlerts.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** Sends tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not sent (nor claimed again) before this time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.subscriptionId] }),
    index('push_deliveries_next_attempt_at').on(t.nextAttemptAt),
  ],
);

export type PushAlertRow = typeof pushAlerts.$inferSelect;
