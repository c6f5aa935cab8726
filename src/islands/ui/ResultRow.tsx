import type { GameScore } from '../../lib/results.ts';
import { cn } from './cn.ts';
import { DrawDate } from './DrawViews.tsx';
import { ballsOf, ResultBalls } from './ResultBalls.tsx';

interface ResultRowProps {
  /** Game name; a link when `href` is given. */
  title?: string;
  href?: string;
  date: string;
  hour: string;
  gameScores: GameScore[];
  className?: string;
}

/** One draw in a list: optional game name, date and time, and its balls (bonus balls in red). */
export function ResultRow({ title, href, date, hour, gameScores, className }: ResultRowProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className="min-w-0">
        {title &&
          (href ? (
            <a href={href} className="text-lg font-extrabold text-brand-900 hover:text-accent-600">
              {title}
            </a>
          ) : (
            <p className="text-lg font-extrabold text-brand-900">{title}</p>
          ))}
        <DrawDate date={date} hour={hour} />
      </div>
      <ResultBalls size="sm" showLabels={false} balls={ballsOf(gameScores)} className="sm:max-w-[60%] sm:justify-end" />
    </div>
  );
}
