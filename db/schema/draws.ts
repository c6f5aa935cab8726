/** Published draws: one row per (game, draw date, draw time). */
import { boolean, date, index, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { DrawExtras } from '../../src/lib/draws.ts';

/** Why a draw is under review: another source reported other values for it (kept beside the published ones). */
export type DrawReviewNote = {
  /** The other source's adapter and URL, when it reported, and what it reported. */
  adapter: string;
  url: string;
  fetchedAt: string;
  numbers: string[];
  extras: DrawExtras;
};

export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id').notNull(),
    operatorId: text('operator_id').notNull(),
    /** Official draw date in America/Santo_Domingo. */
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    /** Scheduled (or published) draw time "HH:MM", America/Santo_Domingo. */
    drawTime: text('draw_time').notNull(),
    /** Winning numbers as published, in draw order, leading zeros kept. */
    numbers: text('numbers').array().notNull(),
    extras: jsonb('extras').$type<DrawExtras>().notNull().default({}),
    sourceAdapter: text('source_adapter').notNull(),
    sourceUrl: text('source_url').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** Set when two sources disagree on this draw ('En revisión'); the published values stay as they are. */
    underReview: boolean('under_review').notNull().default(false),
    /** The disagreeing reports, newest last; null when never disputed. */
    reviewNote: jsonb('review_note').$type<DrawReviewNote[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('draws_game_date_time').on(t.gameId, t.drawDate, t.drawTime),
    index('draws_game_latest').on(t.gameId, t.drawDate.desc(), t.drawTime.desc()),
    index('draws_operator_date').on(t.operatorId, t.drawDate.desc()),
  ],
);

export type DrawRow = typeof draws.$inferSelect;
export type NewDrawRow = typeof draws.$inferInsert;

/**
 * Draws a source showed while they were being drawn (an empty cell, too few numbers): never results, only the
 * sign that today's draw is 'En curso'. One row per game and draw date; the latest sighting wins.
 */
export const drawsInProgress = pgTable(
  'draws_in_progress',
  {
    gameId: text('game_id').notNull(),
    /** Draw date in America/Santo_Domingo. */
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    sourceAdapter: text('source_adapter').notNull(),
    sourceUrl: text('source_url').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.drawDate] })],
);

/**
 * When each source first showed each draw complete (issue 33 item 7): one row per draw and adapter, the first
 * sighting kept. With `draws.created_at` (when Gana Más first stored it) it gives the time to result per source.
 */
export const drawSightings = pgTable(
  'draw_sightings',
  {
    gameId: text('game_id').notNull(),
    /** Draw date in America/Santo_Domingo. */
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    drawTime: text('draw_time').notNull(),
    sourceAdapter: text('source_adapter').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.drawDate, t.drawTime, t.sourceAdapter] }),
    index('draw_sightings_draw_date').on(t.drawDate),
  ],
);
