import { expect, test } from './fixtures.ts';
import { ballsIn, historyRows, homeCard, resultRows } from './helpers.ts';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript, the server HTML already has the results', () => {
  test('home cards', async ({ page }) => {
    await page.goto('/');
    // The spec's 43 home games less Chance Express, which no source publishes (decision 053).
    await expect(page.locator('#resultados a[data-game]')).toHaveCount(42);
    await expect(ballsIn(homeCard(page, 'quiniela-leidsa'))).toHaveText(['33', '29', '86']);
    await expect(ballsIn(homeCard(page, 'powerball'))).toHaveText(['61', '21', '64', '10', '58', '17']);
    await expect(homeCard(page, 'powerball')).toContainText('miércoles, 19 de agosto de 2026');
    await expect(page.getByText('Cargando...')).toHaveCount(0);
  });

  test('operator page', async ({ page }) => {
    await page.goto('/leidsa-resultado-loteria-de-hoy');
    const quiniela = resultRows(page).filter({ has: page.getByRole('link', { name: 'Quiniela Leidsa', exact: true }) });
    await expect(ballsIn(quiniela)).toHaveText(['33', '29', '86']);
  });

  test('game page: latest draw and the first 20 history records', async ({ page }) => {
    await page.goto('/powerball');
    const latest = page.locator('#resultados-oficiales');
    await expect(ballsIn(latest)).toHaveText(['61', '21', '64', '10', '58', '17Powerball']);
    await expect(historyRows(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Cargar más resultados' })).toBeDisabled();
  });
});
