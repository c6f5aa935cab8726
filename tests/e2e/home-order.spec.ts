/**
 * The home's card order (issue 16 item 4, decision 051): most recent draw first by default, the catalogue's
 * operator order at /por-operadora, a toggle of two links between them that needs no JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPERATOR_ORDER, recencyOrder } from './helpers.ts';

const cards = (page: Page) => page.locator('#resultados a[data-game]');
const cardIds = (page: Page) => cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('data-game') ?? ''));
const toggle = (page: Page) => page.getByRole('navigation', { name: 'Orden de los resultados' });

test.describe('home order', () => {
  test(
    'the cards come by most recent draw, and the toggle switches to the operator order and back',
    { tag: '@responsive' },
    async ({ page, request }) => {
      const byRecency = await recencyOrder(request);
      // The bundled draws do not come out in catalogue order: the two orders differ.
      expect(byRecency).not.toEqual(OPERATOR_ORDER);

      await page.goto('/');
      expect(await cardIds(page)).toEqual(byRecency);
      const recent = toggle(page).getByRole('link', { name: 'Más recientes' });
      const byOperator = toggle(page).getByRole('link', { name: 'Por operadora' });
      await expect(recent).toHaveAttribute('aria-current', 'page');
      await expect(byOperator).not.toHaveAttribute('aria-current');
      await expect(page.locator('#resultados [data-ad-position="between-cards"]')).toHaveCount(5);

      await byOperator.click();
      await expect(page).toHaveURL(/\/por-operadora#resultados$/);
      await expect(byOperator).toHaveAttribute('aria-current', 'page');
      await expect(recent).not.toHaveAttribute('aria-current');
      expect(await cardIds(page)).toEqual(OPERATOR_ORDER);
      // The same page under another order: its canonical is the home.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);

      await recent.click();
      await expect(page).toHaveURL(/\/#resultados$/);
      await expect(recent).toHaveAttribute('aria-current', 'page');
      expect(await cardIds(page)).toEqual(byRecency);
    },
  );

  test('a query string is no order', { tag: '@http' }, async ({ request }) => {
    const html = await (await request.get('/?orden=operadora&x=1')).text();
    const current = [...html.matchAll(/<a [^>]*data-home-order="(\w+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
    expect(current).toEqual(['reciente']);
  });
});

test.describe('home order without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the toggle is two plain links, the server orders the cards',
    { tag: '@responsive' },
    async ({ page, request }) => {
      const byRecency = await recencyOrder(request);
      await page.goto('/');
      expect(await cardIds(page)).toEqual(byRecency);
      await toggle(page).getByRole('link', { name: 'Por operadora' }).click();
      await expect(page).toHaveURL(/\/por-operadora#resultados$/);
      expect(await cardIds(page)).toEqual(OPERATOR_ORDER);
      await expect(toggle(page).getByRole('link', { name: 'Por operadora' })).toHaveAttribute('aria-current', 'page');
      await toggle(page).getByRole('link', { name: 'Más recientes' }).click();
      expect(await cardIds(page)).toEqual(byRecency);
    },
  );
});
