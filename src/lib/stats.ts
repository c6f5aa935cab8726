/**
 * What the catalogue says about a game's statistics: which games have them, the windows they are counted over,
 * how a draw's positions fall into groups (main numbers, each bonus ball), the numbers each group allows and
 * how they are shown. Pure: the counting itself is SQL (db/queries/stats.ts).
 */
import { rulesOn } from './catalogue/rules.ts';
import type { Game, NumberRule, NumberSegment } from './catalogue/types.ts';
import { addDays } from './dates.ts';

/** The windows (days ending at the game's newest draw, inclusive) statistics are counted over; `all`: every draw. */
export const STATS_WINDOWS = [30, 60, 90, 180, 365, 'all'] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];
/** The window of the API and the page when none is asked for. */
export const DEFAULT_STATS_WINDOW: StatsWindow = 90;

/** The window `value` names ("90", "all"), or undefined when it names none. */
export const parseStatsWindow = (value: string | null | undefined): StatsWindow | undefined =>
  STATS_WINDOWS.find((w) => String(w) === value);

/** The first draw date "YYYY-MM-DD" of `window` ending at `to`, or `first` (the oldest stored draw) for `all`. */
export const windowStart = (window: StatsWindow, first: string, to: string): string =>
  window === 'all' ? first : addDays(to, -(window - 1));

/** One group of a draw's positions: the main numbers, or one bonus ball ('Powerball', 'Más'). */
export interface StatsGroup {
  /** The bonus ball's label; null for the main numbers. */
  label: string | null;
  /** The smallest and largest number the group allows (over the rules in force in the window). */
  min: number;
  max: number;
  /** Digits a number of the group is shown with ("07" at 2). */
  width: number;
  /** Labels of its positions ('1ra', '2da', '3ra') when the order of the draw matters (quinielas, pick games). */
  positions?: string[];
}

/** How a game's draws are counted: the group of each position of a draw (0-based) and whether palés count. */
export interface StatsLayout {
  groups: StatsGroup[];
  /** Group index of each position of a draw, in draw order. */
  slots: number[];
  /** Quinielas: the pairs of their three numbers (palés) are counted. */
  pales: boolean;
}

const ORDINALS = ['1ra', '2da', '3ra', '4ta', '5ta', '6ta', '7ma', '8va', '9na', '10ma'];

const boundsOf = (segment: NumberSegment): { min: number; max: number; width: number } | null => {
  if (segment.kind === 'two-digit') return { min: 0, max: 99, width: 2 };
  if (segment.kind === 'digit') return { min: 0, max: 9, width: 1 };
  if (segment.kind === 'range')
    return { min: segment.min, max: segment.max, width: Math.max(2, String(segment.max).length) };
  return null;
};

/** A quiniela's numbers: three two-digit balls whose order is the prize (1ra, 2da, 3ra). */
const isQuiniela = (segment: NumberSegment) => segment.kind === 'two-digit' && segment.count === 3;

const countOf = (rule: NumberRule) => rule.segments.reduce((sum, s) => sum + s.count, 0);

/**
 * Whether `game` has statistics: a sourced game whose numbers are balls or digits (never ticket numbers, whose
 * values no table could list).
 */
export const hasStats = (game: Game): boolean =>
  !game.unsourced && game.rules.every((rule) => rule.segments.every((s) => s.kind !== 'digits'));

/**
 * The layout of `game`'s statistics over the draws from `from` to `to` ("YYYY-MM-DD"): the positions of its
 * longest rule in force at `to` (the last rule when none is), each group's numbers the union of its ranges over
 * the rules in force in the window. Null for a game without statistics (`hasStats`).
 */
export function statsLayout(game: Game, from: string, to: string): StatsLayout | null {
  if (!hasStats(game)) return null;
  const inWindow = game.rules.filter((r) => (!r.from || r.from <= to) && (!r.until || from <= r.until));
  const atEnd = rulesOn(game, to);
  const shape = [...(atEnd.length > 0 ? atEnd : game.rules.slice(-1))].sort((a, b) => countOf(b) - countOf(a))[0];
  if (!shape) return null;
  const groups: StatsGroup[] = [];
  const slots: number[] = [];
  for (const segment of shape.segments) {
    const label = segment.label ?? null;
    const ranges = [segment, ...inWindow.flatMap((r) => r.segments.filter((s) => (s.label ?? null) === label))]
      .map(boundsOf)
      .filter((b) => b !== null);
    let index = groups.findIndex((g) => g.label === label);
    if (index < 0) {
      const positional = label === null && (segment.kind === 'digit' || isQuiniela(segment));
      groups.push({
        label,
        min: Math.min(...ranges.map((b) => b.min)),
        max: Math.max(...ranges.map((b) => b.max)),
        width: Math.max(...ranges.map((b) => b.width)),
        ...(positional ? { positions: ORDINALS.slice(0, segment.count) } : {}),
      });
      index = groups.length - 1;
    }
    slots.push(...Array.from({ length: segment.count }, () => index));
  }
  return { groups, slots, pales: shape.segments[0] !== undefined && isQuiniela(shape.segments[0]) };
}

/** `n` as the site shows a number of `group` ("7" -> "07" for a two-digit or a ball game). */
export const statNumberText = (n: number, group: Pick<StatsGroup, 'width'>): string =>
  String(n).padStart(group.width, '0');

/** A number a visitor typed ("7", "07"), or undefined when it is not 1-3 digits. */
export function parseTypedNumber(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}

/** The page of `game`'s statistics. */
export const statsPath = (game: Pick<Game, 'route'>): string => `${game.route}/estadisticas`;
