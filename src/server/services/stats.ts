/**
 * A game's statistics (GET /api/lottery/games/:gameId/stats, the page `/{game}/estadisticas`): how often each
 * number its rules allow came out over a window ending at its newest stored draw, when it last came out, its
 * most frequent palés, and the last draws of one number ('¿Cuándo salió?'). Counted in SQL (db/queries/stats.ts),
 * laid out by the catalogue (src/lib/stats.ts).
 */
import { drawDateRange } from '../../../db/queries/draw-dates.ts';
import {
  appearancesOf,
  lastAppearances,
  topPairs,
  windowCounts,
  type LastAppearance,
  type NumberCount,
} from '../../../db/queries/stats.ts';
import { gameById, type Game } from '../../lib/catalogue/index.ts';
import { dominicanDate } from '../../lib/dates.ts';
import { scheduledDrawCount } from '../../lib/draw-days.ts';
import type { GameStats, StatNumber } from '../../lib/schemas/stats.ts';
import {
  hasStats,
  statNumberText,
  statsLayout,
  windowStart,
  type StatsGroup,
  type StatsLayout,
  type StatsWindow,
} from '../../lib/stats.ts';
import { ApiError } from '../errors.ts';
import type { ServiceContext } from './context.ts';

/** How many palés the answer lists. */
const PALES_SHOWN = 10;
/** How many draws '¿Cuándo salió?' lists. */
const APPEARANCES_SHOWN = 10;

/** The catalogue game `gameId`, which has statistics. @throws ApiError not_found */
function requireStatsGame(gameId: string): Game {
  const game = gameById(gameId);
  if (!game) throw new ApiError('not_found', `juego desconocido "${gameId}"`);
  if (!hasStats(game)) throw new ApiError('not_found', `${game.name} no tiene estadísticas`);
  return game;
}

const key = (group: number, number: number, position: number | null = null) => `${group}:${number}:${position}`;

/** Every number `group` allows, with its counts (0 when absent) and last appearance. */
function groupNumbers(
  group: StatsGroup,
  index: number,
  firstPosition: number,
  counts: ReadonlyMap<string, number>,
  last: ReadonlyMap<string, LastAppearance>,
): StatNumber[] {
  return Array.from({ length: group.max - group.min + 1 }, (_, i) => {
    const n = group.min + i;
    const seen = last.get(key(index, n));
    return {
      number: statNumberText(n, group),
      count: counts.get(key(index, n)) ?? 0,
      ...(group.positions
        ? { byPosition: group.positions.map((_, p) => counts.get(key(index, n, firstPosition + p)) ?? 0) }
        : {}),
      lastSeen: seen?.lastSeen ?? null,
      drawsSince: seen?.drawsSince ?? null,
    };
  });
}

/** The answer of a layout from the counted rows. */
function answerOf(
  game: Game,
  window: StatsWindow,
  layout: StatsLayout,
  range: { from: string; to: string } | null,
  rows: { draws: number; counts: NumberCount[]; last: LastAppearance[]; pairs: GameStats['pales'] },
): GameStats {
  const counts = new Map(rows.counts.map((c) => [key(c.group, c.number, c.position), c.count]));
  const last = new Map(rows.last.map((l) => [key(l.group, l.number), l]));
  const groups = layout.groups.map((group, index) => ({
    label: group.label,
    ...(group.positions ? { positions: group.positions } : {}),
    numbers: groupNumbers(group, index, layout.slots.indexOf(index) + 1, counts, last),
  }));
  const [main, ...bonus] = groups;
  return {
    gameId: game.id,
    days: window,
    from: range?.from ?? null,
    to: range?.to ?? null,
    draws: rows.draws,
    scheduled: range ? scheduledDrawCount(game, range.from, range.to) : null,
    ...(main?.positions ? { positions: main.positions } : {}),
    numbers: main?.numbers ?? [],
    bonus,
    ...(rows.pairs ? { pales: rows.pairs } : {}),
  };
}

