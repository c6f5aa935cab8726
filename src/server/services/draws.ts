/**
 * Storing published draws: once per (game, draw date, draw time). A draw already stored with the same
 * numbers and extras is left as it is. One with other values is updated, and the change logged
 * (`update_draw`) in the same transaction, when the same adapter reports it (a source correcting itself);
 * when another adapter does, the sources disagree: the published values stay, the draw is marked under
 * review with the other report in its `review_note`, and the summary lists it (cross-check, decision 022).
 * A draw published from an admin's reviewed correction (decision 052) is never changed or disputed by a report:
 * a different value is counted unchanged (the official page was checked; the report is overruled).
 * Values are compared structurally, as parsed JSON, because `jsonb` does not keep the key order the source wrote.
 */
import { isDeepStrictEqual } from 'node:util';
import { drawsBetween, insertDraws, updateDraw, upsertDrawsInProgress } from '../../../db/queries/draws.ts';
import { recordSightings } from '../../../db/queries/draw-sightings.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { DrawReviewNote, DrawRow } from '../../../db/schema/index.ts';
import type { ValidDraw } from '../../../cron/validate.ts';
import type { DrawExtras } from '../../lib/draws.ts';
import { fillsOnly } from '../../lib/catalogue/source-ids.ts';
import { CORRECTION_ADAPTER } from '../reviewed-corrections.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** A draw to store: a validated draw (`validateDraws`), less the title the source gave it. */
export type DrawInput = Omit<ValidDraw, 'sourceTitle'>;

/** Where the draws come from: the adapter id, the page URL (or `snapshot:`/`file:` name), when it was fetched. */
export interface DrawSource {
  adapter: string;
  url: string;
  fetchedAt: Date;
}

/** Two sources reporting other values for one draw: what stays published, and what the other source said. */
export interface Disagreement {
  gameId: string;
  drawDate: string;
  drawTime: string;
  published: { adapter: string; numbers: string[]; extras: DrawExtras };
  reported: { adapter: string; url: string; numbers: string[]; extras: DrawExtras };
}

export interface StoreSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Draws another source reported with other values: nothing stored for them, marked under review. */
  disagreements: Disagreement[];
  /** Games with an inserted, updated or newly disputed draw (their pages must be invalidated). */
  changedGameIds: string[];
  /** The draws inserted (game, draw date, draw time). */
  insertedDraws: { gameId: string; drawDate: string; drawTime: string }[];
  /** The published draws whose values their source changed (a correction). */
  updatedDraws: { gameId: string; drawDate: string; drawTime: string }[];
}

const CHUNK = 500;
/** A draw's identity: "gameId|drawDate|drawTime". */
export const drawKey = (d: { gameId: string; drawDate: string; drawTime: string }) =>
  `${d.gameId}|${d.drawDate}|${d.drawTime}`;
/** The value as it reads back from a json column (undefined members dropped). */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const DIGITS = /^\d+$/;
/** Whether two published numbers are the same ball: equal text, or the same integer ("7" and "07"). */
const sameNumber = (a: string, b: string | undefined): boolean =>
  a === b || (b !== undefined && DIGITS.test(a) && DIGITS.test(b) && Number(a) === Number(b));
/**
 * Whether `input` reports `row`'s values: the same numbers in the same order (leading zeros aside: one source writes
 * Loto's bonus balls "7", another "07") and the same extras.
 */
const sameValues = (input: DrawInput, row: DrawRow): boolean =>
  input.numbers.length === row.numbers.length &&
  input.numbers.every((n, i) => sameNumber(n, row.numbers[i])) &&
  isDeepStrictEqual(asJson(input.extras), row.extras);
const sameReport = (a: DrawReviewNote, b: DrawReviewNote): boolean =>
  a.adapter === b.adapter && isDeepStrictEqual(a.numbers, b.numbers) && isDeepStrictEqual(a.extras, b.extras);

