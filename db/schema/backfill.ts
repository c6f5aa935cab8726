/** The backfill's ledger (source × date asked and stored) and its request log (decision 086). */
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per source page and date the backfill asked and stored: written in the same transaction as that answer's
 * draws, so a date is done only once its draws are stored. `source` names the page (`ld-api:leidsa`).
 */
export const backfillLedger = pgTable(
  'backfill_ledger',
  {
    source: text('source').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    /** Draws of that date the answer held (valid or not). */
    found: integer('found').notNull(),
    /** Draws of that date newly stored. */
    stored: integer('stored').notNull(),
    /** Draws of that date refused by the number rules or the catalogue. */
    rejected: integer('rejected').notNull(),
    /** The oldest draw date anywhere in the answer; null when it held no session at all (nothing that old). */
    oldestSeen: date('oldest_seen', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.source, t.date] })],
);

/** Every request the backfill made (answered or not), for the admin's 'last 24 h' and last error. */
export const backfillRequests = pgTable(
  'backfill_requests',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The error that stopped this date (after retries), null when it was stored. */
    error: text('error'),
  },
  (t) => [index('backfill_requests_at').on(t.at.desc())],
);
