/**
 * The `client:intent` hydration directive (decision 033): an island's JavaScript (React included) loads only
 * when a visitor reaches for it (a pointer over it, a touch, focus inside it) or, with `{ at }`, when its
 * server HTML may have aged (the time, ms since epoch, when a live island must first update; at once when that
 * is past), or, with `{ stored }`, at once when the browser's localStorage holds that key, or, with `{ near }`,
 * when the island's element matching that selector comes within 200 px of the viewport (decision 064). Presses on the island's buttons made before
 * React has hydrated are dispatched again once it has, so the first tap on a menu or the drawer still opens it.
 * A click on a checkbox or radio button before then is held (the box does not toggle yet) and dispatched again
 * too, so a controlled choice is not reset by hydration; text typed into a field is kept by React itself.
 * Registered in astro.config.mjs; Astro inlines it.
 */
import type { ClientDirective } from 'astro';

/** What an island may be given: `client:intent` alone, or `client:intent={{ at: epochMs, stored: key }}`. */
export interface IntentOptions {
  /** When to hydrate even if nobody touches the island (ms since epoch). */
  at?: number;
  /** Hydrate at once when the browser's localStorage holds this key (the island shows what it stores there). */
  stored?: string;
  /**
   * A selector inside the island (its button that needs React, below the fold): hydrate also when that element
   * comes within 200 px of the viewport.
   */
  near?: string;
}

/** Events that show a visitor is about to use the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Presses dispatched again after hydration, when they landed on one of the island's buttons before it. */
const REPLAYED_EVENTS = ['pointerdown', 'click', 'keydown'] as const;
const BUTTON = 'button[type="button"]';
const CHOICE = 'input[type="checkbox"], input[type="radio"]';

const atOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'at' in value && typeof value.at === 'number' ? value.at : undefined;

/** The `near` selector of the options, if any. */
const nearOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'near' in value && typeof value.near === 'string'
    ? value.near
    : undefined;

/** Within this distance of the viewport the `near` element of an island hydrates it. */
const NEAR_VIEWPORT = '200px';

/** Whether localStorage holds the `stored` key of the options (false where storage cannot be read). */
const holdsStored = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || !('stored' in value) || typeof value.stored !== 'string')
    return false;
  try {
    return localStorage.getItem(value.stored) !== null;
  } catch {
    return false;
  }
};

/** Dispatches a copy of `event` on its original target (an Event passes as the init dictionary of its own kind). */
const replay = (event: Event) => {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  const Kind = event.constructor as new (type: string, init: Event) => Event;
  target.dispatchEvent(new Kind(event.type, event));
};

const intentDirective: ClientDirective = (load, options, el) => {
  const early: Event[] = [];
  const record = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest(BUTTON)) early.push(event);
    else if (event.target.matches(CHOICE)) {
      // Its pointerdown or keydown, replayed first, makes React hydrate before the replayed click toggles the box.
      if (event.type === 'click') event.preventDefault();
      early.push(event);
    }
  };
  const hydrateThenReplay = async () => {
    const hydrate = await load();
    REPLAYED_EVENTS.forEach((type) => el.removeEventListener(type, record, true));
    await hydrate();
    early.splice(0).forEach(replay);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // From here on the island is React's: the live page script leaves it alone (decision 088).
    el.setAttribute('intent', 'started');
    clearTimeout(timer);
    observer?.disconnect();
    INTENT_EVENTS.forEach((type) => el.removeEventListener(type, start, true));
    void hydrateThenReplay();
  };
  REPLAYED_EVENTS.forEach((type) => el.addEventListener(type, record, true));
  INTENT_EVENTS.forEach((type) => el.addEventListener(type, start, { capture: true, passive: true }));
  const at = atOf(options.value);
  if (holdsStored(options.value)) {
    start();
    return;
  }
  if (at !== undefined) timer = setTimeout(start, Math.max(0, at - Date.now()));
  const near = nearOf(options.value);
  const target = near === undefined ? null : el.querySelector(near);
  if (target) {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: NEAR_VIEWPORT,
    });
    observer.observe(target);
  }
};

export default intentDirective;
