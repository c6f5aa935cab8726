import { operatorOf, type Game } from '../../lib/catalogue/index.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { CardResult } from '../home-sources.ts';
import { cn } from './cn.ts';
import { ballsOf, ResultBalls } from './ResultBalls.tsx';

/** Cards show up to this many numbers (spec section 9). */
const CARD_NUMBERS = 6;

type Tone = 'ok' | 'muted' | 'warn';
const tones: Record<Tone, string> = {
  ok: 'bg-emerald-100 text-emerald-800',
  muted: 'bg-slate-100 text-slate-600',
  warn: 'bg-amber-100 text-amber-800',
};

function Tag({ tone, children }: { tone: Tone; children: string }) {
  return <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold', tones[tone])}>{children}</span>;
}

interface GameCardProps {
  game: Game;
  /** The matching result; `null` when none matches; `undefined` while nothing has loaded yet. */
  result: CardResult | null | undefined;
  className?: string;
}

/** A home grid card: game name, latest draw date and up to six numbers, linking to the game page. */
export function GameCard({ game, result, className }: GameCardProps) {
  const emptyText = game.id === 'quiniela-loteka' ? 'Servicio limitado' : 'Próximamente';
  return (
    <a
      href={game.route}
      data-game={game.id}
      className={cn(
        'group flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-extrabold leading-snug text-brand-900 group-hover:text-brand-700">{game.name}</h3>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{operatorOf(game).name}</p>
        </div>
        {result && <Tag tone="ok">Actualizado</Tag>}
      </div>
      {result === undefined && (
        <div className="mt-3 flex flex-1 flex-col gap-3" aria-busy="true">
          <p className="text-sm text-slate-500">Cargando...</p>
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <span key={i} className="size-10 animate-pulse rounded-full bg-slate-200" />
            ))}
          </div>
        </div>
      )}
      {result && (
        <>
          <p className="mt-2 text-sm text-slate-600">
            <time dateTime={result.date}>{formatLongDate(result.date)}</time>
          </p>
          <ResultBalls className="mt-3" size="sm" showLabels={false} balls={ballsOf(result.gameScores.slice(0, CARD_NUMBERS))} />
        </>
      )}
      {result === null && (
        <div className="mt-3">
          <Tag tone={game.id === 'quiniela-loteka' ? 'warn' : 'muted'}>{emptyText}</Tag>
        </div>
      )}
    </a>
  );
}
