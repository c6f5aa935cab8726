/**
 * What a visitor shares of a draw (issue 18 item 1): a short text a person reads in a chat and the address of the
 * draw's game-date page. Pure: the site origin is passed in by the caller.
 */
import type { Game } from './catalogue/index.ts';
import { formatShortDate, formatWeekday } from './format.ts';
import { displayNumbers, type GameScore } from './results.ts';

/** A shared draw: the text and the absolute URL of its game-date page. */
export interface Share {
  text: string;
  url: string;
}

/**
 * The share of `game`'s draw of `date` ("YYYY-MM-DD", America/Santo_Domingo) with `scores`:
 * "Quiniela Leidsa · viernes 21/08/2026 · 33 - 29 - 86" (the numbers as every view shows them) and
 * `{site}/{game route}/{date}`.
 */
export function drawShare(game: Game, draw: { date: string; gameScores: readonly GameScore[] }, site: string): Share {
  const numbers = displayNumbers(game, draw.date, draw.gameScores).map((n) => n.text);
  return {
    text: [game.name, `${formatWeekday(draw.date)} ${formatShortDate(draw.date)}`, numbers.join(' - ')].join(' · '),
    url: new URL(`${game.route}/${draw.date}`, site).href,
  };
}

/** The share as one message (what 'Copiar' puts on the clipboard): the text, then the URL on the next line. */
export const shareMessage = (share: Share): string => `${share.text}\n${share.url}`;

/** The WhatsApp link that opens a chat with the share's message (`https://wa.me/?text=…`). */
export const whatsappHref = (share: Share): string => `https://wa.me/?text=${encodeURIComponent(shareMessage(share))}`;
