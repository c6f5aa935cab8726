import { operatorOf, type Game } from '../lib/catalogue/index.ts';
import { cardEmptyState } from '../lib/catalogue/views.ts';
import { dataStopsNote, isOldDraw } from '../lib/freshness.ts';
import { dayChip } from '../lib/home-order.ts';
import { displayNumbers, type DisplayNumber, type LotteryResult } from '../lib/results.ts';
import { cn } from './cn.ts';
import { NextDraw } from './NextDraw.tsx';
import { OperatorBadgeMark } from './OperatorBadge.tsx';
import { ResultBalls } from './ResultBalls.tsx';
import { DrawStatusTag, DrawWhen, TodayDraw } from './States.tsx';

/** Cards show up to this many numbers (spec section 9). */
const CARD_NUMBERS = 6;

type Tone = 'muted' | 'warn' | 'fresh';
/** The `tag-*` colours of src/styles/global.css. */
const tones: Record<Tone, string> = { muted: 'tag-muted', warn: 'tag-warn', fresh: 'tag-fresh' };

function Tag({ tone, children, ...data }: { tone: Tone; children: string; 'data-day-chip'?: string }) {
  return (
    <span {...data} className={cn('tag', tones[tone])}>
      {children}
    </span>
  );
}

/** The first six winning numbers on one row, and how many more the draw has (Super Kino TV draws 20). */
function CardNumbers({ balls }: { balls: readonly DisplayNumber[] }) {
  const more = balls.length - CARD_NUMBERS;
  return (
    <>
      <ResultBalls size="xs" showLabels={false} balls={balls.slice(0, CARD_NUMBERS)} />
      {more > 0 && <p className="mt-1 text-xs font-semibold text-slate-600">{`+${more} números más`}</p>}
    </>
  );
}

interface GameCardProps {
  game: Game;
  /** The game's latest result; `null` when it has none; `undefined` while nothing has loaded yet. */
  result: Pick<LotteryResult, 'date' | 'hour' | 'gameScores' | 'status'> | null | undefined;
  /** When the result was read (ms since epoch): the relative day ('Hoy', 'Ayer', 'Hace N días') counts from it. */
  readAt: number;
  className?: string;
}

/**
 * A home grid card: game name, the game's draw status, the latest draw's date, time and relative day (a 'Hoy' or
 * 'Ayer' chip for a draw of today or yesterday, 'Antiguo' with its year when more than a year old; instead of the
 * relative day, 'Nuestros datos de {juego} llegan hasta el {fecha}.' when the draw is months behind), up to six
 * numbers (then the sentence on stale data) and the countdown to its next draw, linking to the game page. Its repeated styles are classes of
 * src/styles/global.css (`card`, `card-*`; decision 064) and its badge the `badge` class's drawing (decision 066).
 */
export function GameCard({ game, result, readAt, className }: GameCardProps) {
  const empty = cardEmptyState(game);
  const chip = result ? dayChip(result.date, new Date(readAt)) : null;
  // A months-old draw says where the data stops instead of 'Hace N días' (decision 084).
  const stops = result ? dataStopsNote(game, result.date, new Date(readAt)) : null;
  return (
    <a href={game.route} data-game={game.id} className={cn('card', className)}>
      {/* The head, styled by position as `.card > :first-child` (the badge, the name, its row with the tags, the
      operator; decision 066). */}
      <div>
        <OperatorBadgeMark operator={operatorOf(game)} />
        <div>
          {/* The status goes under a name too long to share the line with it. */}
          <div>
            <h3>{game.name}</h3>
            <div>
              {chip && (
                <Tag tone="fresh" data-day-chip={chip}>
                  {chip}
                </Tag>
              )}
              {result?.status && <DrawStatusTag status={result.status} />}
            </div>
          </div>
          <p>{operatorOf(game).name}</p>
        </div>
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
          <DrawWhen
            date={result.date}
            hour={result.hour}
            timeZone={game.timeZone}
            now={readAt}
            relative={!chip && !stops}
          />
          {isOldDraw(result.date, new Date(readAt)) && (
            <p className="mt-1">
              <Tag tone="warn">{`Antiguo · ${result.date.slice(0, 4)}`}</Tag>
            </p>
          )}
          {result.status && <TodayDraw game={game} status={result.status} date={result.date} now={readAt} />}
          <CardNumbers balls={displayNumbers(game, result.date, result.gameScores)} />
          {stops && <p className="note">{stops}</p>}
        </>
      )}
      {result === null && (
        <div className="mt-3">
          <Tag tone={empty.tone}>{empty.text}</Tag>
        </div>
      )}
      {/* The server HTML leaves the countdown's title to the browser (decision 066). */}
      {result !== undefined && <NextDraw game={game} now={readAt} instantTitle={!import.meta.env.SSR} />}
    </a>
  );
}
