/**
 * Draw status of a game right now (issue 6 item 5): from the catalogue schedule (in the game's zone, decision
 * 078), the clock, the latest stored draw and two flags, what a player should read beside the last result.
 * Pure: the caller passes `now`.
 */
import { drawInstant, drawsOn, gameDate, scheduledTime, type Game } from './catalogue/index.ts';
import { addDays, dominicanDate } from './dates.ts';

/** Minutes after the scheduled draw time a draw may take to be stored before it counts as `delayed`. */
const DELAY_GRACE_MINUTES = 30;

/** Every state a draw's status can be in (each has its tag colours in src/styles/global.css, `[data-draw-status]`). */
export const DRAW_STATES = ['published', 'pending', 'in_progress', 'delayed', 'no_draw_today', 'under_review'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

/** Spanish labels as a Dominican player reads them ('Actualizado' is the spec's tag of a current result). */
const DRAW_STATE_LABELS: Record<DrawState, string> = {
  published: 'Actualizado',
  pending: 'Pendiente',
  in_progress: 'En curso',
  delayed: 'Retrasado',
  no_draw_today: 'No hay sorteo hoy',
  under_review: 'En revisión',
};

/**
 * A game's status. `date`/`hour` ("YYYY-MM-DD"/"HH:MM", in the game's `timeZone`, as draws are stored; pages
 * convert the hour with `santoDomingoMoment`) are the published draw's for `published` and `under_review`, and
 * today's scheduled draw's for `pending`, `in_progress` and `delayed`; absent for `no_draw_today`.
 */
export interface DrawStatus {
  state: DrawState;
  label: string;
  date?: string;
  hour?: string;
}

export interface DrawStatusInput {
  game: Game;
  now: Date;
  /** The game's latest stored draw, or null when it has none. */
  latest: { drawDate: string; drawTime: string; underReview?: boolean } | null;
  /** Whether a source has shown today's draw incomplete (numbers still being drawn). */
  inProgress?: boolean;
}

/** A status of `state` with its Spanish label, and the draw's `date` and `hour` when given. */
export const drawStatusOf = (state: DrawState, date?: string, hour?: string): DrawStatus => ({
  state,
  label: DRAW_STATE_LABELS[state],
  ...(date ? { date } : {}),
  ...(hour ? { hour } : {}),
});

/**
 * The status of `input.game` at `input.now`, in this order ("today" is the date in the game's zone): a latest
 * draw under review is `under_review`; a latest draw of today (or later) is `published`; a day without a
 * scheduled draw (or after `endedOn`) is `no_draw_today`; otherwise today's draw is `in_progress` when seen
 * incomplete, `pending` until its time plus DELAY_GRACE_MINUTES (always, for a game without a schedule), then
 * `delayed`.
 */
export function drawStatus({ game, now, latest, inProgress = false }: DrawStatusInput): DrawStatus {
  const today = gameDate(game, now);
  if (latest?.underReview) return drawStatusOf('under_review', latest.drawDate, latest.drawTime);
  if (latest && latest.drawDate >= today) return drawStatusOf('published', latest.drawDate, latest.drawTime);
  if ((game.endedOn && game.endedOn < today) || !drawsOn(game, today)) return drawStatusOf('no_draw_today');
  const time = scheduledTime(game, today);
  if (inProgress) return drawStatusOf('in_progress', today, time ?? undefined);
  if (!time) return drawStatusOf('pending', today);
  const late = now.getTime() >= drawInstant(game, today, time).getTime() + DELAY_GRACE_MINUTES * 60_000;
  return drawStatusOf(late ? 'delayed' : 'pending', today, time);
}

/** How many days back `isLatestBeforeToday` looks for a scheduled draw (the longest gap of a weekly game). */
const WEEK = 7;

/**
 * Whether a stored draw of `drawDate` ("YYYY-MM-DD") is the game's last draw scheduled before today (Santo Domingo,
 * at `now`) or a later one: no scheduled draw between it and today is missing. Only then may today's scheduled draw
 * be announced over it ('Sorteo de hoy'); under an older result it would read as that result's draw.
 */
export function isLatestBeforeToday(game: Game, drawDate: string, now: Date): boolean {
  const today = gameDate(game, now);
  for (let back = 1; back <= WEEK; back++) {
    const day = addDays(today, -back);
    if (drawsOn(game, day)) return drawDate >= day;
  }
  return drawDate >= addDays(today, -WEEK);
}

/**
 * How long ago a draw of `drawDate` ("YYYY-MM-DD") was, seen from the Dominican date of `now`: 'Hoy',
 * 'Ayer', 'Hace N días' (a date after today reads 'Hoy').
 */
export function relativeDay(drawDate: string, now: Date): string {
  const today = dominicanDate(now);
  if (drawDate >= today) return 'Hoy';
  if (drawDate === addDays(today, -1)) return 'Ayer';
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${drawDate}T00:00:00Z`)) / 86_400_000);
  return `Hace ${days} días`;
}