/** The disagreement of `input` from `source` with the published `row`. */
export function disagreementOf(input: DrawInput, row: DrawRow, source: DrawSource): Disagreement {
  return {
    gameId: input.gameId,
    drawDate: input.drawDate,
    drawTime: input.drawTime,
    published: { adapter: row.sourceAdapter, numbers: row.numbers, extras: row.extras },
    reported: { adapter: source.adapter, url: source.url, numbers: input.numbers, extras: input.extras },
  };
}

/**
 * The review notes `row` gets when `input` from `source` disputes it (pure), or null when that report is already
 * noted on a row under review.
 */
export function disputedNotes(row: DrawRow, input: DrawInput, source: DrawSource): DrawReviewNote[] | null {
  const note = asJson<DrawReviewNote>({
    adapter: source.adapter,
    url: source.url,
    fetchedAt: source.fetchedAt.toISOString(),
    numbers: input.numbers,
    extras: input.extras,
  });
  const notes = row.reviewNote ?? [];
  if (row.underReview && notes.some((n) => sameReport(n, note))) return null;
  return [...notes, note];
}

/**
 * Marks `row` under review with `input`'s report from `source` (a report already noted is not added twice).
 * @returns whether the row changed (newly disputed, or a new report).
 */
export async function markUnderReview(ctx: ServiceContext, row: DrawRow, input: DrawInput, source: DrawSource) {
  const reviewNote = disputedNotes(row, input, source);
  if (!reviewNote) return false;
  await updateDraw(ctx.db, row.id, { underReview: true, reviewNote, updatedAt: ctx.now });
  return true;
}

/** What storing draws does to the stored rows (`planStore`): new draws, same-source changes, other-source disputes. */
export interface StorePlan {
  fresh: DrawInput[];
  changed: DrawInput[];
  disputed: DrawInput[];
}

/**
 * Sorts `inputs` from adapter `adapter` against the `stored` rows (by `drawKey`), pure: fresh draws, draws the same
 * adapter now reports with other values, and draws another adapter reports with other values. Draws published from a
 * reviewed correction are never changed or disputed. A source that only fills a game in (`fillsOnly`, decision 084)
 * never changes or disputes another source's draw, and a draw stored from it is changed by any other source.
 */
export function planStore(
  stored: ReadonlyMap<string, DrawRow>,
  inputs: readonly DrawInput[],
  adapter: string,
): StorePlan {
  const fresh = inputs.filter((d) => !stored.has(drawKey(d)));
  const rowOf = (d: DrawInput) => stored.get(drawKey(d)) as DrawRow;
  const differing = inputs.filter((d) => {
    const row = stored.get(drawKey(d));
    return row !== undefined && !sameValues(d, row) && row.sourceAdapter !== CORRECTION_ADAPTER;
  });
  const replaces = (d: DrawInput) => {
    const { sourceAdapter } = rowOf(d);
    return sourceAdapter === adapter || fillsOnly(sourceAdapter, d.gameId);
  };
  const kept = differing.filter((d) => replaces(d) || !fillsOnly(adapter, d.gameId));
  return { fresh, changed: kept.filter(replaces), disputed: kept.filter((d) => !replaces(d)) };
}

/** The `update_draw` log entry of `source` changing `before` to `after`'s values. */
export function drawChangeLog(ctx: ServiceContext, before: DrawRow, after: DrawInput, source: DrawSource) {
  return {
    userId: ctx.actor?.id ?? null,
    ipAddress: ctx.ip,
    action: 'update_draw',
    details: JSON.stringify({
      key: drawKey(after),
      before: { numbers: before.numbers, extras: before.extras },
      after: { numbers: after.numbers, extras: after.extras },
      source: source.url,
    }),
  };
}

