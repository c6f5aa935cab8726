/**
 * Share (issue 18 items 1 and 2): 'Compartir' on a home card, the game page and the game-date page, through the
 * Web Share API where the browser has it (stubbed, so the data it received is read back) and otherwise the
 * 'WhatsApp' link and 'Copiar' (navigator.share removed before the page's scripts run, so the fallback is
 * certain whatever this Chromium offers); at 390 and 1280 px. The share images: the game-date page's og:image
 * and twitter:image answer a 1200 x 630 PNG (read from its header), immutable at its version only.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ballsIn, homeCard } from './helpers.ts';

/** Quiniela Leidsa of Friday 21 August 2026, as the bundled history holds it. */
const DAY_PATH = '/quiniela-pale-leidsa/2026-08-21';
const DAY_TEXT = 'Quiniela Leidsa · viernes 21/08/2026 · 33 - 29 - 86';

declare global {
  interface Window {
    /** What the stubbed `navigator.share` was given. */
    shared?: ShareData;
  }
}

const withoutWebShare = (page: Page) =>
  page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });

const withStubbedWebShare = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        window.shared = data;
        return Promise.resolve();
      },
    });
  });

/** The site origin the page's links are built on (its canonical URL's). */
const siteOf = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;

/** The 'Compartir' button of a home card (beside the card's link). */
const cardShare = (page: Page, gameId: string): Locator =>
  homeCard(page, gameId).locator('xpath=..').getByRole('button', { name: 'Compartir' });

// At 390 px on the mobile project (a touch phone), 1280 px on the desktop one.
test.describe('Compartir', { tag: '@responsive' }, () => {
  test.beforeEach(async ({ page, isMobile }) =>
    page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
  );

  test('without the Web Share API: a WhatsApp link with the draw and its page, and Copiar', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutWebShare(page);
    await page.goto(DAY_PATH);
    const message = `${DAY_TEXT}\n${await siteOf(page)}${DAY_PATH}`;
    // The first press lands before the island has hydrated (client:intent) and is replayed after.
    await page.getByRole('button', { name: 'Compartir' }).click();
    const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await page.getByRole('menuitem', { name: 'Copiar' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
  });

  test('with the Web Share API: the share sheet gets the text and the URL, and no menu opens', async ({ page }) => {
    await withStubbedWebShare(page);
    await page.goto(DAY_PATH);
    const site = await siteOf(page);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect.poll(() => page.evaluate(() => window.shared)).toEqual({ text: DAY_TEXT, url: `${site}${DAY_PATH}` });
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test("a home card shares its latest draw as the card shows it, linking that draw's date page", async ({ page }) => {
    await withoutWebShare(page);
    await page.goto('/');
    const site = await siteOf(page);
    const numbers = await ballsIn(homeCard(page, 'quiniela-leidsa')).allTextContents();
    expect(numbers).toHaveLength(3);
    await cardShare(page, 'quiniela-leidsa').click();
    const href = (await page.getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
    const [text, url] = (new URL(href).searchParams.get('text') ?? '').split('\n');
    const [, day, month, year] = /^Quiniela Leidsa · \p{L}+ (\d\d)\/(\d\d)\/(\d{4}) · /u.exec(text ?? '') ?? [];
    expect(text).toBe(
      `Quiniela Leidsa · ${/· (\p{L}+) /u.exec(text ?? '')?.[1]} ${day}/${month}/${year} · ${numbers.join(' - ')}`,
    );
    expect(url).toBe(`${site}/quiniela-pale-leidsa/${year}-${month}-${day}`);
  });

  test('the game page shares its newest draw through the Web Share API', async ({ page }) => {
    await withStubbedWebShare(page);
    await page.goto('/quiniela-pale-leidsa');
    const site = await siteOf(page);
    const numbers = await ballsIn(page.locator('#resultados-oficiales')).allTextContents();
    await page.locator('section').first().getByRole('button', { name: 'Compartir' }).click();
    await expect.poll(() => page.evaluate(() => window.shared?.text)).toMatch(/^Quiniela Leidsa · /);
    const shared = await page.evaluate(() => window.shared);
    const [, day, month, year] = / (\d\d)\/(\d\d)\/(\d{4}) · /.exec(shared?.text ?? '') ?? [];
    expect(shared?.text).toMatch(new RegExp(` · ${numbers.join(' - ')}$`));
    expect(shared?.url).toBe(`${site}/quiniela-pale-leidsa/${year}-${month}-${day}`);
  });
});

/** The og:image and twitter:image of the page at `path`, as paths of the server under test. */
async function shareImagesOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [/<meta property="og:image" content="([^"]+)"/, /<meta name="twitter:image" content="([^"]+)"/].map((re) => {
    const url = new URL(re.exec(html)?.[1] ?? '');
    return `${url.pathname}${url.search}`;
  });
}

/** Width and height of a PNG, from its IHDR chunk (bytes 16-23, big-endian). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test(
  'a game-date page links a 1200 x 630 PNG of its draw as og:image and twitter:image',
  { tag: '@http' },
  async ({ request }) => {
    const [og, twitter] = await shareImagesOf(request, DAY_PATH);
    expect(og).toMatch(/^\/og\/quiniela-leidsa\/2026-08-21\.png\?v=[0-9a-z]+$/);
    expect(twitter).toBe(og);
    const image = await request.get(og ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await image.body();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });

    // Another version (or none) is sent to the current one for a short while, never answered immutable.
    for (const stale of ['/og/quiniela-leidsa/2026-08-21.png', '/og/quiniela-leidsa/2026-08-21.png?v=0']) {
      const answer = await request.get(stale, { maxRedirects: 0 });
      expect([stale, answer.status(), answer.headers()['location']]).toEqual([stale, 302, og]);
      expect(answer.headers()['cache-control']).toBe('public, max-age=300');
    }
    // A day without a draw, a future or malformed date and an unknown game have no image.
    for (const missing of [
      '/og/quiniela-leidsa/2026-08-23.png',
      '/og/quiniela-leidsa/2099-01-01.png',
      '/og/quiniela-leidsa/21-08-2026.png',
      '/og/no-such-game/2026-08-21.png',
    ]) {
      expect([missing, (await request.get(missing, { maxRedirects: 0 })).status()]).toEqual([missing, 404]);
    }
  },
);

test(
  'the game page shows its newest draw; other pages the default 1200 x 630 image',
  { tag: '@http' },
  async ({ request }) => {
    const [game] = await shareImagesOf(request, '/quiniela-pale-leidsa');
    expect(game).toMatch(/^\/og\/quiniela-leidsa\/\d{4}-\d\d-\d\d\.png\?v=[0-9a-z]+$/);
    expect((await request.get(game ?? '')).status()).toBe(200);
    for (const path of ['/', '/leidsa-resultado-loteria-de-hoy', '/terminos']) {
      expect([path, ...(await shareImagesOf(request, path))]).toEqual([path, '/og-default.png', '/og-default.png']);
    }
    expect(pngSize(await (await request.get('/og-default.png')).body())).toEqual({ width: 1200, height: 630 });
  },
);
