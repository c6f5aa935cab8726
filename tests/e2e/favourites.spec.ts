/**
 * 'Mis loterías' (issue 18 item 5, decision 061): a star on the home cards and on the game pages pins games to the
 * top of the home, in either order, kept in the browser's localStorage; unstarring unpins.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPERATOR_ORDER, recencyOrder } from './helpers.ts';
import { gameById } from '../../src/lib/catalogue/index.ts';
import { FAVOURITES_KEY } from '../../src/lib/favourites.ts';

const cardIds = (page: Page) =>
  page.locator('#resultados a[data-game]').evaluateAll((all) => all.map((a) => a.getAttribute('data-game') ?? ''));
const pinnedIds = (page: Page) =>
  page.locator('[data-pinned] a[data-game]').evaluateAll((all) => all.map((a) => a.getAttribute('data-game') ?? ''));
const star = (page: Page, gameId: string) => page.locator(`#resultados button[data-favourite="${gameId}"]`);
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY);

/** Both pinned games first, in `order`, then the others in `order`. */
const pinnedFirst = (order: string[], pins: string[]) => [
  ...order.filter((id) => pins.includes(id)),
  ...order.filter((id) => !pins.includes(id)),
];

test(
  "a star on a card and on a game page pins games to the top of the home, at the project's width (390 or 1280 px)",
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    test.slow(); // two pages, two reloads and both orders, on a shared machine
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    const byRecency = await recencyOrder(request);
    // PowerBall (drawn weeks before the newest draws) and Loto Real: far from the top in either order.
    const card = 'powerball';
    const onPage = gameById('loto-real')!;
    expect(byRecency.indexOf(card)).toBeGreaterThan(5);
    expect(OPERATOR_ORDER.indexOf(onPage.id)).toBeGreaterThan(5);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mis loterías' })).toHaveCount(0);
    const cardStar = star(page, card);
    await expect(cardStar).toHaveAccessibleName('Agregar a Mis loterías: PowerBall');
    await cardStar.click();
    await expect(cardStar).toHaveAttribute('aria-pressed', 'true');
    await expect(cardStar).toHaveAccessibleName('Quitar de Mis loterías: PowerBall');
    // The card stays where it was until the next visit.
    expect(await cardIds(page)).toEqual(byRecency);

    await page.goto(onPage.route);
    const pageStar = page.getByRole('button', { name: 'Agregar a Mis loterías' });
    await pageStar.click();
    await expect(page.getByRole('button', { name: 'Quitar de Mis loterías' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([card, onPage.id]);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Quitar de Mis loterías' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mis loterías' })).toBeVisible();
    await expect.poll(() => cardIds(page)).toEqual(pinnedFirst(byRecency, [card, onPage.id]));
    expect(await pinnedIds(page)).toEqual(byRecency.filter((id) => id === card || id === onPage.id));
    await expect(star(page, card)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#resultados [data-ad-position="between-cards"]')).toHaveCount(5);

    await page.goto('/por-operadora');
    await expect.poll(() => cardIds(page)).toEqual(pinnedFirst(OPERATOR_ORDER, [card, onPage.id]));

    // Unstar PowerBall on its card: at the next visit only Loto Real is pinned.
    await star(page, card).click();
    await expect(star(page, card)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect.poll(() => pinnedIds(page)).toEqual([onPage.id]);
    await expect.poll(() => cardIds(page)).toEqual(pinnedFirst(OPERATOR_ORDER, [onPage.id]));

    // Unstar Loto Real on its page: nothing is pinned, nothing is stored.
    await page.goto(onPage.route);
    await page.getByRole('button', { name: 'Quitar de Mis loterías' }).click();
    await expect(page.getByRole('button', { name: 'Agregar a Mis loterías' })).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page)).toBeNull();
    await page.goto('/');
    await expect(star(page, onPage.id)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: 'Mis loterías' })).toHaveCount(0);
    expect(await cardIds(page)).toEqual(byRecency);
  },
);

test('a broken stored value pins nothing and breaks nothing', async ({ page, request }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, '{"no":"es una lista"'), FAVOURITES_KEY);
  await page.reload();
  await expect(star(page, 'powerball')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Mis loterías' })).toHaveCount(0);
  expect(await cardIds(page)).toEqual(await recencyOrder(request));
});
