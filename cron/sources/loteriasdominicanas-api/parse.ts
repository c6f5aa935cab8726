/**
 * Parser for the JSON API behind the loteriasdominicanas.com Nuxt SPA (from 2026-06-12):
 * `GET https://api.loteriasdominicanas.com/dominicana/site-companies/{companyId}?date=<ISO-UTC>`.
 * Pure: no network, no file system, no environment.
 */
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';
import { describeBlockPage } from '../loteriasdominicanas-html/blocked.ts';
import { dominicanDate } from '../../../src/lib/dates.ts';
import { siteCompanySchema } from './schema.ts';
import type { ScoreLayout, Session, SiteCompany, SiteGame } from './schema.ts';

const TITLE_TIME = /\b(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\b\.?/i;

/**
 * Reads one site-companies response body into draws, one per session of each siteGame that has
 * numbers: siteGames in body order, each game's sessions newest first. `_context` is unused (the
 * session dates are absolute instants).
 *
 * - operatorTitle: the company `title`; title: the siteGame `title` as published (inner spaces kept,
 *   e.g. "Anguila 8:00  AM").
 * - numbers: the session's `score` rows flattened, as strings; a cell that is the `id` of an option in
 *   `game.score_layout[..][..].options` (how bonus balls come) is replaced by that option's `text`.
 * - drawDate: `session.date` (midnight America/Santo_Domingo in UTC, "…T04:00:00.000Z") as the
 *   Santo Domingo calendar date "YYYY-MM-DD".
 * - drawTime: "HH:MM" (24 h) when the title carries a clock time ("Anguila 1:00 PM" → "13:00"),
 *   else null.
 * @throws SourceFormatError for a body that is not JSON or not the documented shape;
 *   SourceBlockedError for an HTML block page or a JSON error answer (`{statusCode, message}`).
 */
export function parse(body: string, _context: ParseContext): ParsedDraw[] {
  const company = readCompany(body);
  return company.siteGames.flatMap((siteGame) => readSiteGame(company, siteGame));
}

/** JSON-parses and validates the body. */
function readCompany(body: string): SiteCompany {
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
  const result = siteCompanySchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(body)';
    throw new SourceFormatError(`site-companies body has an unexpected shape at ${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** The message of a JSON error answer such as `{"statusCode":403,"message":"Forbidden"}`, else null. */
function errorMessage(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || 'siteGames' in json) return null;
  const { statusCode, message, error } = json as Record<string, unknown>;
  if (typeof statusCode !== 'number' && typeof error !== 'string') return null;
  return [statusCode, error, message].filter((part) => part !== undefined).map(String).join(' ');
}

/** Every session of one siteGame that has numbers, newest first. */
function readSiteGame(company: SiteCompany, siteGame: SiteGame): ParsedDraw[] {
  const layout = siteGame.game?.score_layout ?? [];
  const sessions = [...(siteGame.game?.sessions ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const drawTime = titleTime(siteGame.title);
  return sessions.flatMap((session) => {
    const numbers = flattenScore(session, layout);
    if (numbers.length === 0) return [];
    const drawDate = dominicanDate(new Date(session.date));
    return [{ operatorTitle: company.title, title: siteGame.title, drawDate, drawTime, numbers }];
  });
}

/** The score rows as one list of strings, option ids resolved to their text, empty cells dropped. */
function flattenScore(session: Session, layout: ScoreLayout): string[] {
  const options = new Map<string, string>();
  for (const option of layout.flat().flatMap((slot) => slot?.options ?? [])) {
    if (option.text) options.set(option.id, option.text);
  }
  return (session.score ?? [])
    .flat()
    .filter((cell): cell is string => Boolean(cell))
    .map((cell) => options.get(cell) ?? cell);
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
