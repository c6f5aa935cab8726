import type { DisplayNumber } from '../lib/results.ts';
import { cn } from './cn.ts';
import { NumberBall, type BallSize, type BallVariant } from './NumberBall.tsx';

interface ResultBallsProps {
  /** The numbers as `displayNumbers` gives them. */
  balls: readonly DisplayNumber[];
  size?: BallSize;
  /** Variant of unlabelled balls; labelled balls are always `bonus`. */
  variant?: BallVariant;
  /** Show labels under bonus balls. */
  showLabels?: boolean;
  className?: string;
}

/** A row of winning-number balls (an accessible list). */
export function ResultBalls({
  balls,
  size = 'md',
  variant = 'default',
  showLabels = true,
  className,
}: ResultBallsProps) {
  return (
    <ul aria-label="Números ganadores" className={cn(size === 'xs' ? 'balls-xs' : 'balls', className)}>
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
