import { cn } from './cn.ts';

export type BallSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type BallVariant = 'default' | 'bonus' | 'digit';

const variants: Record<BallVariant, string> = { default: '', bonus: 'ball-bonus', digit: 'ball-digit' };
/** A number longer than two digits (Billetes prizes) becomes a pill as wide as its digits. */
const pill = (size: BallSize) => (size === 'xs' ? 'w-auto min-w-9 px-2 text-sm' : 'w-auto min-w-10 px-3');

interface NumberBallProps {
  value: string;
  size?: BallSize;
  variant?: BallVariant;
  /** Caption under the ball ("Powerball", "Extra Lotto"). */
  label?: string;
  className?: string;
}

/**
 * One winning number drawn as a ball, optionally captioned. Rendered as a list item. The `xs` size (the home
 * cards, a `balls-xs` list) has no caption: the item itself is the ball, styled by the list (decision 064).
 */
export function NumberBall({ value, size = 'md', variant = 'default', label, className }: NumberBallProps) {
  if (size === 'xs') {
    return <li className={cn(variants[variant], value.length > 2 && pill(size), className) || undefined}>{value}</li>;
  }
  return (
    <li className={className}>
      <span className={cn('ball', `ball-${size}`, variants[variant], value.length > 2 && pill(size))}>{value}</span>
      {/* The caption is wider than the ball but, with negative margins, does not widen the row: 6 balls fit a phone. */}
      {label && (
        <span className="-mx-1 w-[3.25rem] text-center text-[9px] leading-tight font-semibold text-accent-700 uppercase sm:w-[4.5rem] sm:text-[10px] lg:w-20">
          {label}
        </span>
      )}
    </li>
  );
}
