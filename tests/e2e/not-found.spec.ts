import { expect, test } from './fixtures.ts';

test.describe('unknown routes', () => {
  for (const path of ['/esta-pagina-no-existe', '/xyz/nada/por/aqui']) {
    test(`${path} answers 404 with a Spanish not-found page`, async ({ page, consoleErrors }) => {
      consoleErrors.expect('the server responded with a status of 404');
      const response = await page.goto(`${path}?ref=x`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
      await expect(page.getByText(`${path}?ref=x`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
  }

  test('admin and order paths show the not-found screen without a lookup', async ({ page, consoleErrors }) => {
    consoleErrors.expect('the server responded with a status of 404');
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/find-similar-url/')) lookups.push(request.url());
    });
    for (const path of ['/administrador', '/anunciar/paso-2']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    }
    expect(lookups).toEqual([]);
  });
});
