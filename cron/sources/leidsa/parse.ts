/**
 * Parser for leidsa.com (official, Next.js, 2026): the home page embeds, as React Server Component data in
 * `self.__next_f.push([1,"…"])` scripts, one entry per game it lists (Leidsa's and six other operators'):
 * `{gameId:{gameFamilyName, gameProvider}, previousDrawDetails:{drawId, drawnValues:[int], bonusRoundsValues:[int],
 * drawTimestamp}, hasLeadZero, …}`. Pure, and linear in the body length: every scan moves forward only and
 * each embedded entry is read within a bounded window.
 */
import { z } from 'zod';
import { describeBlockPage } from '../loteriasdominicanas-html/blocked.ts';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';

const PUSH = 'self.__next_f.push([1,"';
const ENTRY = '{"gameId":{"gameFamilyName":';
/** Longest embedded game entry read, in characters (real ones are about 1,500). */
const MAX_ENTRY_CHARS = 50_000;
/** Santo Domingo is UTC-4 all year (no daylight saving time). */
const SANTO_DOMINGO_OFFSET_MS = -4 * 3_600_000;

const ball = z.number().int();
const entrySchema = z.object({
  gameId: z.object({ gameFamilyName: z.string().min(1).max(60), gameProvider: z.string().min(1).max(60) }),
  previousDrawDetails: z
    .object({
      drawnValues: z.array(ball).max(40),
      bonusRoundsValues: z.array(ball).max(10).nullish(),
      drawTimestamp: z.iso.datetime({ offset: true }),
    })
    .nullish(),
});

/**
 * Reads a leidsa.com page into draws, one per listed game that has a previous draw, in page order.
 * - operatorTitle: `gameProvider` ("Leidsa", "Loteria Nacional", …); title: `gameFamilyName` ("Pega3Mas").
 * - sourceGameId: `{source: 'leidsa', id: "<provider>/<family>@<HH:MM>"}`, the Santo Domingo time of the draw
 *   telling apart the operators' several "Quiniela Pale" draws (see src/lib/catalogue/source-ids.ts).
 * - numbers: `drawnValues` then `bonusRoundsValues`, each integer 0-99 written with two digits (the site
 *   publishes integers and shows every ball with two digits); other integers as their decimal text.
 * - drawDate: the Santo Domingo date of `drawTimestamp`; drawTime: null (the catalogue's time keeps the draw
 *   identical to the other source's; the site's times are its own rounded ones, e.g. 21:00 for 20:55).
 * An entry with an unexpected shape becomes an item with a `problem`; the others are still read.
 * @throws SourceBlockedError for a block page; SourceFormatError for a page without embedded results data.
 */
export function parse(body: string, _context: ParseContext): ParsedDraw[] {
  const payload = flightPayload(body);
  if (!payload.includes(ENTRY)) {
    const blockPage = describeBlockPage(body);
    if (blockPage) throw new SourceBlockedError(`leidsa.com answered with a ${blockPage}`);
    throw new SourceFormatError('leidsa.com page has no embedded game results (no "gameId" entries)');
  }
  return entries(payload).flatMap(readEntry);
}

/** The concatenated string arguments of the page's `self.__next_f.push([1,"…"])` calls (also read by `history.ts`). */
export function flightPayload(body: string): string {
  const chunks: string[] = [];
  let from = body.indexOf(PUSH);
  while (from !== -1) {
    const start = from + PUSH.length - 1;
    const end = stringEnd(body, start);
    if (end === -1) break;
    try {
      chunks.push(JSON.parse(body.slice(start, end + 1)) as string);
    } catch {
      // A chunk that is not a valid JSON string literal is skipped; the entries it held are lost.
    }
    from = body.indexOf(PUSH, end);
  }
  return chunks.join('');
}

/** Index of the quote closing the JSON string literal opened at `start`, or -1. */
function stringEnd(text: string, start: number, limit = text.length): number {
  for (let i = start + 1; i < limit; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 92) i += 1;
    else if (c === 34) return i;
  }
  return -1;
}

/**
 * Index just past the JSON object opened at `start` (braces balanced outside strings), or -1 within the window of
 * MAX_ENTRY_CHARS (also read by `history.ts`).
 */
export function objectEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + MAX_ENTRY_CHARS);
  let depth = 0;
  for (let i = start; i < limit; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = stringEnd(text, i, limit);
      if (i === -1) return -1;
    } else if (c === 123) depth += 1;
    else if (c === 125) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The top-level game entries of the payload (entries nested inside one, e.g. a calendar, are skipped). */
function entries(payload: string): unknown[] {
  const found: unknown[] = [];
  let from = payload.indexOf(ENTRY);
  while (from !== -1) {
    const end = objectEnd(payload, from);
    let next = from + 1;
    if (end !== -1) {
      try {
        found.push(JSON.parse(payload.slice(from, end)));
        next = end;
      } catch {
        found.push(null);
      }
    } else found.push(null);
    from = payload.indexOf(ENTRY, next);
  }
  return found;
}

/**
 * An item with a problem for an embedded entry of an unexpected shape (also `history.ts`): `what` names the entry in
 * Spanish, then comes the path of zod's first issue (`whole` when it is the entry itself).
 */
export function unreadableEntry(what: string, error: z.ZodError, whole: string): ParsedDraw {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : whole;
  return {
    operatorTitle: 'Leidsa',
    title: '',
    drawDate: '',
    drawTime: null,
    numbers: [],
    problem: `${what} ilegible en ${where}: ${issue?.message ?? ''}`,
  };
}

/**
 * The draw leidsa.com shows of `provider`'s `family` drawn at `drawTimestamp` (ISO) with `values` (bonus rounds
 * last), as both its pages are read (also `history.ts`): sourceGameId `"<provider>/<family>@<HH:MM>"`, the Santo
 * Domingo time telling apart the operators' several "Quiniela Pale" draws; drawDate its Santo Domingo date; drawTime
 * null; each integer 0-99 with two digits, others as their decimal text.
 */
export function leidsaDraw(provider: string, family: string, drawTimestamp: string, values: number[]): ParsedDraw {
  const local = new Date(Date.parse(drawTimestamp) + SANTO_DOMINGO_OFFSET_MS).toISOString();
  return {
    sourceGameId: { source: 'leidsa', id: `${provider}/${family}@${local.slice(11, 16)}` },
    operatorTitle: provider,
    title: family,
    drawDate: local.slice(0, 10),
    drawTime: null,
    numbers: values.map((n) => (n >= 0 && n <= 99 ? String(n).padStart(2, '0') : String(n))),
  };
}

/** The draw of one entry, an item with a problem, or nothing for an entry without a previous draw. */
function readEntry(raw: unknown): ParsedDraw[] {
  const result = entrySchema.safeParse(raw);
  if (!result.success) return [unreadableEntry('entrada de leidsa.com', result.error, 'entry')];
  const { gameId, previousDrawDetails: draw } = result.data;
  if (!draw) return [];
  const values = [...draw.drawnValues, ...(draw.bonusRoundsValues ?? [])];
  return [leidsaDraw(gameId.gameProvider, gameId.gameFamilyName, draw.drawTimestamp, values)];
}
