import type { Operator } from '../lib/catalogue/index.ts';
import { cn } from './cn.ts';

/**
 * The operator's round badge (our own drawing from the catalogue's initials and colours, never a third-party
 * image): an inline SVG, so it costs no request and scales with `className` (default 40 px).
 */
export function OperatorBadge({
  operator,
  className,
}: {
  operator: Pick<Operator, 'name' | 'badge'>;
  className?: string;
}) {
  const { initials, background, foreground } = operator.badge;
  return (
    <svg
      viewBox="0 0 40 40"
      role="img"
      aria-label={`Logo de ${operator.name}`}
      className={cn('size-10 shrink-0', className)}
    >
      <circle cx="20" cy="20" r="20" fill={background} />
      <circle cx="20" cy="20" r="16.5" fill="none" stroke={foreground} strokeOpacity="0.55" strokeWidth="1.5" />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill={foreground}
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </svg>
  );
}
