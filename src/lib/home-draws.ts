/**
 * What the home grid renders of each game's latest result, and its compact text form (decision 064). The grid
 * island is handed the server's draws as one short string instead of an array of objects: Astro serialises an
 * island's props into an HTML attribute, wrapping every value and escaping every quote, and the 43 full results
 * weighed about 32 KB of the home's HTML; this text is about 3 KB.
 */
import { DRAW_STATES, drawStatusOf, type DrawState, type DrawStatus } from './draw-status.ts';
import type { GameScore, LotteryResult } from './results.ts';

/** The fields of a game's latest result the home grid renders: the card, its order, 'Compartir' and the update line. */
export type HomeDraw = Pick<LotteryResult, 'gameId' | 'date' | 'hour' | 'gameScores' | 'status'>;

/** `result` without what the grid does not render (names, routes and logos come from the catalogue). */
export const toHomeDraw = ({ gameId, date, hour, gameScores, status }: LotteryResult): HomeDraw => ({
  gameId,
  date,
  hour,
  gameScores,
  ...(status ? { status } : {}),
});

const STATES = new Set<string>(DRAW_STATES);
const isState = (value: string): value is DrawState => STATES.has(value);

// Separators: encodeURIComponent escapes each of them inside a value, so a value never holds one.
const DRAWS = ';';
const FIELDS = '|';
const SCORES = ',';
const LABEL = '=';
/** URI-encoded, but for the hours' `:`, which is no separator (two bytes less in each of 80 hours). */
const enc = (value: string) => encodeURIComponent(value).replaceAll('%3A', ':');
const dec = decodeURIComponent;

const packScore = (score: GameScore) =>
  typeof score === 'string' ? enc(score) : `${enc(score.score)}${LABEL}${enc(score.type)}`;
function unpackScore(text: string): GameScore {
  const [score = '', type] = text.split(LABEL);
  return type === undefined ? dec(score) : { score: dec(score), type: dec(type) };
}

/**
 * The draws as text: one draw per `;`, its fields (game id, date, hour, scores, status state, status date, status
 * hour) split by `|`, scores by `,` and a labelled score as `score=type`, every value URI-encoded but its `:`.
 */
export function packHomeDraws(draws: readonly HomeDraw[]): string {
  return draws
    .map((d) =>
      [
        enc(d.gameId),
        enc(d.date),
        enc(d.hour),
        d.gameScores.map(packScore).join(SCORES),
        d.status?.state ?? '',
        enc(d.status?.date ?? ''),
        enc(d.status?.hour ?? ''),
      ].join(FIELDS),
    )
    .join(DRAWS);
}

/**
 * The draws `packHomeDraws` wrote (the status label from its state).
 * @throws Error when `text` was not written by `packHomeDraws` (a draw without its seven fields, an unknown state).
 */
export function unpackHomeDraws(text: string): HomeDraw[] {
  if (text === '') return [];
  return text.split(DRAWS).map((packed) => {
    const fields = packed.split(FIELDS);
    if (fields.length !== 7) throw new Error(`Malformed home draw: ${packed}`);
    const [gameId = '', date = '', hour = '', scores = '', state = '', statusDate = '', statusHour = ''] = fields;
    if (state !== '' && !isState(state)) throw new Error(`Unknown draw state: ${state}`);
    const status: DrawStatus | undefined =
      state === '' ? undefined : drawStatusOf(state, dec(statusDate) || undefined, dec(statusHour) || undefined);
    return {
      gameId: dec(gameId),
      date: dec(date),
      hour: dec(hour),
      gameScores: scores === '' ? [] : scores.split(SCORES).map(unpackScore),
      ...(status ? { status } : {}),
    };
  });
}
