/** Activity log (spec entity Log entry): admin actions and notable pipeline events such as a changed draw. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    /** Admin user id; null for actions of the system (scrapers, scheduler). */
    userId: integer('user_id'),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logs_created').on(t.createdAt.desc())],
);
