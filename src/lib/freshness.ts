/**
 * Honest freshness (issue 16 item 5): what the results headings, the 'En Vivo' badge, the 'Última actualización'
 * line, the old-draw mark and the sources-down sentence may claim, from the shown draws, the live signals and
 * the clock. Pure: callers pass `now`. A draw's date and time are in its game's zone (Santo Domingo, or Eastern
 * Time for the US draws; decision 078); "today" is Santo Domingo's.
 */
import { drawInstant, gameById, gameDate, type Game } from './catalogue/index.ts';
import { addDays, dominicanDate, dominicanInstant } from './dates.ts';
import { formatLongDate } from './format.ts';

/** The spec's heading over results, said only over draws of today. */
export const TODAY_HEADING = 'Resultados de hoy';
/** The heading over results when none is of today. */
export const LATEST_HEADING = 'Últimos resultados';

/** How long after it was stored (or seen being drawn) a draw of today keeps the site 'En Vivo'. */
const LIVE_WINDOW_MS = 60 * 60_000;
/** How long every live source must have failed before the home says so. */
const OUTAGE_MS = 3 * 3_600_000;

/** A shown draw's date and time, in the zone of its game (`gameId`; Santo Domingo when absent or unknown). */
export interface DrawMoment {
  date: string;
  hour: string;
  gameId?: string;
}

/** The instant (ms since epoch) of a shown draw; NaN when its date or hour cannot be read. */
function drawnAt({ date, hour, gameId }: DrawMoment): number {
  const game = gameId === undefined ? undefined : gameById(gameId);
  const time = hour || '00:00';
  return (game ? drawInstant(game, date, time) : dominicanInstant(date, time)).getTime();
}

/** The newest of `draws` (by instant) with that instant, or undefined when there is none. */
function newestDraw(draws: readonly DrawMoment[]): { draw: DrawMoment; at: number } | undefined {
  return draws.reduce<{ draw: DrawMoment; at: number } | undefined>((newest, draw) => {
    const at = drawnAt(draw);
    return !newest || at > newest.at || Number.isNaN(newest.at) ? { draw, at } : newest;
  }, undefined);
}

/** A results heading: its text, whether it speaks of today, and the newest draw's date when it does not. */
export interface ResultsHeading {
  text: string;
  today: boolean;
  /** The newest shown draw's date, when it is not today's. */
  newestDate?: string;
}

/**
 * The heading over `draws` at `now`: 'Resultados de hoy' when the newest one was drawn today (Santo Domingo; a
 * draw whose instant cannot be read goes by its date), else 'Últimos resultados' with the newest one's date (none
 * when there is no draw).
 */
export function resultsHeading(draws: readonly DrawMoment[], now: Date): ResultsHeading {
  const newest = newestDraw(draws);
  if (!newest) return { text: LATEST_HEADING, today: false };
  const drawnOn = Number.isNaN(newest.at) ? newest.draw.date : dominicanDate(new Date(newest.at));
  if (drawnOn >= dominicanDate(now)) return { text: TODAY_HEADING, today: true };
  return { text: LATEST_HEADING, today: false, newestDate: newest.draw.date };
}

/**
 * A catalogue subtitle as the page may say it: one that speaks of today ("Resultados de hoy", "Quiniela Palé de
 * hoy") only when `heading` is of today, else the heading's text ('Últimos resultados'); any other stays.
 */
export const honestSubtitle = (subtitle: string | null, heading: ResultsHeading): string | null =>
  subtitle?.endsWith(' de hoy') && !heading.today ? heading.text : subtitle;

/**
 * When the shown data last changed, in ms since epoch: the instant of the newest draw (its date and time in its
 * game's zone), never later than `now` (a draw stored before its scheduled time); undefined without draws.
 */
export function dataChangedAt(draws: readonly DrawMoment[], now: number): number | undefined {
  const newest = newestDraw(draws);
  if (!newest || Number.isNaN(newest.at)) return undefined;
  return Math.min(newest.at, now);
}

/** Whether a draw of `date` is more than a year old at `now` (cards mark it as old). */
export const isOldDraw = (date: string, now: Date): boolean => date < addDays(dominicanDate(now), -365);

/** How many days a game's newest stored draw may lag its schedule before the site says where its data stops. */
const STALE_DAYS = 30;

/**
 * 'Nuestros datos de {juego} llegan hasta el {fecha}.' when the game's newest stored draw, of `latestDate`
 * ("YYYY-MM-DD"), is more than STALE_DAYS older than the game's date at `now` (its last draw, `endedOn`, for a game
 * that ended); otherwise null. Said beside 'Retrasado · Hace N días' so a months-old draw is not taken as a late one.
 */
export function dataStopsNote(game: Pick<Game, 'name' | 'timeZone' | 'endedOn'>, latestDate: string, now: Date) {
  const today = gameDate(game, now);
  const due = game.endedOn && game.endedOn < today ? game.endedOn : today;
  if (latestDate >= addDays(due, -STALE_DAYS)) return null;
  return `Nuestros datos de ${game.name} llegan hasta el ${formatLongDate(latestDate)}.`;
}

/** The live sources' recent history (scheduled or admin runs of the scrapers; the bundled import is not one). */
export interface SourceHealth {
  /** When the last successful run started, or null when none ever succeeded. */
  lastSuccessAt: Date | null;
  /** When the first failed run after the last success started, or null when none failed since. */
  failingSince: Date | null;
}

/** Whether every live source has failed for at least three hours at `now` (the home then says so). */
export const sourcesDown = (health: SourceHealth, now: Date): boolean =>
  health.failingSince !== null && now.getTime() - health.failingSince.getTime() >= OUTAGE_MS;

/** What may make the site 'En Vivo' now. */
export interface LiveSignals {
  health: SourceHealth;
  /** When the newest draw of today was stored, or null when none is. */
  todayStoredAt: Date | null;
  /** When a source last showed a draw of today being drawn, or null. */
  todayInProgressAt: Date | null;
}

/**
 * Whether the site is 'En Vivo' at `now`: the sources are healthy (one succeeded within the last hour and
 * they are not down) and a draw of today was stored, or seen being drawn, within the last hour.
 */
export function isLive({ health, todayStoredAt, todayInProgressAt }: LiveSignals, now: Date): boolean {
  const recent = (at: Date | null) => at !== null && now.getTime() - at.getTime() <= LIVE_WINDOW_MS;
  const healthy = recent(health.lastSuccessAt) && !sourcesDown(health, now);
  return healthy && (recent(todayStoredAt) || recent(todayInProgressAt));
}
