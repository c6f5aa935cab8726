import type { Game } from '../lib/catalogue/index.ts';
import { formatCountdown, formatInstant } from '../lib/format.ts';
import { nextDrawAt } from '../lib/next-draw.ts';

/**
 * 'Próximo sorteo en 2 h 15 min': the time from `now` (ms since epoch, when the island's data was read, so a
 * refresh moves it on) to the game's next scheduled draw, its instant in the `<time>` element. Nothing when
 * the schedule does not know the next draw. Styled as a note by its `data-next-draw` (src/styles/global.css).
 */
export function NextDraw({ game, now, className }: { game: Game; now: number; className?: string }) {
  const at = nextDrawAt(game, new Date(now));
  if (!at) return null;
  return (
    <p data-next-draw="" className={className}>
      {'Próximo sorteo en '}
      <time dateTime={at.toISOString()} title={formatInstant(at)}>
        {formatCountdown(at.getTime() - now)}
      </time>
    </p>
  );
}
