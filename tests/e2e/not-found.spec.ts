import { expect, test } from './fixtures.ts';
import { installClock } from './helpers.ts';

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

test.describe('similar page lookup', () => {
  test('/leidsa-resultados lands on the Leidsa operator page, not a Leidsa game', async ({ page, consoleErrors }) => {
    consoleErrors.expect('the server responded with a status of 404');
    await installClock(page, consoleErrors);
    expect((await page.goto('/leidsa-resultados'))?.status()).toBe(404);
    await expect(page.getByText('Coincide en un 100%.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir ahora' })).toHaveAttribute(
      'href',
      '/leidsa-resultado-loteria-de-hoy',
    );
    // Page time moves on past the 5-second count instead of waiting for it.
    await page.clock.runFor(5_000);
    await page.waitForURL('/leidsa-resultado-loteria-de-hoy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Leidsa');
  });

  test('a low-score path offers its link and does not redirect', async ({ page, consoleErrors }) => {
    consoleErrors.expect('the server responded with a status of 404');
    await page.clock.install();
    expect((await page.goto('/privacy'))?.status()).toBe(404);
    await expect(page.getByText('Coincide en un 67%.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir ahora' })).toHaveAttribute('href', '/privacidad');
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByText(/Te llevamos en/)).toBeHidden();
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL('/privacy');
  });
});
