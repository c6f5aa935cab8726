/**
 * Every game the sources publish (decision 085): a new game's page shows its real latest draw from the bundled
 * feed, and the places that read the catalogue (operator page, /horarios, search, sitemap, statistics, checker)
 * list the new games.
 */
import { expect, test } from './fixtures.ts';
import { ballsIn } from './helpers.ts';

test.describe('the games added by decision 085', () => {
  test("/anguila-4-00-pm shows the feed's latest draw of Anguila 4:00 PM", async ({ page }) => {
    await page.goto('/anguila-4-00-pm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anguila 4:00 PM');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Inicio', 'Anguila', 'Anguila 4:00 PM']);
    const latest = page.locator('#resultados-oficiales');
    await expect(latest).toContainText('sábado, 22 de agosto de 2026 · 4:00 p. m.');
    await expect(ballsIn(latest)).toHaveText(['14', '40', '13']);
  });

  test('Haiti Bolet has its operator page and its 9:30 AM draw from the 2026-10-10 feed', async ({ page }) => {
    await page.goto('/haiti-bolet-resultados-de-hoy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Haiti Bolet');
    const main = page.locator('main');
    for (const clock of ['9:30 AM', '10:30 AM', '11:30 AM', '5:30 PM', '6:30 PM', '7:30 PM']) {
      await expect(main.getByRole('link', { name: `Haiti Bolet ${clock}` }).first()).toBeVisible();
    }
    await page.goto('/haiti-bolet-9-30-am');
    const latest = page.locator('#resultados-oficiales');
    await expect(latest).toContainText('sábado, 10 de octubre de 2026 · 9:30 a. m.');
    await expect(ballsIn(latest)).toHaveText(['79', '38', '56']);
  });

  test('/horarios lists an hourly Anguila draw and a Haiti Bolet draw at their times', async ({ page }) => {
    await page.goto('/horarios');
    const times = (operator: string, game: string) =>
      page.locator(`table[data-operator="${operator}"] tbody[data-game="${game}"] td[data-time]`);
    await expect(times('anguila', 'anguila-4-00-pm')).toHaveText(['4:00 p. m.']);
    await expect(times('haiti-bolet', 'haiti-bolet-9-30-am')).toHaveText(['9:30 a. m.']);
  });

  test('search, the sitemap and the statistics reach the new games', { tag: '@http' }, async ({ api }) => {
    const found = await api.get('/buscar?q=anguila%204%3A00%20pm', { maxRedirects: 0 });
    expect(found.headers()['location']).toMatch(/\/anguila-4-00-pm$/);
    const bolet = await api.get('/buscar?q=haiti%20bolet%209%3A30', { maxRedirects: 0 });
    expect(bolet.headers()['location']).toMatch(/\/haiti-bolet-9-30-am$/);
    const sitemap = await (await api.get('/sitemap-0.xml')).text();
    for (const route of [
      '/anguila-4-00-pm',
      '/haiti-bolet-9-30-am',
      '/haiti-bolet-resultados-de-hoy',
      '/take-5-noche',
    ]) {
      expect(sitemap).toContain(`${route}</loc>`);
    }
    const stats = await api.get('/anguila-4-00-pm/estadisticas');
    expect(stats.status()).toBe(200);
    expect(await stats.text()).toContain('Estadísticas de Anguila 4:00 PM');
  });

  test('the checker covers the new quinielas of operators whose rule it knows', async ({ page }) => {
    const response = await page.goto('/verificar?game=loteria-real-noche&numbers=64-45-27');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('combobox', { name: 'Juego', exact: true })).toHaveValue('loteria-real-noche');
  });
});
