/**
 * Reviewed corrections (decision 052): a stored value an admin found wrong is corrected the way an admin corrects
 * any draw, through the review path: the official page's value is added as a report on the draw (which flags it
 * under review) and adopted with `resolveDrawReview`, so the admin log holds `resolve_draw_review` with the values
 * before and after and the official page's URL. The draw is then published from adapter `reviewed-correction`;
 * `storeDraws` never lets a scraped report change or dispute such a draw, so a re-import cannot bring the wrong
 * value back. Idempotent: a draw that already shows the corrected numbers is left alone (logged once).
 */
import { isDeepStrictEqual } from 'node:util';
import { drawsBetween } from '../../../db/queries/draws.ts';
import { CORRECTION_ADAPTER, REVIEWED_CORRECTIONS, type ReviewedCorrection } from '../reviewed-corrections.ts';
import { markUnderReview } from './draws.ts';
import { resolveDrawReview } from './draw-reviews.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** What applying one correction did: corrected now, already corrected, or no such draw stored yet. */
export type CorrectionOutcome = 'corrected' | 'already' | 'missing';

/**
 * Applies one reviewed correction through the review path (see the module comment).
 * @throws the database error of a failed write (nothing of that correction is kept).
 */
async function applyCorrection(ctx: ServiceContext, correction: ReviewedCorrection): Promise<CorrectionOutcome> {
  const { gameId, drawDate, drawTime, numbers, officialUrl, checkedOn } = correction;
  const rows = await drawsBetween(ctx.db, [gameId], drawDate, drawDate);
  const draw = rows.find((r) => r.drawTime === drawTime);
  if (!draw) return 'missing';
  if (isDeepStrictEqual(draw.numbers, [...numbers]) && draw.sourceAdapter === CORRECTION_ADAPTER) return 'already';
  const source = { adapter: CORRECTION_ADAPTER, url: officialUrl, fetchedAt: new Date(`${checkedOn}T12:00:00Z`) };
  const input = { gameId, operatorId: draw.operatorId, drawDate, drawTime, numbers: [...numbers], extras: draw.extras };
  await inTransaction(ctx, async (tx) => {
    await markUnderReview(tx, draw, input, source);
    const flagged = (await drawsBetween(tx.db, [gameId], drawDate, drawDate)).find((r) => r.id === draw.id);
    const report = (flagged?.reviewNote ?? []).findLastIndex((n) => n.adapter === CORRECTION_ADAPTER);
    await resolveDrawReview(tx, draw.id, { action: 'adopt', report });
  });
  return 'corrected';
}

/**
 * Applies every entry of `corrections` (default: src/server/reviewed-corrections.ts), in order.
 * @returns the outcome of each, in the same order.
 */
export async function applyReviewedCorrections(
  ctx: ServiceContext,
  corrections: readonly ReviewedCorrection[] = REVIEWED_CORRECTIONS,
): Promise<CorrectionOutcome[]> {
  const outcomes: CorrectionOutcome[] = [];
  for (const correction of corrections) outcomes.push(await applyCorrection(ctx, correction));
  return outcomes;
}
