/**
 * Parser of the daily feed a public scraper of loteriasdominicanas.com publishes
 * (Rodyd137/ScraperLoteriasDominicanas, `public/feed/<date>.json`; the bundled history of 2025-09-07..2026-08-22):
 *
 * ```
 * { source: "https://loteriasdominicanas.com", last_updated: "2026-08-21T23:45:53Z",
 *   draws: [{ provider: "Leidsa", game: "Quiniela", edition: null | "Noche", date: "2026-08-21",
 *             numbers: ["33", "29", "86"], provider_id: "leidsa", game_id: "quiniela" }] }
 * ```
 *
 * That scraper renamed the games ("Quiniela Leidsa" -> provider Leidsa, game "Quiniela"), so items are matched
 * by `provider_id/game_id/edition` only (src/lib/catalogue/source-ids.ts), never by title. It zero-pads single
 * digits (Pega 4 Real, Toca 3, the Pick games): numbers are passed on as written, and validation reads them
 * through the game's number rule ("08" is the digit 8). The feed gives no draw time: the catalogue's is used. Each item is validated alone: an odd one is reported with its
 * reason and the others are kept.
 */
import { z } from 'zod';
import { SourceFormatError, type ParsedDraw } from '../types.ts';
import { describeIssue } from '../zod-issue.ts';

const name = z.string().trim().min(1).max(80);
const itemSchema = z.object({
  provider: name,
  game: name,
  edition: name.nullish(),
  date: z.iso.date(),
  numbers: z.array(z.string().max(12)).min(1).max(40),
  provider_id: name,
  game_id: name,
});
const feedSchema = z.object({
  source: z.string().max(200),
  draws: z.array(z.unknown()).max(5000),
});

/** The feed's id of an item's game: "provider_id/game_id/edition" ("leidsa/quiniela/", "anguila/anguila/Noche"). */
const feedGameKey = (item: { provider_id: string; game_id: string; edition?: string | null }): string =>
  `${item.provider_id}/${item.game_id}/${item.edition ?? ''}`;

/** One feed item as a parsed draw, or an item with the reason it could not be read. */
function drawOf(raw: unknown): ParsedDraw {
  const item = itemSchema.safeParse(raw);
  if (!item.success) {
    const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const label = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
    return {
      operatorTitle: label('provider'),
      title: [label('game'), label('edition')].join(' ').trim(),
      drawDate: label('date'),
      drawTime: null,
      numbers: [],
      problem: `elemento ilegible: ${describeIssue(item.error)}`,
    };
  }
  const { provider, game, edition, date, numbers } = item.data;
  return {
    sourceGameId: { source: 'loteriasdominicanas-feed', id: feedGameKey(item.data) },
    operatorTitle: provider,
    title: edition ? `${game} ${edition}` : game,
    drawDate: date,
    drawTime: null,
    numbers,
  };
}

/**
 * Reads one daily feed body into its draws (in feed order; older draws the feed repeats included).
 * @throws SourceFormatError when the body is not JSON or not a feed.
 */
export function parse(body: string): ParsedDraw[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SourceFormatError('el feed no es JSON');
  }
  const feed = feedSchema.safeParse(json);
  if (!feed.success) throw new SourceFormatError('el JSON no tiene la forma del feed ({source, draws: [...]})');
  return feed.data.draws.map(drawOf);
}
