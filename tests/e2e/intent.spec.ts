/**
 * `client:intent` islands (decision 033): the home opens without React; the header, the hero search and the
 * grid load it when a visitor reaches for them or when the grid's HTML ages, and a press made before React
 * arrives is not lost.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { island } from './helpers.ts';

/** Holds the island's component module until `release()`: React arrives after the visitor's first press. */
async function holdIsland(page: Page, component: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${component}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test('the home opens with no island JavaScript; the grid hydrates and refreshes when its HTML is a minute old', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  // A query string of its own gets a fresh render (the cache keys on it), so the grid's HTML is new.
  await page.goto(`/?render=${Date.now()}`);
  await page.waitForLoadState('networkidle');
  // Only the ad impression counter (a module script of its own, 0.5 KB) loads with the page.
  expect(scripts.filter((path) => !/\/(AdSlot\.astro_astro_type_script_index_0_lang|ad-events)\./.test(path))).toEqual(
    [],
  );
  await expect(island(page, 'HomeGrid')).toHaveAttribute('ssr');
  await expect(page.getByText(/· Hace unos segundos$/)).toBeVisible();

  // A minute on, the island hydrates and, its data now stale, reads the home route at once.
  const refresh = page.waitForRequest('**/api/lottery/home');
  await page.clock.runFor(61_000);
  await refresh;
  await expect(island(page, 'HomeGrid')).not.toHaveAttribute('ssr');
  expect(scripts.some((path) => path.includes('/HomeGrid.'))).toBe(true);
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the operator menus show from 1024 px');

  test('a click on an operator menu before React has arrived opens it once it has', async ({ page }) => {
    const header = await holdIsland(page, 'HeaderNav');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Loterías' }).getByRole('button', { name: 'Leidsa' }).click();
    await expect(island(page, 'HeaderNav')).toHaveAttribute('ssr');
    header.release();
    await expect(page.getByRole('menuitem', { name: 'Ver todas - Leidsa' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer replaces the menus below 1024 px');

  test('a tap on Menú before React has arrived opens the drawer once it has', async ({ page }) => {
    const header = await holdIsland(page, 'HeaderNav');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menú' }).tap();
    header.release();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  });
});

test('text typed in the home search before React has arrived gets its suggestions', async ({ page }) => {
  const search = await holdIsland(page, 'HeroSearch');
  await page.goto('/');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Busca tu lotería' });
  await box.pressSequentially('leid');
  await expect(island(page, 'HeroSearch')).toHaveAttribute('ssr');
  search.release();
  await expect(page.getByRole('search').getByRole('option').first()).toHaveText('LeidsaCategoría de lotería');
  await box.press('Enter');
  await expect(page).toHaveURL('/leidsa-resultado-loteria-de-hoy');
});
