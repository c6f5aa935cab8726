/**
 * How complete a game's stored history is (issue 34): per month, the draws its schedule called for (leaving out the
 * days the catalogue knows none was held, `draw-days.ts`), the draws stored and the difference, from its first
 * stored draw to yesterday (Santo Domingo) or its last draw date.
 */
import type { Game } from './catalogue/index.ts';
import { addDays } from './dates.ts';
import { scheduledDrawCount } from './draw-days.ts';
import { formatLongDate } from './format.ts';
import type { GameCoverage, MonthCoverage } from './schemas/coverage.ts';

/** The last day of the month of `date` ("YYYY-MM-DD"). */
const monthEnd = (date: string): string => addDays(`${addDays(`${date.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/** The days counted for `game`: from its first stored draw to yesterday (`today` is Santo Domingo's date) or its end. */
export function coverageSpan(game: Game, first: string | null, today: string): { from: string; to: string } | null {
  if (!first) return null;
  const yesterday = addDays(today, -1);
  const to = game.endedOn && game.endedOn < yesterday ? game.endedOn : yesterday;
  return first <= to ? { from: first, to } : null;
}

/**
 * The coverage of `game` over `span` given its stored draws per month (`stored`: "YYYY-MM" → count within the
 * span). A game without a schedule counts each stored draw as scheduled (nothing can be said missing).
 */
export function gameCoverage(
  game: Game,
  span: { from: string; to: string } | null,
  stored: ReadonlyMap<string, number>,
): GameCoverage {
  const months: MonthCoverage[] = [];
  for (let start = span?.from; span && start && start <= span.to; start = addDays(monthEnd(start), 1)) {
    const end = monthEnd(start) < span.to ? monthEnd(start) : span.to;
    const month = start.slice(0, 7);
    const kept = stored.get(month) ?? 0;
    const scheduled = scheduledDrawCount(game, start, end) ?? kept;
    months.push({ month, scheduled, stored: kept, missing: Math.max(0, scheduled - kept) });
  }
  const sum = (pick: (m: MonthCoverage) => number) => months.reduce((total, m) => total + pick(m), 0);
  return {
    gameId: game.id,
    from: span?.from ?? null,
    to: span?.to ?? null,
    scheduled: sum((m) => m.scheduled),
    stored: sum((m) => m.stored),
    missing: sum((m) => m.missing),
    months,
  };
}

/** The share of scheduled draws stored, in whole percent (rounded down; 100 when nothing was scheduled). */
export const coveragePercent = (c: GameCoverage): number =>
  c.scheduled > 0 ? Math.floor((100 * Math.min(c.stored, c.scheduled)) / c.scheduled) : 100;

/**
 * The game page's one line on its history: since when it runs and how complete it is, e.g. "Historial desde el
 * domingo, 7 de septiembre de 2025 · 85 % completo: 300 de 353 sorteos programados". Null without a stored draw.
 */
export function coverageLine(coverage: GameCoverage): string | null {
  if (!coverage.from) return null;
  const since = `Historial desde el ${formatLongDate(coverage.from)}`;
  if (coverage.scheduled === 0) return since;
  return `${since} · ${coveragePercent(coverage)} % completo: ${coverage.stored} de ${coverage.scheduled} sorteos programados`;
}
