/** Advertisements in the back-office: create one in the dialog, see it on the public page, edit, delete. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

const CATEGORY_PAGE = '/loteria-real-de-hoy';

/** The sandboxed frames of the category pages' bottom slot, as a visitor gets them. */
async function bottomAds(page: Page): Promise<string[]> {
  const visitor = await page.context().newPage();
  await visitor.goto(CATEGORY_PAGE);
  const frames = await visitor
    .locator(
      'aside[data-ad-position="content-bottom"] iframe[sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"]',
    )
    .evaluateAll((all) => all.map((f) => f.getAttribute('srcdoc') ?? ''));
  await visitor.close();
  return frames;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'an ad created in the dialog shows on the public page at once; edits and deletes follow',
  { tag: '@responsive' },
  async ({ adminPage: page }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const name = `Banca Real ${stamp}`;
    expect((await page.request.get(CATEGORY_PAGE)).status()).toBe(200);

    await page.goto('/admin/advertisements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publicidad');
    await page.getByRole('button', { name: 'Nueva publicidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva publicidad' });
    await dialog.getByRole('button', { name: 'Crear publicidad' }).click();
    await expect(dialog.getByText('Escribe el nombre.')).toBeVisible();
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Contenido (HTML)').fill(`<p>${name}</p>`);
    await expect(
      dialog.locator('iframe[sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"]'),
    ).toHaveCount(1);
    await choose(page, 'Tipo de página', 'Páginas de categoría');
    await choose(page, 'Posición', 'Contenido Inferior');
    await dialog.getByLabel('Texto del botón (CTA)').fill('Visítanos');
    await dialog.getByLabel('URL del botón (CTA)').fill('https://banca.example/');
    await dialog.getByRole('button', { name: 'Crear publicidad' }).click();
    await expect(page.getByText('Anuncio creado exitosamente')).toBeVisible();
    const row = page.getByRole('table', { name: 'Anuncios' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Contenido Inferior');
    await expect(row).toContainText('0.00%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    expect((await bottomAds(page)).some((frame) => frame.includes(name))).toBe(true);

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar publicidad' });
    await edit.getByLabel('Activo').uncheck();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Anuncio actualizado exitosamente')).toBeVisible();
    await expect(row).toContainText('Inactivo');
    expect((await bottomAds(page)).some((frame) => frame.includes(name))).toBe(false);

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Anuncio eliminado exitosamente')).toBeVisible();
    await expect(row).toHaveCount(0);
  },
);

test(
  'a 200-character ad name keeps every column of the ads table in view',
  { tag: '@responsive' },
  async ({ adminPage: page }, testInfo) => {
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    // A few words, then unbroken runs (a company's domain, a campaign code) up to 200 characters: nothing to wrap at.
    const name = `Campaña ${stamp} bancalasuertesuperpremiosdelcaribeygrandesjackpotsdominicanos.com.do/`
      .padEnd(200, 'premiosdelcaribe')
      .slice(0, 200)
      .trim();
    // Admin writes need the site's Origin (the API refuses others, api/_hono/app.ts).
    await page.goto('/admin/advertisements');
    const headers = { origin: new URL(page.url()).origin };
    const created = await page.request.post('/api/admin/advertisements', {
      headers,
      data: { name, content: '<p>Largo</p>', pages: ['categoria'], position: 'content-bottom', enabled: false },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.reload();
    const table = page.getByRole('table', { name: 'Anuncios' });
    const row = table.getByRole('row').filter({ hasText: stamp });
    await expect(row.getByRole('button', { name: 'Editar' })).toBeVisible();
    // Nothing scrolls sideways: neither the page nor the table's card.
    const card = table.locator('xpath=..');
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    // Every cell of the row (the seven columns and the actions) lies inside the card and the window.
    const bounds = (await card.boundingBox())!;
    const right = Math.min(bounds.x + bounds.width, page.viewportSize()!.width);
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(8);
    const boxes = await cells.evaluateAll((all) =>
      all.map((cell): { left: number; width: number } => {
        const { left, width } = cell.getBoundingClientRect();
        return { left, width };
      }),
    );
    for (const { left, width } of boxes) {
      expect(width).toBeGreaterThan(0);
      expect(left).toBeGreaterThanOrEqual(bounds.x - 1);
      expect(left + width).toBeLessThanOrEqual(right + 1);
    }
    await expect(row).toContainText('Contenido Inferior');
    await expect(row).toContainText('Inactivo');
    await expect(row).toContainText('0.00%');
    expect(
      (
        await page.request.delete(`/api/admin/advertisements/${id}`, { headers: { ...headers, ...JSON_TYPE } })
      ).status(),
    ).toBe(200);
  },
);
