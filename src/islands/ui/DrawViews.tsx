/**
 * Latest-result views of a game page: dedicated views for Repartidera, Mega Chances, Toca 3, the
 * lotto games (Mega Lotto, Leidsa Loto) and the Billetes, and the generic view for the others.
 */
import type { Game } from '../../lib/catalogue/index.ts';
import { formatLongDate, formatShortDate, formatTime, scoreText } from '../../lib/format.ts';
import type { GameScore } from '../../lib/results.ts';
import { ballsOf, ResultBalls } from './ResultBalls.tsx';

/** The fields of a draw the views read (a HistoryRecord or a LotteryResult). */
export interface ViewDraw {
  date: string;
  hour: string;
  gameScores: GameScore[];
}

/** Repartidera's draw time when the source gives none (spec: 7:55 PM). */
const REPARTIDERA_HOUR = '19:55';
const MEGALOTTO_EXTRAS = ['Extra Lotto', 'PowerLotto'] as const;
const BILLETE_SLOTS = ['1er Premio', '2do Premio', '3er Premio', 'Fracción'] as const;

/** "martes, 5 de agosto de 2025 · 8:55 p. m." */
export function DrawDate({ date, hour }: { date: string; hour: string }) {
  return (
    <p className="text-sm font-medium text-slate-600">
      <time dateTime={date}>{formatLongDate(date)}</time>
      {hour && <span className="whitespace-nowrap"> · {formatTime(hour)}</span>}
    </p>
  );
}

function Repartidera({ draw }: { draw: ViewDraw }) {
  const [first] = draw.gameScores;
  return (
    <div className="flex flex-col items-center gap-2 py-2 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Número ganador</p>
      {first !== undefined && <ResultBalls size="xl" balls={ballsOf([first])} />}
      <p className="text-sm text-slate-600">Sorteo de las {formatTime(draw.hour || REPARTIDERA_HOUR)}</p>
    </div>
  );
}

function Billetes({ draw }: { draw: ViewDraw }) {
  const values = draw.gameScores.slice(0, 4).map((s) => scoreText(s));
  return (
    <ul aria-label="Números ganadores" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BILLETE_SLOTS.map((slot, i) => {
        const value = values[i];
        const missing = value === undefined && values.length === 3 && i === 3;
        return (
          <li key={slot} className="rounded-xl bg-brand-50 p-3 text-center ring-1 ring-brand-100">
            <p className="text-xs font-bold uppercase tracking-wide text-slate-500">{slot}</p>
            <p className={missing ? 'mt-1 text-2xl font-extrabold text-accent-600' : 'mt-1 text-2xl font-extrabold tabular-nums text-brand-900'}>
              {missing ? 'NO' : (value ?? '—')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The latest draw of `game` in the view the game uses. */
export function LatestDraw({ game, draw }: { game: Game; draw: ViewDraw }) {
  switch (game.view) {
    case 'billetes':
      return <Billetes draw={draw} />;
    case 'repartidera':
      return <Repartidera draw={draw} />;
    case 'megachance':
      return <ResultBalls size="lg" balls={ballsOf(draw.gameScores.slice(0, 5))} />;
    case 'toca3':
      return <ResultBalls size="lg" variant="digit" balls={ballsOf(draw.gameScores, { width: 1 })} />;
    case 'lotto': {
      const extras = game.id === 'megalotto' ? MEGALOTTO_EXTRAS : [];
      return <ResultBalls size="lg" balls={ballsOf(draw.gameScores, { main: 6, fallbackLabels: extras })} />;
    }
    default:
      return <ResultBalls size="lg" balls={ballsOf(draw.gameScores)} />;
  }
}

/** Repartidera's past winning numbers under the latest one (spec: the latest plus up to 10 past results). */
export function RepartideraPast({ draws }: { draws: ViewDraw[] }) {
  if (draws.length === 0) return null;
  return (
    <div className="border-t border-slate-100 pt-4">
      <p className="mb-2 text-sm font-semibold text-slate-600">Resultados anteriores</p>
      <ul aria-label="Resultados anteriores" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {draws.map((draw) => (
          <li key={`${draw.date}-${draw.hour}`} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
            <time dateTime={draw.date} className="text-xs text-slate-500">{formatShortDate(draw.date)}</time>
            <span className="font-bold tabular-nums text-brand-900">{draw.gameScores[0] === undefined ? '—' : scoreText(draw.gameScores[0])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
