/** Custom code in a browser: a snippet added in the admin runs in the head of public pages, never in /admin. */
import { expect, test } from './fixtures.ts';

test('a snippet added from the dialog is in the head of a public page at once, runs under its CSP, and not in /admin', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const key = `verificacion-${testInfo.project.name}`;
  await page.goto('/admin/custom-code');
  await page.getByRole('tab', { name: 'Plantillas' }).click();
  await expect(page.getByRole('list', { name: 'Plantillas' }).getByRole('listitem')).toHaveCount(4);
  await page
    .getByRole('list', { name: 'Plantillas' })
    .getByRole('listitem')
    .filter({ hasText: 'Hotjar' })
    .getByRole('button', { name: 'Usar plantilla' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agregar código' });
  await expect(dialog.getByLabel('Identificador')).toHaveValue('hotjar');
  await dialog.getByLabel('Identificador').fill(key);
  await dialog
    .getByLabel('Código')
    .fill(
      `<meta name="gm-verificacion" content="${key}"><script>window.gmSnippets = (window.gmSnippets || []).concat('${key}');</script>`,
    );
  await dialog.getByRole('button', { name: 'Agregar código' }).click();
  await expect(page.getByText('Código creado exitosamente')).toBeVisible();
  await page.getByRole('tab', { name: 'Códigos Activos' }).click();
  await expect(page.getByRole('list', { name: 'Códigos' }).getByText(key, { exact: true })).toBeVisible();
  expect(await page.locator(`meta[name="gm-verificacion"][content="${key}"]`).count()).toBe(0);

  const visitor = await page.context().newPage();
  await visitor.goto('/powerball');
  await expect(visitor.locator(`head meta[name="gm-verificacion"][content="${key}"]`)).toHaveCount(1);
  expect(await visitor.evaluate(() => (window as unknown as { gmSnippets?: string[] }).gmSnippets)).toContain(key);
  await visitor.close();

  const row = page.getByRole('list', { name: 'Códigos' }).getByRole('listitem').filter({ hasText: key });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Código eliminado exitosamente')).toBeVisible();
  expect(await (await api.get('/powerball')).text()).not.toContain(key);
});
