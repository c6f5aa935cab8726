import type { Game } from '../lib/catalogue/index.ts';
import type { DrawStatus } from '../lib/draw-status.ts';
import { displayNumbers, type GameScore } from '../lib/results.ts';
import { cn } from './cn.ts';
import { DrawDate } from './DrawViews.tsx';
import { ResultBalls } from './ResultBalls.tsx';
import { DrawStatusTag, DrawWhen } from './States.tsx';

interface ResultRowProps {
  /** The game drawn (its rules give the numbers' width and labels). */
  game: Game;
  /** Game name; a link when `href` is given. */
  title?: string;
  href?: string;
  date: string;
  hour: string;
  gameScores: GameScore[];
  /** The game's draw status, shown as a tag beside the title (a game's latest result in a list). */
  status?: DrawStatus;
  /** When the draw was read (ms since epoch): given, the date line ends with the relative day ('Hace N días'). */
  readAt?: number;
  className?: string;
}

/** One draw in a list: optional game name and status, date and time, and its balls (bonus balls in red). */
export function ResultRow({ game, title, href, date, hour, gameScores, status, readAt, className }: ResultRowProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className="min-w-0">
        {(title ?? status) && (
          <div className="flex flex-wrap items-center gap-x-2">
            {title &&
              (href ? (
                <a href={href} className="text-lg font-extrabold text-brand-900 hover:text-accent-600">
                  {title}
                </a>
              ) : (
                <p className="text-lg font-extrabold text-brand-900">{title}</p>
              ))}
            {status && <DrawStatusTag status={status} />}
          </div>
        )}
        {readAt === undefined ? (
          <DrawDate date={date} hour={hour} timeZone={game.timeZone} />
        ) : (
          <DrawWhen date={date} hour={hour} timeZone={game.timeZone} now={readAt} className="font-medium" />
        )}
      </div>
      <ResultBalls
        size="sm"
        showLabels={false}
        balls={displayNumbers(game, date, gameScores)}
        className="sm:max-w-[60%] sm:justify-end"
      />
    </div>
  );
}
