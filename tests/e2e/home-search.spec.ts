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

  test('without JavaScript the form asks /buscar, which redirects to the match or the grid', async ({ api }) => {
    const match = await api.get('/buscar?q=loteka', { maxRedirects: 0 });
    expect(match.status()).toBe(302);
    expect(match.headers()['location']).toBe('/loteria-loteka-de-hoy-resultados');
    const none = await api.get('/buscar?q=zzqx', { maxRedirects: 0 });
    expect(none.headers()['location']).toBe('/#resultados');
  });
});
