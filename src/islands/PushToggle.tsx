/**
 * 'Avísame' on a game page: turns on a notification for each published draw of the game (Web Push), or off
 * again ('Avisos activados' with a stop button). Hydrates on intent (decision 033); rendered only when the
 * site has VAPID keys (src/components/PushAlerts.astro).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from './api-client.ts';
import { followedGames, followGame, unfollowGame } from './push-subscription.ts';
import { withQueryProvider } from './query.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

const CHIP =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-white/20 disabled:opacity-60';

/** A bell drawn as an SVG in the text's colour (an emoji is an empty box where no emoji font is installed). */
function Bell() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
      data-icon="bell"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function PushToggle({ gameId, gameName }: { gameId: string; gameName: string }) {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  // Null until the visitor acts: then what localStorage says (read once hydrated; the server cannot know).
  const [following, setFollowing] = useState<boolean | null>(null);
  const shown = following ?? (hydrated && followedGames().includes(gameId));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<void>, next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setFollowing(next);
    } catch (error) {
      setProblem(errorDetail(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-push-toggle>
      {shown ? (
        <>
          <span className={`${CHIP} bg-white/20`} role="status">
            <Bell /> Avisos activados
          </span>
          <button
            type="button"
            className={`${CHIP} bg-white/10 hover:bg-white/20`}
            disabled={busy}
            onClick={() => void run(() => unfollowGame(gameId), false)}
          >
            Desactivar avisos
          </button>
        </>
      ) : (
        <button
          type="button"
          className={`${CHIP} bg-accent-600 hover:bg-accent-700`}
          aria-label={`Avísame cuando salgan los resultados de ${gameName}`}
          disabled={busy}
          onClick={() => void run(() => followGame(queryClient, gameId), true)}
        >
          <Bell /> Avísame
        </button>
      )}
      {problem && (
        <p className="w-full text-sm text-brand-100" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export default withQueryProvider(PushToggle);
