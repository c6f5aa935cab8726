/**
 * Custom code snippets (spec entity "Setting / custom code"): HTML an admin adds to the `<head>` of every
 * on-demand public page (analytics, tag managers, verification tags), written through the custom-code service.
 */
import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const customCodes = pgTable('custom_codes', {
  id: serial('id').primaryKey(),
  /** The snippet's identifier (e.g. "google-analytics"): unique, never changed after creation. */
  key: text('key').notNull().unique(),
  /** The HTML placed in the head, as written by the admin. */
  value: text('value').notNull(),
  /** custom_code, analytics or tracking. */
  category: text('category').notNull(),
  description: text('description'),
  /** Inactive snippets are kept but not injected. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomCodeRow = typeof customCodes.$inferSelect;
export type NewCustomCode = typeof customCodes.$inferInsert;
