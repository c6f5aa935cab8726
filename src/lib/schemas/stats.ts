/**
 * A game's statistics (GET /api/lottery/games/:gameId/stats?days=): its query and its answer, one schema for
 * the route, the page and the OpenAPI description.
 */
import { z } from 'zod';
import { DEFAULT_STATS_WINDOW, parseStatsWindow, STATS_WINDOWS } from '../stats.ts';

const WINDOW_NAMES = STATS_WINDOWS.map(String).join(', ');

/** `?days=`: one of the windows (30, 60, 90, 180, 365 or all); 90 when absent. */
export const statsQuerySchema = z.object({
  days: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_STATS_WINDOW;
      const window = parseStatsWindow(value);
      if (window === undefined) ctx.addIssue({ code: 'custom', message: `days debe ser uno de: ${WINDOW_NAMES}` });
      return window ?? DEFAULT_STATS_WINDOW;
    }),
});

const isoDate = z.iso.date();

/** One number of a group: how often and when it came out. */
const statNumberSchema = z.object({
  /** As the site shows it ("07"). */
  number: z.string(),
  /** Draws of the window in which it came out, in any position of its group. */
  count: z.number().int().min(0),
  /** Draws of the window in which it came out at each position (the group's `positions`), when order matters. */
  byPosition: z.array(z.number().int().min(0)).optional(),
  /** Its newest draw date in the whole history; null when it never came out. */
  lastSeen: isoDate.nullable(),
  /** Draws of the game since that draw; null when it never came out. */
  drawsSince: z.number().int().min(0).nullable(),
});

/** The main numbers or one bonus ball: every number its rule allows, in number order. */
const statGroupSchema = z.object({
  /** The bonus ball's label ('Powerball'); null for the main numbers. */
  label: z.string().nullable(),
  /** Labels of `byPosition` ('1ra', '2da', '3ra'), when the order of the draw matters. */
  positions: z.array(z.string()).optional(),
  numbers: z.array(statNumberSchema),
});

/** A pair of a quiniela's numbers (palé) and the draws of the window in which both came out. */
const paleSchema = z.object({ numbers: z.tuple([z.string(), z.string()]), count: z.number().int().min(1) });

export const gameStatsSchema = z.object({
  gameId: z.string(),
  days: z.union([z.number().int(), z.literal('all')]),
  /** First and last draw dates of the window (the last is the newest stored draw); null without draws. */
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  /** Draws in the window. */
  draws: z.number().int().min(0),
  /**
   * Draws the game's schedule called for in the window, leaving out the days the catalogue knows none was held
   * (`draws` of `scheduled` is the coverage); null without draws or without a schedule.
   */
  scheduled: z.number().int().min(0).nullable(),
  /** The main numbers (a quiniela's 00-99, a lotto's main balls). */
  positions: z.array(z.string()).optional(),
  numbers: z.array(statNumberSchema),
  /** Bonus balls drawn apart (Powerball, Mega Ball, Más), each with its own numbers. */
  bonus: z.array(statGroupSchema),
  /** Quinielas: the most frequent palés of the window, most frequent first. */
  pales: z.array(paleSchema).optional(),
});

export type StatNumber = z.infer<typeof statNumberSchema>;
export type GameStats = z.infer<typeof gameStatsSchema>;
