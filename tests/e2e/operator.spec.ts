import { expect, test } from './fixtures.ts';
import { ballsIn, resultRows } from './helpers.ts';

test.describe('operator page (Leidsa)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/leidsa-resultado-loteria-de-hoy');
  });

  test('title, breadcrumb and metadata', async ({ page }) => {
    await expect(page).toHaveTitle('Resultados de Leidsa de hoy | Gana Más');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de Leidsa');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Inicio', 'Leidsa']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/leidsa-resultado-loteria-de-hoy$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': { '@type': string }[];
    };
    expect(jsonLd['@graph'].map((n) => n['@type'])).toEqual([
      'WebSite',
      'Organization',
      'BreadcrumbList',
      'CollectionPage',
    ]);
  });

  test("'Resultados Oficiales' lists the latest result of each Leidsa game", async ({ page }) => {
    const panel = page.locator('#resultados-oficiales');
    await expect(panel.getByRole('heading', { name: 'Resultados Oficiales' })).toBeVisible();
    await expect(panel).toContainText('Última actualización:');
    const expected: [string, string[]][] = [
      ['Pega 3 Más', ['27', '33', '40']],
      ['Quiniela Leidsa', ['33', '29', '86']],
      ['Loto Pool', ['08', '06', '20', '22', '28']],
      ['Super Palé', ['33', '53']],
    ];
    await expect(resultRows(page)).toHaveCount(6);
    for (const [name, numbers] of expected) {
      const row = resultRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row).toContainText('viernes, 21 de agosto de 2026 · 8:55 p. m.');
      await expect(row).toContainText(/8:55 p\. m\. · Hace \d+ días/);
      await expect(row.locator('[data-draw-status]')).toHaveText(/^(Pendiente|Retrasado|No hay sorteo hoy)$/);
      await expect(ballsIn(row)).toHaveText(numbers);
    }
    const kino = resultRows(page).filter({ has: page.getByRole('link', { name: 'Super Kino TV', exact: true }) });
    await expect(ballsIn(kino)).toHaveCount(20);
    // Loto, drawn on Wednesdays and Saturdays, from the bundled feed read through its number rule (issue 16 item 6).
    const loto = resultRows(page).filter({
      has: page.getByRole('link', { name: 'Loto - Super Loto Más', exact: true }),
    });
    await expect(loto).toContainText('miércoles, 19 de agosto de 2026');
    await expect(ballsIn(loto)).toHaveText(['05', '23', '14', '19', '10', '30', '07', '03']);
  });

  test('information panel, feature cards and sidebar', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Información sobre Leidsa' })).toBeVisible();
    for (const title of ['Tiempo Real', 'Confiable', 'Rápido'])
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    const games = page.getByRole('navigation', { name: 'Juegos de Leidsa' }).getByRole('link');
    await expect(games).toHaveText([
      'Pega 3 Más',
      'Quiniela Leidsa',
      'Loto Pool',
      'Super Kino TV',
      'Super Palé',
      'Loto - Super Loto Más',
    ]);
  });
});
