/**
 * Scrapers in the back-office, on the ads server (its draws are no other spec's concern): create a scraper of the
 * local fake Leidsa source, run it and see its count and summary, read its history, edit and delete it.
 */
import { siteCompaniesUrl } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { expect, test } from './fixtures.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

const PORT = Number(process.env.E2E_PORT ?? 4411);
test.use({ baseURL: `http://127.0.0.1:${PORT + 3}` });
const FAKE_LEIDSA = siteCompaniesUrl('leidsa', `http://127.0.0.1:${PORT + 2}/dominicana`);

test(
  'create a scraper, run it and see its count, its summary and its history; edit and delete it',
  { tag: '@responsive' },
  async ({ adminPage: page }, testInfo) => {
    const name = `Leidsa de prueba ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/admin/scrapers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scrapers');
    const table = page.getByRole('table', { name: 'Scrapers' });
    await expect(table.getByRole('row')).not.toHaveCount(1);

    await page.getByRole('button', { name: 'Nuevo scraper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo scraper' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('URL').fill(FAKE_LEIDSA);
    await dialog.getByLabel('Frecuencia (segundos)').fill('20');
    await dialog.getByLabel('Configuración (JSON)').fill('{"adapter": "loteriasdominicanas-api", "pagina": 2}');
    await dialog.getByRole('button', { name: 'Crear scraper' }).click();
    await expect(dialog.getByText('La frecuencia mínima es 30 segundos.')).toBeVisible();
    await dialog.getByLabel('Frecuencia (segundos)').fill('600');
    await dialog.getByRole('button', { name: 'Crear scraper' }).click();
    await expect(dialog.getByText('Opción desconocida: pagina.')).toBeVisible();
    await dialog.getByLabel('Configuración (JSON)').fill('{"adapter": "loteriasdominicanas-api"}');
    await dialog.getByRole('button', { name: 'Crear scraper' }).click();
    await expect(page.getByText('Scraper creado exitosamente')).toBeVisible();

    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Activo');
    await expect(row).toContainText('ahora');
    await row.getByRole('button', { name: 'Ejecutar' }).click();
    await expect(page.getByText('Scraper ejecutado exitosamente')).toBeVisible();
    const summary = page.getByRole('dialog', { name: `Resultado de ${name}` });
    await expect(summary).toContainText(/\d+ resultados guardados/);
    const count = async (term: string) =>
      Number(await summary.locator('dt', { hasText: term }).locator('+ dd').textContent());
    // The fake source answers 6 Leidsa draws of 2026-10-07..09: new on the first run of any test, unchanged after.
    expect((await count('Nuevos')) + (await count('Sin cambios'))).toBe(6);
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await expect(row).toContainText(/en 9 min \d{2} s|en 10 min 00 s/);
    await expect(row.getByRole('progressbar')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    await row.getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: `Historial de ${name}` });
    const runs = history.getByRole('table', { name: 'Ejecuciones' });
    await expect(runs.getByRole('row')).toHaveCount(2);
    await expect(runs.getByRole('row').nth(1)).toContainText('Correcta');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar scraper' });
    await edit.getByLabel('Habilitado').uncheck();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Scraper actualizado exitosamente')).toBeVisible();
    await expect(row).toContainText('Deshabilitado');
    // A click while a dialog is still closing lands on its overlay, not on the row: each one is gone first.
    await expect(edit).toBeHidden();

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Scraper eliminado exitosamente')).toBeVisible();
    await expect(row).toHaveCount(0);
  },
);

test(
  'a failed run says what went wrong in Spanish, with the raw error in the details',
  { tag: '@responsive' },
  async ({ adminPage: page }, testInfo) => {
    const name = `Fuente caída ${testInfo.project.name} ${Date.now()}`;
    // Nothing listens on port 2 here (fetch itself refuses 'bad ports' such as 9): the fetch is refused.
    // Admin writes need the site's Origin (the API refuses others, api/_hono/app.ts).
    await page.goto('/admin/scrapers');
    const headers = { origin: new URL(page.url()).origin };
    const created = await page.request.post('/api/admin/scrapers', {
      headers,
      data: {
        name,
        url: siteCompaniesUrl('leidsa', 'http://127.0.0.1:2/dominicana'),
        frequency: 600,
        config: { adapter: 'loteriasdominicanas-api' },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.reload();
    const row = page.getByRole('table', { name: 'Scrapers' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Ejecutar' }).click();
    const spanish = 'La fuente rechazó la conexión: su servidor no está aceptando conexiones.';
    const summary = page.getByRole('dialog', { name: `Resultado de ${name}` });
    await expect(summary.getByRole('alert')).toContainText(spanish);
    const rawInSummary = summary.getByRole('alert').locator('code');
    await expect(rawInSummary).toBeHidden();
    await summary.getByText('Detalles técnicos').click();
    await expect(rawInSummary).toBeVisible();
    await expect(rawInSummary).toHaveText('fetch failed: connect ECONNREFUSED 127.0.0.1:2');
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();

    await expect(row).toContainText(spanish);
    const raw = row.locator('code', { hasText: 'ECONNREFUSED' });
    await expect(raw).toBeHidden();
    await row.getByText('Detalles técnicos').click();
    await expect(raw).toBeVisible();
    await expect(raw).toContainText('fetch failed');

    await row.getByRole('button', { name: 'Historial' }).click();
    const runs = page.getByRole('dialog', { name: `Historial de ${name}` }).getByRole('table', { name: 'Ejecuciones' });
    await expect(runs.getByRole('row').nth(1)).toContainText(spanish);
    await page.keyboard.press('Escape');
    expect(
      (await page.request.delete(`/api/admin/scrapers/${id}`, { headers: { ...headers, ...JSON_TYPE } })).status(),
    ).toBe(200);
  },
);
