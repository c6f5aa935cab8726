/**
 * The not-found screen's lookup (second spec, not-found screen; decisions 017, 040, 064), plain browser code
 * rather than a React island so the page opens with a few KB of JavaScript: it asks GET /api/find-similar-url for
 * the requested path, then shows the similar page with its similarity percent ('Ir ahora', 'Ir al inicio') and,
 * when the API says it is close enough (`automatic`), counts down and opens it; or shows the requested URL and
 * 'Volver al inicio' when there is none or the lookup fails. The server HTML holds every state, hidden but the
 * first ('Buscando página similar...').
 */
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from './api-client.ts';

/** Seconds the page counts down before opening the similar page (the spec leaves it open; decision 017). */
const REDIRECT_COUNTDOWN_S = 5;

/** What GET /api/find-similar-url answers: the similar page, its similarity 0..1 and whether to open it. */
type Similar = InferResponseType<(typeof api)['find-similar-url'][':path{.+}']['$get'], 200>;

/** Only a path of this site is ever opened or offered ("/x", never "//host"). */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** GET /api/find-similar-url/{path}: the similar page, or null when there is none or the lookup fails. */
async function findSimilar(path: string): Promise<Similar | null> {
  try {
    const similar = await unwrap(
      api['find-similar-url'][':path{.+}'].$get({ param: { path: encodeURIComponent(path) } }),
    );
    return isLocalPath(similar.redirect) ? similar : null;
  } catch {
    return null;
  }
}

/** The element of `root` marked `data-part="{name}"`. @throws Error when the server HTML lacks it. */
function part(root: HTMLElement, name: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[data-part="${name}"]`);
  if (!found) throw new Error(`not-found screen without its ${name}`);
  return found;
}

/** Shows the similar page in `root` and, when `automatic`, counts down once a second and then opens it. */
function showSimilar(root: HTMLElement, similar: Similar): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-part="similar-link"]')) {
    link.href = similar.redirect;
    if (link.dataset.showUrl !== undefined) link.textContent = similar.redirect;
  }
  part(root, 'similarity').textContent = String(Math.round(similar.similarity * 100));
  part(root, 'found').hidden = false;
  if (!similar.automatic) return;
  const countdown = part(root, 'countdown');
  countdown.hidden = false;
  let seconds = REDIRECT_COUNTDOWN_S;
  const show = () => {
    countdown.textContent = `Te llevamos en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}...`;
  };
  show();
  const timer = window.setInterval(() => {
    seconds = Math.max(seconds - 1, 0);
    show();
    if (seconds === 0) {
      window.clearInterval(timer);
      window.location.replace(similar.redirect);
    }
  }, 1000);
}

/** Runs the lookup of the not-found screen `root` (`data-requested`: the path and query asked for). */
export async function lookUpSimilar(root: HTMLElement): Promise<void> {
  const requested = root.dataset.requested ?? '';
  const similar = await findSimilar(requested.split(/[?#]/)[0] ?? '');
  part(root, 'searching').hidden = true;
  if (similar) showSimilar(root, similar);
  else part(root, 'none').hidden = false;
}
