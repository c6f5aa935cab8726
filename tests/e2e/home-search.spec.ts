/** The home hero search (spec: public results, home search behaviour), with and without JavaScript. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrateOnIntent } from './helpers.ts';

async function heroSearch(page: Page) {
  await page.goto('/');
  await hydrateOnIntent(page, 'HeroSearch');
  const form = page.getByRole('search');
  return { form, box: form.getByRole('combobox', { name: 'Busca tu lotería' }) };
}

test.describe('home search', () => {
  test('suggests from 2 characters, up to 8, labelled by kind; choosing one opens its page', async ({ page }) => {
    const { form, box } = await heroSearch(page);
    await box.fill('l');
    await expect(form.getByRole('listbox')).toBeHidden();
    await box.fill('lo');
    await expect(form.getByRole('option')).toHaveCount(8);
    for (const option of await form.getByRole('option').allTextContents())
      expect(option).toMatch(/(Categoría de lotería|Lotería individual)$/);
    await box.fill('leid');
    await expect(form.getByRole('option').first()).toHaveText('LeidsaCategoría de lotería');
    await form.getByRole('option').first().click();
    await expect(page).toHaveURL('/leidsa-resultado-loteria-de-hoy');
  });

  test('the suggestions close after the box loses focus', async ({ page }) => {
    const { form, box } = await heroSearch(page);
    await box.fill('loteka');
    await expect(form.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(form.getByRole('listbox')).toBeHidden();
  });

  test('submitting opens the exact name first, then the keyword table', async ({ page }) => {
    const { box } = await heroSearch(page);
    await box.fill('  Quiniela Leidsa ');
    await box.press('Enter');
    await expect(page).toHaveURL('/quiniela-pale-leidsa');
    const again = await heroSearch(page);
    await again.box.fill('americanas');
    await again.form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/loterias-americanas');
  });

  test('a blank query does nothing; no match shows the alert and every game', async ({ page }) => {
    const { form, box } = await heroSearch(page);
    await box.fill('   ');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/');
    await expect(form.getByRole('alert')).toBeHidden();
    await box.fill('zzqx');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'No se encontró "zzqx". Te mostramos todas las loterías disponibles.',
    );
    await expect(page).toHaveURL('/');
    await expect(page.locator('#resultados')).toBeInViewport();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width} px the no-match alert is in view after submit`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { form, box } = await heroSearch(page);
      await box.fill('zzqx');
      await box.press('Enter');
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText('No se encontró "zzqx". Te mostramos todas las loterías disponibles.');
      // In view once the smooth scroll has settled (it used to scroll on to the grid, past the alert).
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            const before = window.scrollY;
            setTimeout(() => resolve(window.scrollY === before), 300);
          }),
      );
      await expect(alert).toBeInViewport({ ratio: 1 });
    });
  }

  test('"repartidera" opens the game the catalogue gives that alias: Loteka\'s Repartidera de Mega Chance', async ({
    page,
  }) => {
    const { box } = await heroSearch(page);
    await box.fill('repartidera');
    await box.press('Enter');
    await expect(page).toHaveURL('/repartidera-de-mega-chance-resultados-loteka');
  });

  test('games matching equally are listed to choose from, none opened', async ({ page }) => {
    const { form, box } = await heroSearch(page);
    await box.fill('pick 3');
    await box.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Varias loterías coinciden con "pick 3". Elige una:');
    const choices = form.getByRole('list', { name: 'Loterías que coinciden' }).getByRole('link');
    await expect(choices).toHaveText(['Pick 3 Día', 'Pick 3 Noche']);
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(page).toHaveURL('/');
    await choices.last().click();
    await expect(page).toHaveURL('/king-lottery-pick-3-noche');
  });

  test(
    'without JavaScript the form asks /buscar, which redirects to the match, or to the home with the query',
    { tag: '@http' },
    async ({ api }) => {
      const match = await api.get('/buscar?q=loteka', { maxRedirects: 0 });
      expect(match.status()).toBe(302);
      expect(match.headers()['location']).toBe('/loteria-loteka-de-hoy-resultados');
      const none = await api.get('/buscar?q=%20zzqx%20', { maxRedirects: 0 });
      expect(none.headers()['location']).toBe('/?q=zzqx');
      const blank = await api.get('/buscar?q=%20', { maxRedirects: 0 });
      expect(blank.headers()['location']).toBe('/#resultados');
    },
  );
});
