/** Fixed-window request counters (decision 034): one row per (bucket, key, window start), bumped atomically. */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. `login-ip`, `contact-ip`. */
    bucket: text('bucket').notNull(),
    /** Who is limited: an IP, a username. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Hits reserved in the window; never above the rule's limit. */
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
