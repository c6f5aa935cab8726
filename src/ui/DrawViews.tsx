/**
 * Latest-result views of a game page: dedicated views for Repartidera, Mega Chances, Toca 3, the
 * lotto games (Mega Lotto, Leidsa Loto) and the Billetes, and the generic view for the others.
 */
import type { Game } from '../lib/catalogue/index.ts';
import type { DrawTimeZone } from '../lib/dates.ts';
import { formatDrawTime, formatLongDate, formatShortDate } from '../lib/format.ts';
import { displayNumbers, type GameScore } from '../lib/results.ts';
import { ResultBalls } from './ResultBalls.tsx';

/** The fields of a draw the views read (a HistoryRecord or a LotteryResult). */
export interface ViewDraw {
  date: string;
  hour: string;
  gameScores: GameScore[];
}

const BILLETE_SLOTS = ['1er Premio', '2do Premio', '3er Premio', 'Fracción'] as const;

/** "martes, 5 de agosto de 2025 · 8:55 p. m.", the time read in Santo Domingo from the game's `timeZone`. */
export function DrawDate({ date, hour, timeZone }: { date: string; hour: string; timeZone: DrawTimeZone }) {
  return (
    <p className="text-sm font-medium text-slate-600">
      <time dateTime={date}>{formatLongDate(date)}</time>
      {hour && <span className="whitespace-nowrap"> · {formatDrawTime(date, hour, timeZone)}</span>}
    </p>
  );
}

function Repartidera({ game, draw }: { game: Game; draw: ViewDraw }) {
  const [first] = displayNumbers(game, draw.date, draw.gameScores);
  const hour = draw.hour || game.defaultHour;
  return (
    <div className="flex flex-col items-center gap-2 py-2 text-center">
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Número ganador</p>
      {first !== undefined && <ResultBalls size="xl" balls={[first]} />}
      {hour && <p className="text-sm text-slate-600">Sorteo de las {formatDrawTime(draw.date, hour, game.timeZone)}</p>}
    </div>
  );
}

function Billetes({ game, draw }: { game: Game; draw: ViewDraw }) {
  const values = displayNumbers(game, draw.date, draw.gameScores.slice(0, 4)).map((n) => n.text);
  return (
    <ul aria-label="Números ganadores" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BILLETE_SLOTS.map((slot, i) => {
        const value = values[i];
        const missing = value === undefined && values.length === 3 && i === 3;
        return (
          <li key={slot} className="rounded-xl bg-brand-50 p-3 text-center ring-1 ring-brand-100">
            <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">{slot}</p>
            <p
              className={
                missing
                  ? 'mt-1 text-2xl font-extrabold text-accent-600'
                  : 'mt-1 text-2xl font-extrabold text-brand-900 tabular-nums'
              }
            >
              {missing ? 'NO' : (value ?? '—')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The latest draw of `game` in the view the game uses; numbers as `displayNumbers` gives them. */
export function LatestDraw({ game, draw }: { game: Game; draw: ViewDraw }) {
  const balls = displayNumbers(game, draw.date, draw.gameScores);
  switch (game.view) {
    case 'billetes':
      return <Billetes game={game} draw={draw} />;
    case 'repartidera':
      return <Repartidera game={game} draw={draw} />;
    case 'megachance':
      return <ResultBalls size="lg" balls={balls.slice(0, 5)} />;
    case 'toca3':
      return <ResultBalls size="lg" variant="digit" balls={balls} />;
    case 'lotto':
    case 'generic':
    case undefined:
      return <ResultBalls size="lg" balls={balls} />;
  }
}

/** Repartidera's past winning numbers under the latest one (spec: the latest plus up to 10 past results). */
export function RepartideraPast({ game, draws }: { game: Game; draws: ViewDraw[] }) {
  if (draws.length === 0) return null;
  return (
    <div className="border-t border-slate-100 pt-4">
      <p className="mb-2 text-sm font-semibold text-slate-600">Resultados anteriores</p>
      <ul aria-label="Resultados anteriores" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {draws.map((draw) => (
          <li
            key={`${draw.date}-${draw.hour}`}
            className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
          >
            <time dateTime={draw.date} className="text-xs text-slate-500">
              {formatShortDate(draw.date)}
            </time>
            <span className="font-bold text-brand-900 tabular-nums">
              {displayNumbers(game, draw.date, draw.gameScores)[0]?.text ?? '—'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
