/**
 * Ads on the page (decision 020), against the ads server (playwright.config.ts: PORT + 3, demo ads of
 * scripts/seed-ads.ts): inline positions in the server HTML, the floating CTA after 5 s, dismiss, one
 * impression per shown ad and page view, a click counted with its impression's token (decision 039), and the
 * sandbox that keeps advertiser HTML away from the site.
 */
import type { Page, Response } from '@playwright/test';
import { adPositionById } from '../../src/lib/ads.ts';
import { expect, test } from './fixtures.ts';

const ADS_PORT = Number(process.env.E2E_PORT ?? 4411) + 3;
const OPERATOR_PAGE = '/leidsa-resultado-loteria-de-hoy';
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

test.use({ baseURL: `http://127.0.0.1:${ADS_PORT}` });

const floatingCta = (page: Page) => page.locator('aside[data-ad-position="floating-cta"]');

test(
  'inline positions are in the server HTML, sandboxed, at their reserved size, with the CTA rules',
  { tag: '@responsive' },
  async ({ page, api, isMobile }) => {
    const html = await (await api.get('/')).text();
    expect(html).toContain('data-ad-position="header-banner"');
    expect(html).toContain(`sandbox="${SANDBOX}"`);

    const impressions: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/impression')) impressions.push(r.url());
    });
    await page.goto('/');
    const banner = page.locator('aside[data-ad-position="header-banner"]');
    const frame = banner.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', SANDBOX);
    const box = await frame.boundingBox();
    const size = adPositionById('header-banner')?.size?.[isMobile ? 'mobile' : 'desktop'];
    expect(box && [box.width, box.height]).toEqual(size && [size.width, size.height]);
    const cta = banner.getByRole('link', { name: 'Visitar' });
    await expect(cta).toHaveAttribute('href', 'https://example.com/banca');
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener noreferrer/);
    await expect(cta).toHaveAttribute('data-cta-style', 'success');
    // The side bar ad appears on pages of every type; the isolation probe only on category pages.
    await expect(page.locator('aside[data-ad-position="sidebar-top"] iframe')).toHaveCount(1);
    await expect(page.locator('aside[data-ad-position="content-top"] iframe')).toHaveCount(0);
    await expect.poll(() => impressions.length).toBe(2);
  },
);

test("a visitor's view counts one impression, a CTA click counts one click and opens the advertiser", async ({
  page,
  context,
  api,
}) => {
  await context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: 'Banca' }));
  const impressions: Response[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/impression')) impressions.push(r);
  });
  await page.goto('/');
  const cta = page.locator('aside[data-ad-position="header-banner"]').getByRole('link', { name: 'Visitar' });
  const adId = await cta.getAttribute('data-ad-click');
  const ofAd = () => impressions.filter((r) => r.url().endsWith(`/api/advertisements/${adId}/impression`));
  await expect.poll(() => ofAd().length).toBe(1);
  const { token } = (await ofAd()[0]!.json()) as { token: string };
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  const click = page.waitForResponse((r) => r.url().endsWith(`/api/advertisements/${adId}/click`));
  const popup = context.waitForEvent('page');
  await cta.click();
  const answer = await click;
  expect(answer.request().postDataJSON()).toEqual({ token });
  expect(await answer.json()).toEqual({ counted: true });
  const advertiser = await popup;
  await advertiser.waitForURL('https://example.com/banca');
  await expect(advertiser.locator('body')).toHaveText('Banca');
  await advertiser.close();
  expect(ofAd()).toHaveLength(1);

  // The same token replayed, as a script would: refused, so the click counted once.
  const replay = await api.post(`/api/advertisements/${adId}/click`, { data: { token } });
  expect(replay.status()).toBe(409);
});

test('the floating CTA appears 5 s after the ads load and a dismiss hides it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // Every floating island (one per position) has hydrated, so the floating-cta timer is running.
  await expect(page.locator('astro-island[component-url*="AdFloating"]').first()).toBeAttached();
  await expect(page.locator('astro-island[component-url*="AdFloating"][ssr]')).toHaveCount(0);
  // The timer starts in an effect after hydration: 4 s of page time later it is still hidden.
  await page.clock.runFor(4000);
  await expect(floatingCta(page)).toHaveCount(0);
  const impression = page.waitForResponse((r) => r.url().endsWith('/impression') && r.request().method() === 'POST');
  // Then it appears within a few more steps of page time (the effect may run a moment after hydration).
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return floatingCta(page).count();
    })
    .toBe(1);
  await expect(floatingCta(page)).toBeVisible();
  await impression;
  const cta = floatingCta(page).getByRole('link', { name: 'Ver oferta' });
  await expect(cta).toHaveAttribute('data-cta-style', 'primary');
  await floatingCta(page).getByRole('button', { name: 'Cerrar publicidad' }).click();
  await expect(floatingCta(page)).toHaveCount(0);
});

test('a script in an ad cannot read the site cookie, reach its DOM or navigate the page', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The page CSP the frame inherits refuses the ad's inline script (decision 037).
  consoleErrors.expect(/Executing inline script violates the following Content Security Policy directive/);
  await context.addCookies([{ name: 'site_secret', value: 's3cr3t', url: `http://127.0.0.1:${ADS_PORT}` }]);
  const leaks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/leak')) leaks.push(r.url());
  });
  await page.goto(OPERATOR_PAGE);
  const title = await page.title();
  const slot = page.locator('aside[data-ad-position="content-top"]');
  await expect(slot.locator('iframe')).toHaveAttribute('sandbox', SANDBOX);
  const frame = await (await slot.locator('iframe').elementHandle()).contentFrame();
  if (!frame) throw new Error('the ad frame has no document');
  await expect(frame.locator('#probe')).toHaveText('Anuncio de prueba');

  // Even run by the browser itself inside the frame, code gets an opaque origin: no cookie, no parent DOM.
  const probe = await frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return `read: ${String(read())}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    };
    return {
      cookie: attempt(() => document.cookie),
      parentCookie: attempt(() => window.parent.document.cookie),
      parentTitle: attempt(() => (window.parent.document.title = 'hacked')),
      origin: window.origin,
    };
  });
  expect(probe).toEqual({
    cookie: 'blocked: SecurityError',
    parentCookie: 'blocked: SecurityError',
    parentTitle: 'blocked: SecurityError',
    origin: 'null',
  });
  await expect(page).toHaveTitle(title);
  expect(new URL(page.url()).pathname).toBe(OPERATOR_PAGE);
  expect(leaks).toEqual([]);
});

test(
  'text pages carry their ads too: rendered on demand, never at build time (decision 065)',
  { tag: '@http' },
  async ({ api }) => {
    for (const path of ['/contacto', '/terminos', '/horarios']) {
      const html = await (await api.get(path)).text();
      expect(html, path).toMatch(/data-ad-position="header-banner"[^>]*>[\s\S]*?<iframe/);
    }
  },
);