/**
 * The statistics of `gameId` over `window`: the window ends at its newest stored draw (inclusive); without draws
 * every count is 0 and `from`/`to` are null. @throws ApiError not_found for an unknown game or one without
 * statistics (ticket numbers, no source).
 */
export async function gameStats(ctx: ServiceContext, gameId: string, window: StatsWindow): Promise<GameStats> {
  const game = requireStatsGame(gameId);
  const stored = await drawDateRange(ctx.db, { gameId: game.id });
  const today = dominicanDate(ctx.now);
  const range = stored && { from: windowStart(window, stored.first, stored.last), to: stored.last };
  const layout = statsLayout(game, range?.from ?? today, range?.to ?? today) as StatsLayout;
  if (!range) return answerOf(game, window, layout, null, { draws: 0, counts: [], last: [], pairs: [] });
  const mainWidth = layout.groups[0] ?? { width: 2 };
  const [counted, last, pairs] = await Promise.all([
    windowCounts(ctx.db, game.id, layout.slots, range.from, range.to),
    lastAppearances(ctx.db, game.id, layout.slots),
    layout.pales ? topPairs(ctx.db, game.id, 3, range.from, range.to, PALES_SHOWN) : undefined,
  ]);
  return answerOf(game, window, layout, range, {
    ...counted,
    last,
    pairs: pairs?.map((p) => ({
      numbers: [statNumberText(p.first, mainWidth), statNumberText(p.second, mainWidth)],
      count: p.count,
    })),
  });
}

/** A draw in which a number came out: date, hour and where in the draw ('2da', 'Powerball'). */
interface NumberAppearance {
  date: string;
  hour: string;
  positions: string[];
}

/** What '¿Cuándo salió?' answers: the number as shown and its newest draws (up to 10), newest first. */
export interface NumberHistory {
  number: string;
  appearances: NumberAppearance[];
}

/** Where position `slot` (0-based) of a draw is: its ordinal in a game where order matters, else its group's name. */
const placeOf = (layout: StatsLayout, slot: number): string | undefined => {
  const index = layout.slots[slot];
  const group = index === undefined ? undefined : layout.groups[index];
  if (!group || index === undefined) return undefined;
  return group.positions?.[slot - layout.slots.indexOf(index)] ?? group.label ?? 'Número';
};

/**
 * The newest draws of `gameId` in which the number `number` came out (as a main number or a bonus ball).
 * @throws ApiError not_found (unknown game, no statistics), bad_request for a number the game never draws.
 */
export async function numberHistory(ctx: ServiceContext, gameId: string, number: number): Promise<NumberHistory> {
  const game = requireStatsGame(gameId);
  const today = dominicanDate(ctx.now);
  const layout = statsLayout(game, game.rules[0]?.from ?? '', today) as StatsLayout;
  const group = layout.groups.find((g) => number >= g.min && number <= g.max);
  if (!group) throw new ApiError('bad_request', `${game.name} no sortea el número ${number}`);
  const rows = await appearancesOf(ctx.db, game.id, number, APPEARANCES_SHOWN);
  return {
    number: statNumberText(number, group),
    appearances: rows.map((row) => ({
      date: row.date,
      hour: row.time,
      positions: row.positions.flatMap((p) => placeOf(layout, p - 1) ?? []),
    })),
  };
}

/** What the statistics page shows: the statistics, and '¿Cuándo salió?' for the number asked (or why it cannot). */
export interface StatsPage {
  stats: GameStats;
  lookup: NumberHistory | { error: string } | null;
}

/**
 * The statistics page of `gameId` over `window` and, when `number` is given, its newest draws (a number the game
 * never draws gives the reason in `lookup.error`). @throws ApiError not_found (unknown game, no statistics)
 */
export async function statsPage(
  ctx: ServiceContext,
  gameId: string,
  window: StatsWindow,
  number: number | undefined,
): Promise<StatsPage> {
  const stats = await gameStats(ctx, gameId, window);
  if (number === undefined) return { stats, lookup: null };
  try {
    return { stats, lookup: await numberHistory(ctx, gameId, number) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad_request') return { stats, lookup: { error: error.message } };
    throw error;
  }
}
