import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, unwrap } from './api-client.ts';

/** Seconds the page counts down before opening the similar page (the spec leaves it open; decision 017). */
const REDIRECT_COUNTDOWN_S = 5;

interface NotFoundRedirectProps {
  /** The requested path and query, as the visitor typed it. */
  requested: string;
  /** Whether to look up a similar page (never for "/", "/admin…", "/anunciar…"; `notFoundLooksUp`). */
  lookUp: boolean;
}

/** What GET /api/find-similar-url answers: the similar page, its similarity 0..1 and whether to open it. */
type Similar = InferResponseType<(typeof api)['find-similar-url'][':path{.+}']['$get'], 200>;

type State = { kind: 'searching' } | { kind: 'found'; similar: Similar } | { kind: 'none' };

/** Only a path of this site is ever opened or offered ("/x", never "//host"). */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** GET /api/find-similar-url/{path}: the similar page, or null when there is none or the lookup fails. */
async function findSimilar(path: string, signal: AbortSignal): Promise<Similar | null> {
  try {
    const similar = await unwrap(
      api['find-similar-url'][':path{.+}'].$get({ param: { path: encodeURIComponent(path) } }, { init: { signal } }),
    );
    return isLocalPath(similar.redirect) ? similar : null;
  } catch {
    return null;
  }
}

const BUTTON = 'inline-flex rounded-full px-6 py-3 font-bold shadow';
const PRIMARY = `${BUTTON} bg-brand-800 text-white hover:bg-brand-900`;
const SECONDARY = `${BUTTON} bg-white text-brand-900 ring-1 ring-brand-200 hover:bg-brand-50`;

/**
 * The not-found screen's body (second spec, not-found screen): 'Buscando página similar...' while it asks
 * the API, then the similar page with its similarity percent ('Ir ahora', 'Ir al inicio') and, when the API
 * says it is close enough (`automatic`, decision 040), a countdown that opens it; or the requested URL and
 * 'Volver al inicio' when there is none or the lookup fails.
 */
export default function NotFoundRedirect({ requested, lookUp }: NotFoundRedirectProps) {
  const [state, setState] = useState<State>(lookUp ? { kind: 'searching' } : { kind: 'none' });
  const [seconds, setSeconds] = useState(REDIRECT_COUNTDOWN_S);

  useEffect(() => {
    if (!lookUp) return;
    const controller = new AbortController();
    void findSimilar(requested.split(/[?#]/)[0] ?? '', controller.signal).then((similar) => {
      if (!controller.signal.aborted) setState(similar ? { kind: 'found', similar } : { kind: 'none' });
    });
    return () => controller.abort();
  }, [requested, lookUp]);

  const target = state.kind === 'found' && state.similar.automatic ? state.similar.redirect : null;
  useEffect(() => {
    if (!target) return;
    const timer = window.setInterval(() => setSeconds((s) => Math.max(s - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  useEffect(() => {
    if (target && seconds === 0) window.location.replace(target);
  }, [target, seconds]);

  return (
    <div aria-live="polite" className="mt-4 space-y-6">
      {state.kind === 'searching' && <p className="text-slate-600">Buscando página similar...</p>}
      {state.kind === 'found' && (
        <>
          <p className="text-slate-700">
            ¿Buscabas{' '}
            <a href={state.similar.redirect} className="font-bold break-all text-brand-800 underline">
              {state.similar.redirect}
            </a>
            ? Coincide en un {Math.round(state.similar.similarity * 100)}%.
          </p>
          {state.similar.automatic && (
            <p className="text-slate-600">
              Te llevamos en {seconds} {seconds === 1 ? 'segundo' : 'segundos'}...
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            <a href={state.similar.redirect} className={PRIMARY}>
              Ir ahora
            </a>
            <a href="/" className={SECONDARY}>
              Ir al inicio
            </a>
          </div>
        </>
      )}
      {state.kind === 'none' && (
        <>
          <p className="text-slate-600">
            No encontramos <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{requested}</code>.
          </p>
          <a href="/" className={PRIMARY}>
            Volver al inicio
          </a>
        </>
      )}
    </div>
  );
}
