/**
 * Browser side of ad counting: one random token per page view (kept on <html> so every bundle shares it),
 * impressions and clicks posted with it so the server counts each ad once per view (decision 020).
 */

/** The page view's token (a random UUID, created on first use). */
function viewToken(): string {
  const root = document.documentElement;
  root.dataset.adView ??= crypto.randomUUID();
  return root.dataset.adView;
}

const recorded = new Set<string>();

/** Posts one impression or click of ad `id` (once per page view and kind); failures are ignored. */
export function recordAd(id: number, kind: 'impression' | 'click'): void {
  const key = `${kind}:${id}`;
  if (recorded.has(key)) return;
  recorded.add(key);
  void fetch(`/api/advertisements/${id}/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ view: viewToken() }),
    keepalive: true,
  }).catch(() => undefined);
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
