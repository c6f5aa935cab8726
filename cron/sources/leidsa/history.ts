/**
 * Parser for leidsa.com's history pages `/results/Leidsa/<Game>/<gameId>_<drawNo>` (Next.js, 2026), e.g.
 * `/results/Leidsa/Quiniela%20Pale/5_10219`. Like the home page (`parse.ts`) they embed React Server Component data
 * in `self.__next_f.push([1,"…"])` scripts, here `"drawResult":{…}` (the asked draw, `null` when the site has no
 * draw of that number, e.g. `1_1`) and `"drawResults":[{…}…]` (the game's newest 100 draws in every real capture,
 * newest first, whatever number was asked). Each draw: `{gameDrawId:"5_10219", gameFamilyName, provider, drawTime
 * (UTC ISO), results:{drawnValues:[{drawnValues:[int]}…], bonusDraws:[{drawnValues:[int]}…]}}`. Pure, and linear
 * in the body length.
 */
import { z } from 'zod';
import { describeBlockPage } from '../loteriasdominicanas-html/blocked.ts';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';
import { flightPayload, leidsaDraw, objectEnd, unreadableEntry } from './parse.ts';

const ASKED = '"drawResult":';
const LIST = '"drawResults":[';
const ENTRY = '{"gameDrawId":';
/** Most draws read from one page (real pages hold 100). */
const MAX_DRAWS = 1_000;

const round = z.object({ drawnValues: z.array(z.number().int()).max(40) });
const drawSchema = z.object({
  gameDrawId: z.string().regex(/^\d{1,3}_\d{1,9}$/),
  gameFamilyName: z.string().min(1).max(60),
  provider: z.string().min(1).max(60),
  drawTime: z.iso.datetime({ offset: true }),
  results: z.object({ drawnValues: z.array(round).max(10), bonusDraws: z.array(round).max(10).nullish() }),
});

/** One draw of a history page: its number on leidsa.com (`<gameId>_<drawNo>`), its Santo Domingo date, the draw. */
interface HistoryDraw {
  drawNo: number;
  drawDate: string;
  draw: ParsedDraw;
}

/** A history page read: the asked draw (null when the site has none of that number) and every listed draw. */
export interface HistoryPage {
  asked: HistoryDraw | null;
  /** The asked draw first when there is one, then the `drawResults` list, each draw number once. */
  draws: HistoryDraw[];
  /** Entries of an unexpected shape, as items with a `problem` (the others are still read). */
  problems: ParsedDraw[];
}

/**
 * The draw of one embedded entry, as the home parser reads its draws (`leidsaDraw`): numbers every `drawnValues`
 * round then every `bonusDraws` round.
 */
function readDraw(raw: unknown): HistoryDraw | ParsedDraw {
  const result = drawSchema.safeParse(raw);
  if (!result.success) return unreadableEntry('sorteo del historial de leidsa.com', result.error, 'entrada');
  const entry = result.data;
  const values = [...entry.results.drawnValues, ...(entry.results.bonusDraws ?? [])].flatMap((r) => r.drawnValues);
  const draw = leidsaDraw(entry.provider, entry.gameFamilyName, entry.drawTime, values);
  return { drawNo: Number(entry.gameDrawId.split('_')[1]), drawDate: draw.drawDate, draw };
}

/** The JSON object starting at `start`, or undefined when it is cut or not valid JSON. */
function objectAt(payload: string, start: number): { value: unknown; end: number } | undefined {
  const end = objectEnd(payload, start);
  if (end === -1) return undefined;
  try {
    return { value: JSON.parse(payload.slice(start, end)), end };
  } catch {
    return undefined;
  }
}

/**
 * Reads a history page.
 * @throws SourceBlockedError for a block page; SourceFormatError for a page without `drawResults` (another page,
 *   a changed site) or whose list is cut or malformed.
 */
export function readHistoryPage(body: string): HistoryPage {
  const payload = flightPayload(body);
  const listAt = payload.indexOf(LIST);
  if (listAt === -1) {
    const blockPage = describeBlockPage(body);
    if (blockPage) throw new SourceBlockedError(`leidsa.com answered with a ${blockPage}`);
    throw new SourceFormatError('la página de historial de leidsa.com no trae resultados ("drawResults")');
  }
  const read: (HistoryDraw | ParsedDraw)[] = [];
  let asked: HistoryDraw | null = null;
  const askedAt = payload.indexOf(ASKED);
  if (askedAt !== -1 && payload.startsWith(ENTRY, askedAt + ASKED.length)) {
    const found = objectAt(payload, askedAt + ASKED.length);
    const draw = found ? readDraw(found.value) : undefined;
    if (draw && 'drawNo' in draw) asked = draw;
    else if (draw) read.push(draw);
  }
  let at = listAt + LIST.length;
  while (payload[at] !== ']') {
    if (read.length >= MAX_DRAWS || !payload.startsWith(ENTRY, at)) {
      throw new SourceFormatError(`lista "drawResults" de leidsa.com inesperada en el sorteo ${read.length + 1}`);
    }
    const found = objectAt(payload, at);
    if (!found)
      throw new SourceFormatError(`lista "drawResults" de leidsa.com cortada en el sorteo ${read.length + 1}`);
    read.push(readDraw(found.value));
    at = payload[found.end] === ',' ? found.end + 1 : found.end;
  }
  const draws: HistoryDraw[] = asked ? [asked] : [];
  const problems: ParsedDraw[] = [];
  for (const item of read) {
    if (!('drawNo' in item)) problems.push(item);
    else if (!draws.some((d) => d.drawNo === item.drawNo)) draws.push(item);
  }
  return { asked, draws, problems };
}

/**
 * Reads a history page into its draws (the asked one and the listed ones, each once, newest first), then the
 * entries of an unexpected shape as items with a `problem`. See {@link readHistoryPage} for the errors.
 */
export function parseHistory(body: string, _context: ParseContext): ParsedDraw[] {
  const page = readHistoryPage(body);
  return [...page.draws.map((d) => d.draw), ...page.problems];
}

/**
 * The history page URL of draw `drawNo` of the game of `url` (a history page URL ending `/<gameId>_<n>`).
 * @throws Error when `url` does not end in `/<gameId>_<n>`.
 */
export function historyUrl(url: string, drawNo: number): string {
  const match = /^(.*\/\d{1,3}_)\d+$/.exec(url);
  if (!match) throw new Error(`no es una URL de historial de leidsa.com (…/<juego>_<sorteo>): ${url}`);
  return `${match[1]}${drawNo}`;
}
