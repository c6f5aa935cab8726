/** The notification of a published draw ('Avísame'): what the service worker shows, built from the catalogue. */
import type { Game } from './catalogue/index.ts';
import { formatShortDate } from './format.ts';
import { displayNumbers, toLotteryResult, type DrawLike } from './results.ts';
import type { PushPayload } from './schemas/push.ts';

const weekday = new Intl.DateTimeFormat('es-DO', { weekday: 'long', timeZone: 'UTC' });

/**
 * The payload for `draw` of `game`: title the game's name, body "jueves 21/08/2026 · 33 - 29 - 86" (the numbers
 * as every view shows them, a bonus ball with its label), url the game's page of that date, tag the game id.
 */
export function drawNotification(game: Game, draw: DrawLike): PushPayload {
  const day = weekday.format(new Date(`${draw.drawDate}T12:00:00Z`));
  const numbers = displayNumbers(game, draw.drawDate, toLotteryResult(game, draw).gameScores)
    .map((n) => (n.label ? `${n.label} ${n.text}` : n.text))
    .join(' - ');
  return {
    title: game.name,
    body: `${day} ${formatShortDate(draw.drawDate)} · ${numbers}`,
    url: `${game.route}/${draw.drawDate}`,
    tag: game.id,
  };
}

/**
 * The payload of a correction of `draw`: {@link drawNotification} titled "Corrección: <game name>", with the same
 * tag, so the corrected numbers replace the earlier notification where it is still shown.
 */
export const correctionNotification = (game: Game, draw: DrawLike): PushPayload => ({
  ...drawNotification(game, draw),
  title: `Corrección: ${game.name}`,
});
