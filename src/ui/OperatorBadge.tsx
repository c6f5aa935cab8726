import type { Operator } from '../lib/catalogue/index.ts';
import { cn } from './cn.ts';

type BadgeOperator = Pick<Operator, 'id' | 'name' | 'badge'>;

/** The badge's drawing in a 40 x 40 box: a disc, a ring and the initials. */
function BadgeDrawing({ operator }: { operator: BadgeOperator }) {
  const { initials, background, foreground } = operator.badge;
  return (
    <>
      <circle cx="20" cy="20" r="20" fill={background} />
      <circle cx="20" cy="20" r="16.5" fill="none" stroke={foreground} strokeOpacity="0.55" strokeWidth="1.5" />
      <text
        x="20"
        y="20"
        dy="0.35em"
        fill={foreground}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </>
  );
}

/** The class of an operator's colours in `OperatorBadgeStyles`. */
const colourClass = (operator: Pick<Operator, 'id'>) => `badge-${operator.id}`;

/**
 * The operator's round badge (our own drawing from the catalogue's initials and colours, never a third-party
 * image): an inline SVG, so it costs no request and scales with `className` (default 40 px), named 'Logo de …'.
 */
export function OperatorBadge({ operator, className }: { operator: BadgeOperator; className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      role="img"
      aria-label={`Logo de ${operator.name}`}
      className={cn('size-10 shrink-0', className)}
    >
      <BadgeDrawing operator={operator} />
    </svg>
  );
}

/**
 * The same badge as a few bytes of HTML, for the home's 43 cards (decision 066): its initials in an `<i>` that the
 * `badge` class draws (src/styles/global.css) in the colours of the page's `OperatorBadgeStyles`. Decorative: the
 * card names the operator beside it, and its link's name starts with the game's.
 */
export function OperatorBadgeMark({ operator }: { operator: BadgeOperator }) {
  return (
    <i aria-hidden="true" className={`badge ${colourClass(operator)}`}>
      {operator.badge.initials}
    </i>
  );
}

/** Each operator's badge colours as a `badge-{operator}` rule, for `OperatorBadgeMark` (once per page). */
export function OperatorBadgeStyles({ operators }: { operators: readonly BadgeOperator[] }) {
  const rules = operators.map(
    ({ id, badge }) => `.${colourClass({ id })}{--badge-bg:${badge.background};--badge-fg:${badge.foreground}}`,
  );
  return <style>{rules.join('')}</style>;
}
