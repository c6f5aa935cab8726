import { scoreText } from '../../lib/format.ts';
import type { GameScore } from '../../lib/results.ts';
import { cn } from './cn.ts';
import { NumberBall, type BallSize, type BallVariant } from './NumberBall.tsx';

/** A ball to draw: its text and, for bonus balls, the label. */
export interface Ball {
  text: string;
  label?: string;
}

/**
 * Scores as balls: objects keep their label (`type`); plain scores at index `i` take `fallbackLabels[i - main]`
 * when given (Mega Lotto's 7th and 8th numbers). Numbers are padded to `width` digits.
 */
export function ballsOf(scores: readonly GameScore[], options: { width?: number; main?: number; fallbackLabels?: readonly string[] } = {}): Ball[] {
  const { width = 2, main = Infinity, fallbackLabels = [] } = options;
  return scores.map((score, i) => {
    const label = typeof score === 'string' ? (i >= main ? fallbackLabels[i - main] : undefined) : score.type;
    return { text: scoreText(score, width), label };
  });
}

interface ResultBallsProps {
  balls: readonly Ball[];
  size?: BallSize;
  /** Variant of unlabelled balls; labelled balls are always `bonus`. */
  variant?: BallVariant;
  /** Show labels under bonus balls. */
  showLabels?: boolean;
  className?: string;
}

/** A row of winning-number balls (an accessible list). */
export function ResultBalls({ balls, size = 'md', variant = 'default', showLabels = true, className }: ResultBallsProps) {
  return (
    <ul aria-label="Números ganadores" className={cn('flex flex-wrap items-start gap-1.5 sm:gap-2', className)}>
      {balls.map((ball, i) => (
        <NumberBall
          key={i}
          value={ball.text}
          size={size}
          variant={ball.label ? 'bonus' : variant}
          label={showLabels ? ball.label : undefined}
        />
      ))}
    </ul>
  );
}