async function storedFor(ctx: ServiceContext, inputs: readonly DrawInput[]): Promise<Map<string, DrawRow>> {
  const dates = inputs.map((d) => d.drawDate).sort();
  const gameIds = [...new Set(inputs.map((d) => d.gameId))];
  const rows = await drawsBetween(ctx.db, gameIds, dates[0] as string, dates.at(-1) as string);
  return new Map(rows.map((r) => [drawKey(r), r]));
}

/**
 * Stores `inputs` from `source` in one transaction and says what changed, recording that `source` showed each of
 * them at `source.fetchedAt` unless it had shown it before (the time to result, issue 33).
 * @throws the database error when a write fails (nothing of the batch is kept).
 */
export async function storeDraws(
  ctx: ServiceContext,
  inputs: readonly DrawInput[],
  source: DrawSource,
): Promise<StoreSummary> {
  if (inputs.length === 0)
    return {
      inserted: 0,
      updated: 0,
      unchanged: 0,
      disagreements: [],
      changedGameIds: [],
      insertedDraws: [],
      updatedDraws: [],
    };
  return inTransaction(ctx, async (tx) => {
    const stored = await storedFor(tx, inputs);
    const { fresh, changed, disputed } = planStore(stored, inputs, source.adapter);
    const stamp = { sourceAdapter: source.adapter, sourceUrl: source.url, fetchedAt: source.fetchedAt };
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const rows = fresh.slice(i, i + CHUNK).map(({ gameId, operatorId, drawDate, drawTime, numbers, extras }) => ({
        gameId,
        operatorId,
        drawDate,
        drawTime,
        numbers,
        extras,
        ...stamp,
        createdAt: tx.now,
        updatedAt: tx.now,
      }));
      await insertDraws(tx.db, rows);
    }
    for (const d of changed) {
      const before = stored.get(drawKey(d)) as DrawRow;
      await updateDraw(tx.db, before.id, { numbers: d.numbers, extras: d.extras, ...stamp, updatedAt: tx.now });
      await insertLog(tx.db, drawChangeLog(tx, before, d, source));
    }
    await recordSightings(
      tx.db,
      inputs.map(({ gameId, drawDate, drawTime }) => ({
        gameId,
        drawDate,
        drawTime,
        sourceAdapter: source.adapter,
        firstSeenAt: source.fetchedAt,
      })),
    );
    const newlyDisputed: DrawInput[] = [];
    for (const d of disputed) {
      if (await markUnderReview(tx, stored.get(drawKey(d)) as DrawRow, d, source)) newlyDisputed.push(d);
    }
    const changedGameIds = [...new Set([...fresh, ...changed, ...newlyDisputed].map((d) => d.gameId))];
    return {
      inserted: fresh.length,
      updated: changed.length,
      unchanged: inputs.length - fresh.length - changed.length - disputed.length,
      disagreements: disputed.map((d) => disagreementOf(d, stored.get(drawKey(d)) as DrawRow, source)),
      changedGameIds,
      insertedDraws: fresh.map(({ gameId, drawDate, drawTime }) => ({ gameId, drawDate, drawTime })),
      updatedDraws: changed.map(({ gameId, drawDate, drawTime }) => ({ gameId, drawDate, drawTime })),
    };
  });
}

/**
 * Records that a source showed these draws while they were being drawn (`drawDate` "YYYY-MM-DD"), so the
 * game reads 'En curso' until its complete result is stored. Nothing is published.
 * @returns the game ids newly seen in progress (their pages change).
 */
export function recordDrawsInProgress(
  ctx: ServiceContext,
  sightings: readonly { gameId: string; drawDate: string }[],
  source: DrawSource,
): Promise<string[]> {
  const rows = [...new Map(sightings.map((s) => [`${s.gameId}|${s.drawDate}`, s])).values()].map((s) => ({
    ...s,
    sourceAdapter: source.adapter,
    sourceUrl: source.url,
    seenAt: source.fetchedAt,
  }));
  return upsertDrawsInProgress(ctx.db, rows);
}
