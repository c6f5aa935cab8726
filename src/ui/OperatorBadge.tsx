import type { SVGProps } from 'react';
import type { Operator } from '../lib/catalogue/index.ts';
import { cn } from './cn.ts';

type BadgeOperator = Pick<Operator, 'id' | 'name' | 'badge'>;

/**
 * The badge's drawing in a 40 x 40 box: a disc, a ring and the initials. `bare` leaves the ring's stroke and the
 * initials' font to the `badge` class of the `<svg>` that shows it (the home's symbols, decision 064): inherited
 * CSS, so each symbol carries only its colours and initials.
 */
function BadgeDrawing({ operator, bare = false }: { operator: BadgeOperator; bare?: boolean }) {
  const { initials, background, foreground } = operator.badge;
  const ring = bare ? {} : { strokeOpacity: '0.55', strokeWidth: '1.5' };
  const font: SVGProps<SVGTextElement> = bare
    ? {}
    : {
        textAnchor: 'middle',
        fontFamily: 'system-ui, sans-serif',
        fontSize: '14',
        fontWeight: '800',
        letterSpacing: '0.5',
      };
  return (
    <>
      <circle cx="20" cy="20" r="20" fill={background} />
      <circle cx="20" cy="20" r="16.5" fill="none" stroke={foreground} {...ring} />
      <text x="20" y="20" dy="0.35em" fill={foreground} {...font}>
        {initials}
      </text>
    </>
  );
}

const symbolId = (operator: Pick<Operator, 'id'>) => `badge-${operator.id}`;

/**
 * The operator's round badge (our own drawing from the catalogue's initials and colours, never a third-party
 * image): an inline SVG, so it costs no request and scales with `className` (default 40 px). With `symbol`, a
 * `<use>` of the page's `OperatorBadgeSymbols` instead of the drawing (the home's 43 cards; decision 064).
 */
export function OperatorBadge({
  operator,
  symbol = false,
  className,
}: {
  operator: BadgeOperator;
  symbol?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox={symbol ? undefined : '0 0 40 40'}
      role="img"
      aria-label={`Logo de ${operator.name}`}
      className={cn('badge', className)}
    >
      {symbol ? <use href={`#${symbolId(operator)}`} /> : <BadgeDrawing operator={operator} />}
    </svg>
  );
}

/** Each operator's badge as a `<symbol>` in a hidden svg, for `OperatorBadge symbol` to use (once per page). */
export function OperatorBadgeSymbols({ operators }: { operators: readonly BadgeOperator[] }) {
  return (
    <svg aria-hidden="true" style={{ display: 'none' }}>
      {operators.map((operator) => (
        <symbol key={operator.id} id={symbolId(operator)} viewBox="0 0 40 40">
          <BadgeDrawing operator={operator} bare />
        </symbol>
      ))}
    </svg>
  );
}
