/**
 * Draws under review as admins settle them (decisions 022 and 030 leave a disputed draw flagged until a person
 * decides): the list with what each other source (or a derivation rule) reported, and the decision. Keeping
 * clears the flag; adopting a source's report publishes its values. A derivation's numbers cannot be adopted:
 * they were computed, and a number is published only as a source published it. Each decision is logged
 * (`resolve_draw_review`) in the same transaction and the game's pages are invalidated.
 */
import { drawsUnderReview, findDraw, updateDraw } from '../../../db/queries/draws.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { DrawRow } from '../../../db/schema/index.ts';
import { DERIVATION_ADAPTER } from '../../lib/catalogue/derivation.ts';
import type { DrawReviewDecision } from '../../lib/schemas/draw-review.ts';
import { invalidateDraws } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { queueCorrectionAlerts } from './push.ts';

/** Draws listed at most. */
const LISTED = 100;

/** The draws under review, newest first (at most 100). */
export function reviewQueue(ctx: ServiceContext): Promise<DrawRow[]> {
  return drawsUnderReview(ctx.db, LISTED);
}

/** The values `decision` publishes for `draw`. @throws ApiError `bad_request` for a report it cannot adopt. */
function decidedValues(draw: DrawRow, decision: DrawReviewDecision) {
  if (decision.action === 'keep') return {};
  const report = draw.reviewNote?.[decision.report];
  if (!report) throw new ApiError('bad_request', 'Ese valor no está entre los reportados.');
  if (report.adapter === DERIVATION_ADAPTER) {
    throw new ApiError('bad_request', 'Un valor calculado por una regla no se publica; corrige la fuente.');
  }
  return {
    numbers: report.numbers,
    extras: report.extras,
    sourceAdapter: report.adapter,
    sourceUrl: report.url,
    fetchedAt: new Date(report.fetchedAt),
  };
}

/**
 * Settles the review of draw `id`: keeps its values or adopts a reported one, clears the flag and its notes,
 * logs `resolve_draw_review` with the values before and after, and invalidates the game's pages. Adopting a report
 * queues a correction alert (`queueCorrectionAlerts`: a recent draw only).
 * @returns the draw as now published.
 * @throws ApiError `not_found` (no such draw), `conflict` (not under review), `bad_request` (see above).
 */
export async function resolveDrawReview(
  ctx: ServiceContext,
  id: number,
  decision: DrawReviewDecision,
): Promise<DrawRow> {
  const settled = await inTransaction(ctx, async (tx) => {
    const draw = await findDraw(tx.db, id);
    if (!draw) throw new ApiError('not_found', 'Sorteo no encontrado');
    if (!draw.underReview) throw new ApiError('conflict', 'Este sorteo ya no está en revisión.');
    const changes = { ...decidedValues(draw, decision), underReview: false, reviewNote: null, updatedAt: tx.now };
    const after = { ...draw, ...changes };
    await updateDraw(tx.db, id, changes);
    await insertLog(tx.db, {
      userId: tx.actor?.id ?? null,
      ipAddress: tx.ip,
      action: 'resolve_draw_review',
      details: JSON.stringify({
        key: `${draw.gameId}|${draw.drawDate}|${draw.drawTime}`,
        decision: decision.action,
        before: { numbers: draw.numbers, source: draw.sourceAdapter },
        after: { numbers: after.numbers, source: after.sourceAdapter },
        reports: draw.reviewNote,
      }),
      createdAt: tx.now,
    });
    return after;
  });
  await invalidateDraws(ctx.cache, [settled.gameId]);
  if (decision.action !== 'keep') await queueCorrectionAlerts(ctx, [settled]);
  return settled;
}
