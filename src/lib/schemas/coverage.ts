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
