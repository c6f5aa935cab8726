/**
 * The public API's pages in Chromium (decision 062): the reference /api/docs at 1280 and 390 px under its own CSP
 * (a CSP violation would be a console error), the developer page /desarrolladores from the footer, axe on it, and
 * the headers of a public read through the real server (route cache, compression).
 */
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const size of WIDTHS) {
  test(`/api/docs shows every documented route at ${size.width} px`, async ({ page, api }) => {
    const spec = (await (await api.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(spec.paths);
    expect(paths).toContain('/api/lottery/home');
    await page.setViewportSize(size);
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API pública de Gana Más');
    for (const path of paths) await expect(page.getByRole('heading', { level: 3, name: `GET ${path}` })).toBeVisible();
    // The inline style applied (allowed by its hash): the method badge has its background.
    await expect(page.locator('.get').first()).toHaveCSS('background-color', 'rgb(10, 107, 47)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('/desarrolladores is linked from the footer and lists the routes and terms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API para desarrolladores' }).click();
  await expect(page).toHaveURL(/\/desarrolladores$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API para desarrolladores');
  const main = page.locator('main');
  await expect(main.getByRole('cell', { name: '/api/lottery/games/{gameId}/history' })).toBeVisible();
  await expect(main).toContainText('120 solicitudes por minuto');
  await expect(main.getByRole('heading', { level: 2 })).toContainText(['Qué ofrece', 'Límites', 'Condiciones de uso']);
  await main.getByRole('link', { name: '/api/docs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API pública de Gana Más');
});

test(
  '/desarrolladores has no axe violations at the project width',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/desarrolladores');
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  'a public read through the server: CORS, weak ETag, 304 kept out of the route cache',
  { tag: '@http' },
  async ({ api }) => {
    // Two URLs with the same body (offset 0 is the default) share the ETag; the second is new to the route cache.
    const limit = 100 + Math.floor(Math.random() * 900);
    const url = `/api/lottery/games/loto-leidsa/history?limit=${limit}`;
    const first = await api.get(url, { headers: { origin: 'https://example.org' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['access-control-allow-origin']).toBe('*');
    const tag = first.headers()['etag'];
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const twin = `${url}&offset=0`;
    const revalidated = await api.get(twin, { headers: { 'if-none-match': tag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['etag']).toBe(tag);
    const fresh = await api.get(twin);
    expect(fresh.status()).toBe(200);
    expect(await fresh.json()).toEqual(await first.json());
    const admin = await api.get('/api/admin/user', { headers: { origin: 'https://example.org' } });
    expect(admin.headers()['access-control-allow-origin']).toBeUndefined();
  },
);
