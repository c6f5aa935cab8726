/**
 * Live pages without React (decision 088): the page script of the home, operator and game pages. While the page is
 * open and visible it reads, for each live region (`[data-live]`, `LiveRegion.astro`: the game's latest result,
 * the operator's list, the home's cards), the public JSON API route the region's island reads (GET
 * /api/lottery/games/{id}/history?limit=, /api/lottery/operators/{id}, /api/lottery/home), every 15 s while a draw
 * of the region is due, late or in progress, else every 2 (game) or 5 (lists) minutes (`liveDelay`), and pauses
 * while the tab is hidden. When the answer's key (`liveKey`: draws, numbers, status states) differs from the one
 * the region was rendered with, it fetches the page again and puts the server's new region in place of the old
 * one: the numbers, 'Pendiente' → 'En curso' → the result or 'En revisión', the date and 'Hoy', 'Última
 * actualización' and 'Publicado por Gana Más' are the server's own HTML (a partial draw is never a result there).
 * Every minute it moves the regions' 'Hace …' and 'Próximo sorteo en …' on with the formatting the server uses.
 * A region whose React island has hydrated (a visitor reached for it) is React's: the script leaves it alone, and
 * stops when every region is.
 */
import { formatCountdown, relativeTime } from '../lib/format.ts';
import { LIVE, liveDelay, liveKey, type LiveDraw } from '../lib/live.ts';
import { api, unwrap } from './api-client.ts';
import { completeHomeCards } from './home-cards.ts';

const REGION = '[data-live]';

/** Which API route a region reads: its game and record count, its operator, or the home (neither). */
const sourceOf = (region: HTMLElement): string =>
  `${region.dataset.liveGame ?? ''}/${region.dataset.liveLimit ?? ''}/${region.dataset.liveOperator ?? ''}`;

/**
 * Whether the region's island is React's: hydrating (`client:intent` started it) or hydrated (Astro drops `ssr`).
 * React keeps it up to date then.
 */
const hydrated = (region: Element): boolean =>
  region.querySelector('astro-island[intent], astro-island:not([ssr])') !== null;

/** The regions the script still keeps up to date. */
const liveRegions = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(REGION)].filter((region) => !hydrated(region));

/**
 * The browser revalidates each read: an answer it may reuse for 30 s (`max-age`) would hold a new draw back that long
 * past the server's cache, which a scrape invalidates. (`hc` deep-merges it into the client's own `init`.)
 */
const FRESH = { init: { cache: 'no-cache' } } as const;

/** What the public API answers now for `region`'s draws. @throws ApiClientError for an error answer */
function readDraws(region: HTMLElement): Promise<readonly LiveDraw[]> {
  const { liveGame, liveLimit = '1', liveOperator } = region.dataset;
  const { lottery } = api;
  if (liveGame)
    return unwrap(
      lottery.games[':gameId'].history.$get(
        { param: { gameId: encodeURIComponent(liveGame) }, query: { limit: liveLimit } },
        FRESH,
      ),
    );
  if (liveOperator)
    return unwrap(
      lottery.operators[':operatorId'].$get({ param: { operatorId: encodeURIComponent(liveOperator) } }, FRESH),
    );
  return unwrap(lottery.home.$get(undefined, FRESH));
}

/**
 * How many times the page was fetched again for each region's source and API key: a page the cache still holds
 * with an older key (its render and the API's may be minutes apart) is fetched at most `PAGE_TRIES` times a key.
 */
const fetched = new Map<string, { key: string; tries: number }>();
const PAGE_TRIES = 3;

/** Puts the server's current HTML of `changed` regions in their place (the page fetched again, revalidated). */
async function replaceRegions(changed: readonly HTMLElement[]): Promise<void> {
  const response = await fetch(location.pathname + location.search, { cache: 'no-cache' });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const next = new Map([...fresh.querySelectorAll<HTMLElement>(REGION)].map((region) => [sourceOf(region), region]));
  for (const region of changed) {
    const replacement = next.get(sourceOf(region));
    // The page the cache still holds may render what is shown: nothing to replace then.
    if (replacement && replacement.dataset.live !== region.dataset.live && region.isConnected && !hydrated(region))
      region.replaceWith(document.importNode(replacement, true));
  }
  completeHomeCards();
}

/** Reads every live region's data and replaces those the server would now render otherwise. */
async function refresh(): Promise<void> {
  const changed: HTMLElement[] = [];
  await Promise.all(
    liveRegions().map(async (region) => {
      const key = liveKey(await readDraws(region));
      if (key === region.dataset.live) return;
      const source = sourceOf(region);
      const seen = fetched.get(source);
      const tries = seen?.key === key ? seen.tries : 0;
      if (tries >= PAGE_TRIES) return;
      fetched.set(source, { key, tries: tries + 1 });
      changed.push(region);
    }),
  );
  if (changed.length > 0) await replaceRegions(changed);
}

/** Brings the regions' 'Próximo sorteo en …' and 'Última actualización … · Hace …' to `now` (ms since epoch). */
function tick(now = Date.now()): void {
  for (const region of liveRegions()) {
    for (const time of region.querySelectorAll<HTMLTimeElement>('[data-next-draw] > time')) {
      const left = Date.parse(time.dateTime) - now;
      if (left > 0) time.textContent = formatCountdown(left);
    }
    for (const ago of region.querySelectorAll<HTMLElement>('[data-ago]')) {
      const at = Date.parse(ago.dataset.ago ?? '');
      if (Number.isFinite(at)) ago.textContent = ` · ${relativeTime(Math.max(0, now - at), new Date(at))}`;
    }
  }
}

/** The instants (ms since epoch) of the region's awaited draws, from its `data-live-at`. */
const awaitedOf = (region: HTMLElement): number[] =>
  (region.dataset.liveAt ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite);

let timer: ReturnType<typeof setTimeout> | undefined;
/** When the next read is due (ms since epoch; Infinity when no region is left to the script). */
let dueAt = Number.POSITIVE_INFINITY;

const visible = () => document.visibilityState === 'visible';

/** Plans the next read by the regions' cadence, if the page is visible. */
function plan(): void {
  const now = Date.now();
  const delays = liveRegions().map((region) => liveDelay(now, awaitedOf(region), Number(region.dataset.liveEvery)));
  dueAt = delays.length > 0 ? now + Math.min(...delays) : Number.POSITIVE_INFINITY;
  clearTimeout(timer);
  if (visible() && Number.isFinite(dueAt)) timer = setTimeout(() => void read(), dueAt - now);
}

async function read(): Promise<void> {
  try {
    await refresh();
    tick();
  } catch {
    // Offline or an error answer: the region keeps what it shows, and the next read tries again.
  } finally {
    plan();
  }
}

/**
 * Starts keeping the page's live regions up to date: a first read at once (a cached page may be older than its
 * data), then by the regions' cadence while the page is visible; the clock texts every minute.
 */
export function startLiveUpdates(): void {
  if (liveRegions().length === 0) return;
  document.addEventListener('visibilitychange', () => {
    clearTimeout(timer);
    if (!visible()) return;
    tick();
    if (Number.isFinite(dueAt)) timer = setTimeout(() => void read(), Math.max(0, dueAt - Date.now()));
  });
  setInterval(() => visible() && tick(), LIVE.clock);
  void read();
}
