/** The answer of `GET /api/lottery/games/{gameId}/coverage` and of the admin's coverage screen (issue 34). */
import { z } from 'zod';

const isoDate = z.iso.date();
const count = z.number().int().min(0);

/** One month "YYYY-MM": draws the schedule called for, draws stored, and the scheduled ones the site lacks. */
const monthCoverageSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  scheduled: count,
  stored: count,
  missing: count,
});

export const gameCoverageSchema = z.object({
  gameId: z.string(),
  /** First stored draw date and the last day counted (yesterday, or the game's last draw); null without draws. */
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  scheduled: count,
  stored: count,
  missing: count,
  /** Every month of the span, oldest first. */
  months: z.array(monthCoverageSchema),
});

export type MonthCoverage = z.infer<typeof monthCoverageSchema>;
export type GameCoverage = z.infer<typeof gameCoverageSchema>;

/** The backfill's progress as the admin's 'Cobertura del historial' shows it (decision 086). */
export const backfillStatusSchema = z.object({
  /** Requests each scheduled run spends on the gaps (0: off). */
  requestsPerRun: z.number().int(),
  /** Per source page: dates done, draws stored by the backfill, oldest and newest date done ("YYYY-MM-DD"). */
  sources: z.array(
    z.object({
      source: z.string(),
      dates: z.number().int(),
      stored: z.number().int(),
      oldest: z.string(),
      newest: z.string(),
    }),
  ),
  /** Draws the backfill stored, all sources. */
  stored: z.number().int(),
  /** The oldest date any source was asked for, null before the first. */
  oldestReached: z.string().nullable(),
  requestsLast24h: z.number().int(),
  lastError: z.object({ source: z.string(), date: z.string(), at: z.string(), error: z.string() }).nullable(),
});
export type BackfillStatus = z.infer<typeof backfillStatusSchema>;
