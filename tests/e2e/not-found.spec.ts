import { expect, test } from '@playwright/test';

test.describe('unknown routes', () => {
  for (const path of ['/esta-pagina-no-existe', '/loteria/desconocida']) {
    test(`${path} answers 404 with a Spanish not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
  }
});
