/**
 * The share image of a game's draws of one day (`/og/{game id}/{AAAA-MM-DD}.png`, issue 18 item 2): its
 * versioned address, so a corrected draw gets a new URL that crawlers and CDNs have never cached. Pure.
 */
import type { GameScore } from './results.ts';

/** The draw fields the image shows, hence its version: draw time "HH:MM" and numbers. */
interface ImageDraw {
  hour: string;
  gameScores: readonly GameScore[];
}

/** FNV-1a (32 bit) of `text`, as 7 base-36 characters at most. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Short hash of a day's draws (any order): changes whenever a draw time or number (or its label) changes. */
export function drawImageVersion(draws: readonly ImageDraw[]): string {
  const canonical = draws.map((d) => JSON.stringify([d.hour, d.gameScores])).sort();
  return fnv1a(canonical.join('\n'));
}

/** The image path of `gameId`'s draws of `date` ("YYYY-MM-DD") at `version` ({@link drawImageVersion}). */
export const drawImagePath = (gameId: string, date: string, version: string): string =>
  `/og/${encodeURIComponent(gameId)}/${date}.png?v=${version}`;

/**
 * The share image path of `gameId`'s `draws` of `date`, or undefined (the page keeps the site's default image) when
 * there is no draw or one of them is under review: its numbers may still change, and a picture of them would keep
 * circulating in chats after a correction.
 */
export function drawImageFor(
  gameId: string,
  date: string,
  draws: readonly ImageDraw[],
  underReview: boolean,
): string | undefined {
  return draws.length > 0 && !underReview ? drawImagePath(gameId, date, drawImageVersion(draws)) : undefined;
}
