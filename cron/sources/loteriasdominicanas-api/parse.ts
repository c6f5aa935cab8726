/**
 * Parser for the JSON API behind the loteriasdominicanas.com Nuxt SPA (from 2026-06-12):
 * `GET https://api.loteriasdominicanas.com/dominicana/site-companies/{companyId}?date=<ISO-UTC>` (and the
 * `sites/env` and `sessions` answers of the same API).
 * Pure: no network, no file system, no environment.
 */
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';
import { describeBlockPage } from '../loteriasdominicanas-html/blocked.ts';
import { dominicanDate } from '../../../src/lib/dates.ts';
import { describeIssue } from '../zod-issue.ts';
import { sessionSchema, sessionsItemSchema, siteCompanySchema, siteGameSchema } from './schema.ts';
import type { ScoreLayout, Session, SiteCompany } from './schema.ts';

const TITLE_TIME = /\b(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\b\.?/i;

const COLOUR_WORD = /^\p{L}+$/u;
const SOURCE = 'loteriasdominicanas';

/**
 * Reads one answer of the API into draws: a site-companies body (one company), a sites/env body
 * (`{siteCompanies:[…]}`) or a sessions body (`[{game_id, sessions?, lastSession}]`, no titles). Games in body
 * order, each game's sessions newest first; a game whose `sessions` is empty uses its `lastSession`.
 * `_context` is unused (the session dates are absolute instants).
 *
 * - operatorTitle: the company `title`; title: the siteGame `title` as published (inner spaces kept,
 *   e.g. "Anguila 8:00  AM"); sessions bodies have neither (operatorTitle "", title = the game id).
 * - sourceGameId: the siteGame's (or session's) `game_id`, matched through the catalogue's source ids.
 * - numbers: the session's `score` rows flattened, as strings, never compacted (an empty cell stays "", so a
 *   draw still being drawn is seen as incomplete); a cell that is the `id`/`_id` of an option anywhere in
 *   `game.score_layout` (how bonus balls come) is replaced by that option's `text`; a cell that is a word
 *   (Nueva Yol Real's "Verde") goes to `extras.colour`.
 * - drawDate: `session.date` (midnight America/Santo_Domingo in UTC, "…T04:00:00.000Z") as the
 *   Santo Domingo calendar date "YYYY-MM-DD".
 * - drawTime: "HH:MM" (24 h) when the title carries a clock time ("Anguila 1:00 PM" → "13:00"), else null.
 * A game or session with an unexpected shape becomes an item with a `problem` (reported as rejected); the
 * other games are still read.
 * @throws SourceFormatError for a body that is not JSON or not one of the three shapes;
 *   SourceBlockedError for an HTML block page or a JSON error answer (`{statusCode, message}`).
 */
export function parse(body: string, _context: ParseContext): ParsedDraw[] {
  const json = readJson(body);
  if (Array.isArray(json)) return json.flatMap(readSessionsItem);
  if (isRecord(json) && Array.isArray(json.siteCompanies)) {
    return json.siteCompanies.flatMap((company, index) => {
      const result = siteCompanySchema.safeParse(company);
      return result.success
        ? readCompany(result.data)
        : [problemItem('', `siteCompanies.${index}`, describeIssue(result.error))];
    });
  }
  const result = siteCompanySchema.safeParse(json);
  if (!result.success)
    throw new SourceFormatError(`site-companies body has an unexpected shape at ${describeIssue(result.error)}`);
  return readCompany(result.data);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item the parser could not read, reported with its reason. */
const problemItem = (operatorTitle: string, title: string, problem: string): ParsedDraw => ({
  operatorTitle,
  title,
  drawDate: '',
  drawTime: null,
  numbers: [],
  problem: `elemento ilegible de la API: ${problem}`,
});

/** JSON-parses the body, recognising block pages and JSON error answers. */
function readJson(body: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const blockPage = body.trimStart().startsWith('<') ? describeBlockPage(body) : null;
    if (blockPage) throw new SourceBlockedError(`api.loteriasdominicanas.com answered with a ${blockPage}`);
    throw new SourceFormatError(`site-companies body is not JSON (starts with ${JSON.stringify(body.slice(0, 40))})`);
  }
  const apiError = errorMessage(json);
  if (apiError) throw new SourceBlockedError(`api.loteriasdominicanas.com answered with an error: ${apiError}`);
  return json;
}

/** The message of a JSON error answer such as `{"statusCode":403,"message":"Forbidden"}`, else null. */
function errorMessage(json: unknown): string | null {
  if (!isRecord(json) || 'siteGames' in json || 'siteCompanies' in json) return null;
  const { statusCode, message, error } = json;
  if (typeof statusCode !== 'number' && typeof error !== 'string') return null;
  return [statusCode, error, message]
    .filter((part) => part !== undefined)
    .map(String)
    .join(' ');
}

/** The draws of every game of one company, each game validated on its own. */
function readCompany(company: SiteCompany): ParsedDraw[] {
  return company.siteGames.flatMap((raw, index) => {
    const result = siteGameSchema.safeParse(raw);
    if (!result.success) {
      const title = isRecord(raw) && typeof raw.title === 'string' ? raw.title.slice(0, 120) : `siteGames.${index}`;
      return [problemItem(company.title, title, describeIssue(result.error))];
    }
    const { title, game_id: gameId, game } = result.data;
    return readSessions(
      company.title,
      title,
      gameId ?? null,
      game?.sessions,
      game?.lastSession,
      game?.score_layout ?? null,
    );
  });
}

/** The draws of one /sessions answer item (no titles: the game id stands in for the title). */
function readSessionsItem(raw: unknown, index: number): ParsedDraw[] {
  const result = sessionsItemSchema.safeParse(raw);
  if (!result.success) return [problemItem('', `[${index}]`, describeIssue(result.error))];
  const { game_id: gameId, sessions, lastSession } = result.data;
  return readSessions('', gameId, gameId, sessions, lastSession, null);
}

/** Every session of one game that has cells, newest first (the `lastSession` when `sessions` is empty). */
function readSessions(
  operatorTitle: string,
  title: string,
  gameId: string | null,
  sessions: readonly unknown[] | null | undefined,
  lastSession: unknown,
  layout: ScoreLayout,
): ParsedDraw[] {
  const raws = sessions?.length ? sessions : lastSession === undefined || lastSession === null ? [] : [lastSession];
  const problems: ParsedDraw[] = [];
  const read: Session[] = [];
  for (const raw of raws) {
    const result = sessionSchema.safeParse(raw);
    if (result.success) read.push(result.data);
    else problems.push(problemItem(operatorTitle, title, `sesión: ${describeIssue(result.error)}`));
  }
  const options = optionTexts(layout);
  const drawTime = titleTime(title);
  const draws = read
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .flatMap((session): ParsedDraw[] => {
      const cells = (session.score ?? []).flat().map((cell) => (cell === null ? '' : (options.get(cell) ?? cell)));
      if (cells.length === 0) return [];
      const id = gameId ?? session.game_id;
      const colourAt = cells.findIndex((cell) => COLOUR_WORD.test(cell));
      const draw: ParsedDraw = {
        ...(id ? { sourceGameId: { source: SOURCE, id } } : {}),
        operatorTitle,
        title,
        drawDate: dominicanDate(new Date(session.date)),
        drawTime,
        numbers: colourAt === -1 ? cells : cells.filter((_, i) => i !== colourAt),
      };
      if (colourAt !== -1) draw.extras = { colour: cells[colourAt] };
      return [draw];
    });
  return [...draws, ...problems];
}

/** Option id → text over every slot of the layout (up to three levels of nesting). */
function optionTexts(layout: ScoreLayout): Map<string, string> {
  const options = new Map<string, string>();
  const slots = Array.isArray(layout) ? layout.flat(2) : [layout];
  for (const slot of slots) {
    for (const option of slot?.options ?? []) if (option.id && option.text) options.set(option.id, option.text);
  }
  return options;
}

/**
 * The clock time a title carries, as "HH:MM" in 24 h: "Anguila 10:00 AM" → "10:00",
 * "La Cuarteta 1:00 PM" → "13:00", "Anguila 8:00  AM" → "08:00", "12:00 AM" → "00:00"; null without
 * an AM/PM time ("King Lottery 7:30" is ambiguous and left to the catalogue).
 */
export function titleTime(title: string): string | null {
  const match = TITLE_TIME.exec(title);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]?.toUpperCase() === 'P';
  const hour24 = (hour % 12) + (pm ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
