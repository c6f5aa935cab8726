/**
 * The order of the home cards (issue 16 item 4, decision 051) and the 'Hoy' / 'Ayer' chip of a card. Pure: the
 * server page and the HomeGrid island order the same way. Dates are "YYYY-MM-DD" and times "HH:MM" in Santo Domingo.
 */
import { addDays, dominicanDate } from './dates.ts';

/** The two orders the home offers: most recent draw first (the default) or the spec's operator order. */
export type HomeOrder = 'reciente' | 'operadora';

/** Each order's page and the label of its toggle link (the default first). */
export const HOME_ORDERS: readonly { order: HomeOrder; path: string; label: string }[] = [
  { order: 'reciente', path: '/', label: 'Más recientes' },
  { order: 'operadora', path: '/por-operadora', label: 'Por operadora' },
];

/** A game's latest draw as the order needs it. */
interface LatestDraw {
  gameId: string;
  date: string;
  hour: string;
}

/**
 * `games` (in catalogue order, each with an `id`) in `order`: for 'operadora' as given; for 'reciente' by their
 * latest draw in `latest`, newest date and time first, games without one last, ties and those keeping their
 * catalogue order. Returns a new array.
 */
export function orderHomeGames<G extends { id: string }>(
  games: readonly G[],
  latest: readonly LatestDraw[] | undefined,
  order: HomeOrder,
): G[] {
  if (order === 'operadora' || !latest) return [...games];
  const moment = new Map(latest.map((d) => [d.gameId, `${d.date}T${d.hour}`]));
  return games
    .map((game, index) => ({ game, index, at: moment.get(game.id) ?? '' }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? 1 : -1))
    .map(({ game }) => game);
}

/** The chip of a card whose latest draw is of `date`: 'Hoy' or 'Ayer' at `now` in Santo Domingo, else null. */
export function dayChip(date: string, now: Date): 'Hoy' | 'Ayer' | null {
  const today = dominicanDate(now);
  if (date === today) return 'Hoy';
  if (date === addDays(today, -1)) return 'Ayer';
  return null;
}
