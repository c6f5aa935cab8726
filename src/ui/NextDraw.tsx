import type { Game } from '../lib/catalogue/index.ts';
import { formatCountdown, formatInstant } from '../lib/format.ts';
import { nextDrawAt } from '../lib/next-draw.ts';

interface NextDrawProps {
  game: Game;
  /** When the island's data was read (ms since epoch). */
  now: number;
  /**
   * Whether the `<time>` carries the instant as its title ('27 nov 2026, 2:30 p. m.'). The home cards' server
   * HTML leaves it to the browser (src/islands/home-cards.ts, decision 066).
   */
  instantTitle?: boolean;
  className?: string;
}

/**
 * 'Próximo sorteo en 2 h 15 min': the time from `now` (so a refresh moves it on) to the game's next scheduled
 * draw, its instant in the `<time>` element. Nothing when the schedule does not know the next draw. Styled as a
 * note by its `data-next-draw` (src/styles/global.css).
 */
export function NextDraw({ game, now, instantTitle = true, className }: NextDrawProps) {
  const at = nextDrawAt(game, new Date(now));
  if (!at) return null;
  return (
    <p data-next-draw="" className={className}>
      {'Próximo sorteo en '}
      {/* To the minute, as draws are scheduled ('2026-08-21T00:55Z'). */}
      {/* The live page script moves the text on before React hydrates (decision 088): React keeps it until it renders. */}
      <time
        dateTime={at.toISOString().replace(':00.000Z', 'Z')}
        title={instantTitle ? formatInstant(at) : undefined}
        suppressHydrationWarning
      >
        {formatCountdown(at.getTime() - now)}
      </time>
    </p>
  );
}
