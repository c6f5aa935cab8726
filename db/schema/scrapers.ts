/** Scrapers (one per source page), their runs, and the automatic-scraping flag. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RejectedDraw } from '../../src/lib/draws.ts';

/** A scraper's `config`: the adapter that reads its page plus adapter options. */
export type ScraperConfig = { adapter: string; [option: string]: unknown };

/** Spec status values: active, error, paused, running. */
export type ScraperStatus = 'active' | 'error' | 'paused' | 'running';

export const scrapers = pgTable('scrapers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Seconds between runs (minimum 30, default 300). */
  frequency: integer('frequency').notNull().default(300),
  config: jsonb('config').$type<ScraperConfig>().notNull(),
  status: text('status').$type<ScraperStatus>().notNull().default('active'),
  lastRun: timestamp('last_run', { withTimezone: true }),
  /** When the run in progress started (set with status `running`, cleared when it ends). */
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  errorMessage: text('error_message'),
  /** The validators of the page's last answer (`ETag`, `Last-Modified`), sent back as a conditional request. */
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** Not run before this time: the source answered 429 or 5xx (its `Retry-After`, else a minute). */
  retryAt: timestamp('retry_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scrapeRuns = pgTable(
  'scrape_runs',
  {
    id: serial('id').primaryKey(),
    scraperId: integer('scraper_id').references(() => scrapers.id, { onDelete: 'cascade' }),
    adapter: text('adapter').notNull(),
    /** URL fetched, or `file:<path>` / `snapshot:<path>` for saved captures. */
    source: text('source').notNull(),
    status: text('status').$type<'ok' | 'error'>().notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: jsonb('rejected').$type<RejectedDraw[]>().notNull().default([]),
    /** Minutes from each new draw's scheduled time to the run (draws of the last day only). */
    delays: jsonb('delays').$type<{ gameId: string; drawDate: string; minutes: number }[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Duration in ms. */
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('scrape_runs_scraper').on(t.scraperId, t.startedAt.desc())],
);

/** Key-value state of the app, e.g. `scraping.automatic` (the automatic system running or stopped). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bundled snapshot files already imported (first start resumes from the first file missing here). */
export const snapshotImports = pgTable('snapshot_imports', {
  file: text('file').primaryKey(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  /** The source-id mapping version the file was last read with (`MAPPING_VERSION`, decision 084). */
  mapping: integer('mapping').notNull().default(1),
});
