import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ballsIn, hydrateOnIntent, installClock } from './helpers.ts';

/** Hydrates the header island as a visitor's pointer would (client:intent). */
const headerReady = (page: Page) => hydrateOnIntent(page, 'HeaderNav');

// The operator menus and the search box show from 1024 px: untagged, so on the desktop project only.
test.describe('desktop header', () => {
  test('opens an operator menu by keyboard, moves in it and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    const menus = page.getByRole('navigation', { name: 'Loterías' });
    await expect(menus.getByRole('button')).toHaveCount(11);
    const trigger = menus.getByRole('button', { name: 'Leidsa' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const seeAll = menu.getByRole('menuitem', { name: 'Ver todas - Leidsa' });
    await expect(seeAll).toBeFocused();
    await expect(seeAll).toHaveAttribute('href', '/leidsa-resultado-loteria-de-hoy');
    await expect(menu.getByRole('menuitem', { name: 'Quiniela Leidsa' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(seeAll).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("on a game page, its operator's menu is highlighted and the game is the current page in it", async ({
    page,
  }) => {
    await page.goto('/powerball');
    const menus = page.getByRole('navigation', { name: 'Loterías' });
    // Marked in the server HTML, before the header hydrates.
    await expect(menus.locator('button[data-current]')).toHaveText(/^Loterías Americanas/);
    await headerReady(page);
    await menus.getByRole('button', { name: 'Loterías Americanas' }).click();
    await expect(page.getByRole('menuitem', { name: 'PowerBall', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[role="menuitem"][aria-current]')).toHaveCount(1);
  });

  test('suggests up to 8 pages from one character; choosing one navigates and clears the box', async ({ page }) => {
    await page.goto('/loteria-real-de-hoy');
    await headerReady(page);
    const box = page.getByRole('combobox', { name: 'Buscar lotería' });
    await box.fill('l');
    await expect(page.getByRole('option')).toHaveCount(8);
    await box.fill('POWER');
    await expect(page.getByRole('option').first()).toContainText('PowerBall');
    await page.getByRole('option', { name: /^PowerBall/ }).click();
    await expect(page).toHaveURL('/powerball');
    await headerReady(page);
    await expect(page.getByRole('combobox', { name: 'Buscar lotería' })).toHaveValue('');
  });

  test('chooses a suggestion with the arrow keys and Enter', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    const box = page.getByRole('combobox', { name: 'Buscar lotería' });
    await box.fill('loteka');
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toContainText('Loteka');
    await box.press('Enter');
    await expect(page).toHaveURL('/loteria-loteka-de-hoy-resultados');
  });
});

// The drawer replaces the menus below 1024 px: a phone-only test.
test.describe('mobile drawer', { tag: '@phone' }, () => {
  test('searches with up to 6 suggestions and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    await page.getByRole('button', { name: 'Menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    const box = drawer.getByRole('combobox', { name: 'Buscar lotería' });
    await box.fill('a');
    await expect(drawer.getByRole('option')).toHaveCount(6);
    await box.fill('mega lotto');
    await drawer.getByRole('option', { name: /^Mega Lotto/ }).click();
    await expect(page).toHaveURL('/mega-lotto-de-loteka-megalotto');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('lists each operator with its games and closes on a link or Escape', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    const open = page.getByRole('button', { name: 'Menú' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await drawer.getByText('Loteka', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Ver todas - Loteka' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Quiniela Loteka', exact: true }).click();
    await expect(page).toHaveURL('/quiniela-loteka-resultados');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// The same links on every width: untagged, so crawled once (desktop).
test.describe('header and footer links', () => {
  test('every link answers 200, short paths through one 301 to their page', async ({ page, api }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await headerReady(page);
    const hrefsIn = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const hrefs = await hrefsIn('header a[href], footer a[href]');
    for (const trigger of await page.getByRole('navigation', { name: 'Loterías' }).getByRole('button').all()) {
      await trigger.click();
      hrefs.push(...(await hrefsIn('[role=menu] a[href]')));
      await page.keyboard.press('Escape');
    }
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(80);
    const outcome = async (href: string) => {
      const first = await api.get(href, { maxRedirects: 0 });
      const final = first.status() === 301 ? await api.get(first.headers().location ?? '', { maxRedirects: 0 }) : first;
      return final.status() === 200 ? null : `${href}: ${first.status()} -> ${final.status()}`;
    };
    // Eight at a time: 80 first renders at once held the server for seconds, and the other worker's test with it.
    const outcomes: (string | null)[] = [];
    for (let from = 0; from < unique.length; from += 8)
      outcomes.push(...(await Promise.all(unique.slice(from, from + 8).map(outcome))));
    const leidsa = await api.get('/leidsa', { maxRedirects: 0 });
    expect(leidsa.status()).toBe(301);
    expect(leidsa.headers().location).toBe('/leidsa-resultado-loteria-de-hoy');
    expect(outcomes.filter(Boolean)).toEqual([]);
  });
});

// The same links on every width: untagged, so checked once (desktop).
test.describe('footer results links', () => {
  test('each lottery and results link opens a page that shows numbers, never an empty state', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('footer')
      .getByRole('navigation', { name: /^(Loterías Populares|Resultados)$/ })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const pages = hrefs.filter((href) => !['/', '/horarios', '/verificar'].includes(href));
    expect(pages).toHaveLength(11);
    for (const href of pages) {
      await page.goto(href, { waitUntil: 'domcontentloaded' });
      await expect(ballsIn(page.locator('main')), href).not.toHaveCount(0);
      await expect(page.getByText(/^(Construyendo historial|Sin resultados en Gana Más)$/), href).toHaveCount(0);
    }
  });
});

test.describe('not-found redirect', () => {
  test('looks up a similar page, shows it with its percent and counts down to it', async ({ page, consoleErrors }) => {
    consoleErrors.expect('the server responded with a status of 404');
    let release = (): void => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/find-similar-url/**', async (route) => {
      await answered;
      await route.continue();
    });
    await installClock(page, consoleErrors);
    const response = await page.goto('/powerbal');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Buscando página similar...')).toBeVisible();
    release();
    await expect(page.getByText('Coincide en un 93%.')).toBeVisible();
    await expect(page.getByRole('link', { name: '/powerball' })).toHaveAttribute('href', '/powerball');
    await expect(page.getByRole('link', { name: 'Ir ahora' })).toHaveAttribute('href', '/powerball');
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByText(/Te llevamos en [1-5] segundos?\.\.\./)).toBeVisible();
    // Page time moves on past the 5-second count instead of waiting for it.
    await page.clock.runFor(5_000);
    await page.waitForURL('/powerball');
  });
});
