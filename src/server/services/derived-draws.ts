/**
 * Derivation checks (decision 030): a derived game (Super Palé, Agarra 4, the New York, Florida and King
 * Lottery quinielas) must equal what its catalogue rule gives from its inputs' draws of the same date. After
 * a run stores draws, every derived game whose draw or inputs the run reported is checked on those dates; a
 * published draw that differs is marked under review with the expected numbers as a `derivation` report and
 * listed as a disagreement. A check runs only when the derived draw and one draw of each input are stored. The one
 * exception to "nothing is published from a rule" is `storeDerivedDraws` (decision 084): the quinielas whose rule
 * was checked on real data (`STORED_FROM_INPUTS`) get the draws no source gave, stamped as derived.
 */
import { isDeepStrictEqual } from 'node:util';
import { drawsBetween, insertDraws, type NewDraw } from '../../../db/queries/draws.ts';
import type { DrawRow } from '../../../db/schema/index.ts';
import {
  DERIVATION_ADAPTER,
  expectedNumbers,
  inputGameIds,
  STORED_FROM_INPUTS,
} from '../../lib/catalogue/derivation.ts';
import { GAMES, gameById, scheduledTime, type Game } from '../../lib/catalogue/index.ts';
import { MIN_DRAW_DATE } from '../../lib/dates.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { disagreementOf, markUnderReview, type Disagreement } from './draws.ts';

const DERIVED_GAMES = GAMES.filter((g) => g.derivedFrom);

/** The derived games and draw dates that `reported` draws touch (as the game or as one of its inputs). */
function checksFor(reported: readonly { gameId: string; drawDate: string }[]): [Game, string][] {
  const checks = new Map<string, [Game, string]>();
  for (const game of DERIVED_GAMES) {
    const touching = new Set([game.id, ...inputGameIds(game)]);
    for (const d of reported) if (touching.has(d.gameId)) checks.set(`${game.id}|${d.drawDate}`, [game, d.drawDate]);
  }
  return [...checks.values()];
}

/** The stored draws of `checks`' games on their dates, by "gameId|drawDate". */
async function storedDraws(ctx: ServiceContext, checks: readonly [Game, string][]): Promise<Map<string, DrawRow[]>> {
  const gameIds = [...new Set(checks.flatMap(([game]) => [game.id, ...inputGameIds(game)]))];
  const dates = checks.map(([, date]) => date).sort();
  const rows = await drawsBetween(ctx.db, gameIds, dates[0] as string, dates.at(-1) as string);
  const byKey = new Map<string, DrawRow[]>();
  for (const row of rows) {
    const key = `${row.gameId}|${row.drawDate}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** A derived draw that differs from its inputs: the stored row, and the expected values as the `derivation` report. */
export interface DerivedDispute {
  gameId: string;
  row: DrawRow;
  input: DrawRow;
  source: { adapter: string; url: string; fetchedAt: Date };
}

/**
 * The derived draws that `reported` draws touch and that differ from their inputs (pure): `only(gameId, date)` gives
 * the one stored draw of a game on a date (undefined with none or several); `now` stamps the reports.
 */
export function derivedDisputes(
  reported: readonly { gameId: string; drawDate: string }[],
  only: (gameId: string, date: string) => DrawRow | undefined,
  now: Date,
): DerivedDispute[] {
  const disputes: DerivedDispute[] = [];
  for (const [game, date] of checksFor(reported)) {
    const row = only(game.id, date);
    const expected = row && expectedNumbers(game, (id) => only(id, date)?.numbers);
    if (!row || !expected || isDeepStrictEqual(expected, row.numbers)) continue;
    const source = { adapter: DERIVATION_ADAPTER, url: `derivation:${inputGameIds(game).join('+')}`, fetchedAt: now };
    disputes.push({ gameId: game.id, row, input: { ...row, numbers: expected, extras: {} }, source });
  }
  return disputes;
}

/**
 * Checks the derived games that `reported` draws touch against their stored inputs, in one transaction.
 * @returns the disagreements (reported by adapter `derivation`) and the games newly marked under review.
 * @throws the database error when a write fails.
 */
export async function checkDerivedDraws(
  ctx: ServiceContext,
  reported: readonly { gameId: string; drawDate: string }[],
): Promise<{ disagreements: Disagreement[]; changedGameIds: string[] }> {
  const checks = checksFor(reported);
  if (checks.length === 0) return { disagreements: [], changedGameIds: [] };
  return inTransaction(ctx, async (tx) => {
    const stored = await storedDraws(tx, checks);
    const only = (gameId: string, date: string) => {
      const rows = stored.get(`${gameId}|${date}`) ?? [];
      return rows.length === 1 ? rows[0] : undefined;
    };
    const disagreements: Disagreement[] = [];
    const changedGameIds = new Set<string>();
    for (const { gameId, row, input, source } of derivedDisputes(reported, only, tx.now)) {
      if (await markUnderReview(tx, row, input, source)) changedGameIds.add(gameId);
      disagreements.push(disagreementOf(input, row, source));
    }
    return { disagreements, changedGameIds: [...changedGameIds] };
  });
}

/** The draw of `game` on `date` its inputs give (`byKey`: stored rows by "gameId|drawDate"), or undefined. */
function derivedDraw(game: Game, date: string, byKey: ReadonlyMap<string, DrawRow[]>, now: Date): NewDraw | undefined {
  const only = (gameId: string) => {
    const rows = byKey.get(`${gameId}|${date}`) ?? [];
    return rows.length === 1 ? rows[0] : undefined;
  };
  const inputs = inputGameIds(game).map(only);
  const numbers = expectedNumbers(game, (id) => only(id)?.numbers);
  const drawTime = scheduledTime(game, date);
  if (!numbers || !drawTime || inputs.some((row) => !row || row.underReview)) return undefined;
  const fetchedAt = new Date(Math.max(...inputs.map((row) => (row as DrawRow).fetchedAt.getTime())));
  return {
    gameId: game.id,
    operatorId: game.operatorId,
    drawDate: date,
    drawTime,
    numbers,
    extras: {},
    sourceAdapter: DERIVATION_ADAPTER,
    sourceUrl: `derivation:${inputGameIds(game).join('+')}`,
    fetchedAt,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores, for each game of STORED_FROM_INPUTS, the draw its rule gives on every date where no draw of the game is
 * stored and exactly one draw of each input is (none under review): the whole row or nothing, under adapter
 * `derivation` with source `derivation:<inputs>`, in one statement. A second call stores nothing.
 * @returns how many draws it stored. @throws the database error when the write fails.
 */
export async function storeDerivedDraws(ctx: ServiceContext): Promise<number> {
  const games = [...STORED_FROM_INPUTS].map((id) => gameById(id) as Game);
  const gameIds = [...new Set(games.flatMap((g) => [g.id, ...inputGameIds(g)]))];
  const rows = await drawsBetween(ctx.db, gameIds, MIN_DRAW_DATE, '9999-12-31');
  const byKey = new Map<string, DrawRow[]>();
  for (const row of rows) {
    const key = `${row.gameId}|${row.drawDate}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const fresh = games.flatMap((game) => {
    const dates = new Set(rows.filter((r) => r.gameId === inputGameIds(game)[0]).map((r) => r.drawDate));
    return [...dates]
      .filter((date) => !byKey.has(`${game.id}|${date}`))
      .flatMap((date) => derivedDraw(game, date, byKey, ctx.now) ?? []);
  });
  await insertDraws(ctx.db, fresh);
  return fresh.length;
}
