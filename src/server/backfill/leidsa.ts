/**
 * The backfill's `leidsa` sources (decision 086, amended): one per Leidsa game, reading leidsa.com's history pages
 * `/results/Leidsa/<Game>/<gameId>_<drawNo>` (adapter `leidsa-history`). A page is asked by draw number, not by
 * date, so the draw of a date is reached from a known anchor (a draw number and its date, from the real captures):
 * the number is estimated by counting the game's scheduled draws in between (`draw-days.ts`), then corrected by
 * stepping until a page holds a draw of that date or the date falls between two consecutive draw numbers (no draw
 * that day). Every request goes through the backfill's pacer.
 */
import { readHistoryPage, historyUrl } from '../../../cron/sources/leidsa/history.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { addDays } from '../../lib/dates.ts';
import { scheduledDrawCount } from '../../lib/draw-days.ts';
import { fetchPage } from '../scraping/fetch-page.ts';
import type { Fetcher } from '../scraping/run-scrape.ts';
import type { Anchor, BackfillSource } from './sources.ts';

/** leidsa.com, whose history pages the `leidsa` sources read. */
export const LEIDSA_BASE = 'https://www.leidsa.com';

/**
 * Leidsa's games on leidsa.com: the catalogue game, its history path (`<Game>/<gameId>`) and its anchors, draws of
 * the real captures of `tests/fixtures/leidsa.com/` (number and Santo Domingo date), newest first. Loto has two:
 * until 2025-10-29 its draws were numbered 16xx ("Loto", 20:52); from 2025-10-04 also 1999 on ("LotoMas", 21:00),
 * both series listing the same draws in October 2025.
 */
const LEIDSA_GAMES = [
  {
    gameId: 'loto-leidsa',
    path: 'Loto/1',
    anchors: [
      { drawNo: 2061, date: '2026-05-23' },
      { drawNo: 1615, date: '2025-10-29' },
    ],
  },
  { gameId: 'loto-pool-leidsa', path: 'Loto%20Pool/2', anchors: [{ drawNo: 9218, date: '2026-05-24' }] },
  { gameId: 'super-kino-tv', path: 'KinoTV/3', anchors: [{ drawNo: 6218, date: '2026-05-24' }] },
  { gameId: 'pega-3-mas', path: 'Pega3Mas/4', anchors: [{ drawNo: 5218, date: '2026-05-24' }] },
  { gameId: 'quiniela-leidsa', path: 'Quiniela%20Pale/5', anchors: [{ drawNo: 10219, date: '2026-05-25' }] },
  { gameId: 'super-pale-leidsa', path: 'Super%20Pale/6', anchors: [{ drawNo: 10215, date: '2026-05-24' }] },
] as const;

/** Most pages asked to reach one date before the item fails (a good estimate needs one). */
const MAX_STEPS = 12;

/** Every `leidsa` source at `base` (default leidsa.com): ledger id `leidsa:<game id>`, URL the newest anchor's page. */
export const leidsaSources = (base: string = LEIDSA_BASE): BackfillSource[] =>
  LEIDSA_GAMES.map((g) => ({
    id: `leidsa:${g.gameId}`,
    adapter: 'leidsa-history',
    url: `${base.replace(/\/$/, '')}/results/Leidsa/${g.path}_${g.anchors[0].drawNo}`,
    gameIds: [g.gameId],
    anchors: g.anchors,
  }));

/** The anchor `date` is estimated from: the oldest one on or after it, else the newest. */
const anchorFor = (anchors: readonly Anchor[], date: string): Anchor | undefined =>
  anchors.filter((a) => a.date >= date).at(-1) ?? anchors[0];

/** The draw number of `date` estimated from a known draw (`drawNo` on `known`) by the game's schedule. */
function estimate(gameId: string, drawNo: number, known: string, date: string): number {
  const game = gameById(gameId);
  if (!game || date === known) return drawNo;
  if (date > known) return drawNo + Math.max(1, scheduledDrawCount(game, addDays(known, 1), date) ?? 1);
  return drawNo - Math.max(1, scheduledDrawCount(game, date, addDays(known, -1)) ?? 1);
}

/** The page a `leidsa` source found for a date: its body and URL, and the requests it took. */
export interface LocatedPage {
  body: string;
  url: string;
  requests: number;
}

/**
 * Finds the history page of `source` (a `leidsa-history` source with anchors) that holds `date`'s draw: a page
 * listing a draw of that date, or the last page asked once the date is known to lie between two consecutive draw
 * numbers (the game had no draw that day; the caller keeps nothing of it), including a date older than draw 1 or
 * newer than the newest draw.
 * @throws Error (Spanish) when a number in between has no draw on the site (`drawResult` null) or the date is not
 *   reached in MAX_STEPS pages; whatever fetchPage or the parser throws (HTTP errors, refused pages).
 */
export async function locateLeidsaDraw(fetcher: Fetcher, source: BackfillSource, date: string): Promise<LocatedPage> {
  const anchor = anchorFor(source.anchors ?? [], date);
  const gameId = source.gameIds[0];
  if (!anchor || !gameId) throw new Error(`la fuente ${source.id} no tiene sorteo de referencia`);
  let below = 0;
  let above = Number.POSITIVE_INFINITY;
  let drawNo = Math.max(1, estimate(gameId, anchor.drawNo, anchor.date, date));
  for (let requests = 1; requests <= MAX_STEPS; requests += 1) {
    const url = historyUrl(source.url, drawNo);
    const body = await fetchPage(fetcher, source.adapter, source.url, { drawNo });
    const page = readHistoryPage(body);
    if (page.draws.some((d) => d.drawDate === date)) return { body, url, requests };
    let from = page.asked;
    if (!from) {
      // A number past the newest draw: the date is newer than the list, or a day of it without a draw.
      const newest = page.draws[0];
      const oldest = page.draws.at(-1);
      if (!newest || !oldest || drawNo <= newest.drawNo) {
        throw new Error(`leidsa.com no tiene el sorteo ${drawNo} de ${source.id} (buscando el ${date})`);
      }
      if (date >= oldest.drawDate) return { body, url, requests };
      from = oldest;
    }
    if (from.drawDate < date) below = Math.max(below, from.drawNo);
    else above = Math.min(above, from.drawNo);
    if (above - below <= 1) return { body, url, requests };
    const next = estimate(gameId, from.drawNo, from.drawDate, date);
    drawNo = Math.min(above - 1, Math.max(below + 1, next));
  }
  throw new Error(`no se llegó al ${date} de ${source.id} en ${MAX_STEPS} páginas de leidsa.com`);
}
