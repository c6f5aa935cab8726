/**
 * Browser side of ad counting (decision 039): when an ad is shown, the page asks the server to count the
 * impression and keeps the click token it answers (in memory: a cached page is shared by every visitor, so
 * no token is ever rendered into the HTML); a click on the ad's CTA posts that token. The CTA is a plain
 * link, so the visitor reaches the advertiser whether or not counting succeeds.
 */
import { api, unwrap } from './api-client.ts';

/** Click tokens of the impressions counted in this page view, by ad id (null: the server refused it). */
const tokens = new Map<number, Promise<string | null>>();
const clicked = new Set<number>();

/** The counting calls outlive the page (a click usually leaves it). */
const KEEPALIVE = { init: { keepalive: true } };
const adRoutes = api.advertisements[':id'];
const param = (id: number) => ({ id: String(id) });

/** POST /api/advertisements/:id/impression: the click token, or a rejection when the server refused it. */
const impressionToken = async (id: number): Promise<string> =>
  (await unwrap(adRoutes.impression.$post({ param: param(id) }, KEEPALIVE))).token;

/** POST /api/advertisements/:id/click with the impression's token. */
const postClick = (id: number, token: string) =>
  unwrap(adRoutes.click.$post({ param: param(id), json: { token } }, KEEPALIVE));

/**
 * Counts an impression of ad `id` (once per page view), or a click (once per page view, only after a counted
 * impression, with its token). Failures are ignored.
 */
export function recordAd(id: number, kind: 'impression' | 'click'): void {
  if (kind === 'impression') {
    if (!tokens.has(id))
      tokens.set(
        id,
        impressionToken(id).catch(() => null),
      );
    return;
  }
  const token = tokens.get(id);
  if (!token || clicked.has(id)) return;
  clicked.add(id);
  void token.then((value) => (value ? postClick(id, value) : null)).catch(() => undefined);
}

/**
 * Counts an impression of every server-rendered ad the visitor's device displays (`data-ad-id` inside a
 * `data-ad-position` slot, not hidden by the device classes) and a click of every CTA (`data-ad-click`).
 */
export function trackAds(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-ad-static] [data-ad-id]')) {
    if (el.checkVisibility()) recordAd(Number(el.dataset.adId), 'impression');
  }
  document.addEventListener('click', (event) => {
    const cta = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ad-click]') : null;
    if (cta) recordAd(Number(cta.dataset.adClick), 'click');
  });
}
