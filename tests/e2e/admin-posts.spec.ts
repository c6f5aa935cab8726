/** Admin posts in a browser: create in the dialog (slug from the title), see it public at /{slug}, edit, delete. */
import { expect, test } from './fixtures.ts';

test('a post created in the dialog is public at its slug at once, then edited and deleted', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const title = `Cómo leer los resultados del Loto (${testInfo.project.name})`;
  const slug = `como-leer-los-resultados-del-loto-${testInfo.project.name}`;
  await page.goto('/admin/posts');
  await expect(page.getByRole('heading', { name: 'Posts de Loterías' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo post' });
  await dialog.getByRole('button', { name: 'Crear post' }).click();
  await expect(dialog.getByText('Escribe el título.')).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog
    .getByLabel('Contenido (HTML)')
    .fill('<p>Los números salen en el orden del sorteo.</p><img src="x" onerror="alert(1)">');
  await dialog.getByRole('button', { name: 'Crear post' }).click();
  await expect(page.getByText('Post creado exitosamente')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The article is public at once (its cached page was invalidated), with the handler stripped.
  const article = await api.get(`/${slug}`);
  expect(article.status()).toBe(200);
  const html = await article.text();
  expect(html).toContain('Los números salen en el orden del sorteo.');
  expect(html).not.toContain('onerror');

  await page.getByLabel('Buscar posts').fill(testInfo.project.name);
  const row = page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', `/${slug}`);
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar post' });
  await edit.getByLabel('Título').fill(`${title} (actualizado)`);
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Post actualizado exitosamente')).toBeVisible();
  expect(await (await api.get(`/${slug}`)).text()).toContain('(actualizado)');

  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Post eliminado exitosamente')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api.get(`/${slug}`)).status()).toBe(404);
});
