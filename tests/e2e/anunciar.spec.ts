import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { fillOrder, openOrderPage } from './ad-order.ts';

const FAKE_PAYPAL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4411) + 4}`;

test.describe('/anunciar', () => {
  test(
    'says plainly, before payment, that intrusive formats share the visits one at a time, in turn',
    { tag: '@responsive' },
    async ({ page }) => {
      await openOrderPage(page);
      const section = page.getByRole('region', { name: 'Cómo se comparten las visitas' });
      await expect(section).toContainText('Botón Flotante (CTA)');
      await expect(section).toContainText('cada visita ve uno solo');
      await expect(section).toContainText('se turnan de una visita a otra');
      await expect(section).toContainText('con dos formatos activos tu anuncio sale en una de cada dos visitas');
      // Above the form, so read before anything is paid.
      const noteTop = (await section.boundingBox())!.y;
      expect(noteTop).toBeLessThan((await page.getByRole('button', { name: 'Continuar al pago' }).boundingBox())!.y);
      // Choosing the floating button says it again in the summary, just above 'Continuar al pago'.
      const note = page.getByTestId('intrusive-note');
      await expect(note).toHaveCount(0);
      await page.locator('input[name="positions"][value="floating-cta"]').check();
      await expect(note).toContainText('se turnan de una visita a otra');
      await page.locator('input[name="positions"][value="floating-cta"]').uncheck();
      await expect(note).toHaveCount(0);
    },
  );

  test('an order goes from the form to ¡Pago Exitoso! through the fake PayPal', async ({ page }) => {
    await openOrderPage(page);
    const submit = page.getByRole('button', { name: 'Continuar al pago' });
    await expect(submit).toBeDisabled();
    await fillOrder(page);

    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa de tu anuncio' });
    await expect(preview).toContainText('Clics estimados');
    await expect(preview).toContainText('455');
    // Focus stays in the dialog, not in the ad's frame, so Escape closes it.
    await expect(preview.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await submit.click();
    await expect(page.getByRole('heading', { name: 'Pago seguro con PayPal' })).toBeVisible();
    await expect(page.getByText('Total a pagar: US$182')).toBeVisible();
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(page.getByRole('heading', { name: '¡Pago Exitoso!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  test('cancelling the payment returns to the form', async ({ page }) => {
    await openOrderPage(page);
    await fillOrder(page);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.getByRole('button', { name: 'Cerrar PayPal' }).click();
    await expect(page.getByRole('form', { name: 'Formulario de anuncio' })).toBeVisible();
  });

  test("a declined payment shows the payment error screen with PayPal's reason", async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 402 \(Payment Required\)/);
    await openOrderPage(page);
    await fillOrder(page);
    // This order's PayPal payment is declined at capture (the fake is shared, so only this order is set).
    await page.route('**/api/paypal/order', async (route) => {
      const response = await route.fetch();
      const { id } = (await response.json()) as { id: string };
      await api.post(`${FAKE_PAYPAL}/fake/scenario`, { data: { scenario: 'declined', paypalOrderId: id } });
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    const capture = page.waitForResponse((r) => /\/api\/paypal\/order\/[^/]+\/capture$/.test(r.url()));
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    expect((await capture).status()).toBe(402);
    await expect(page.getByRole('heading', { name: 'Error en el Pago' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('PayPal rechazó el pago.');
  });

  test('a 5 MB GIF banner uploads in parts under the serverless body limit and the order goes to payment', async ({
    page,
  }) => {
    await openOrderPage(page);
    await page.locator('input[name="positions"][value="header-banner"]').check();
    await page.locator('input[name="pageType"][value="homepage"]').check();
    await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Banca Playwright');
    await page.getByRole('textbox', { name: 'Correo electrónico de contacto' }).fill('ventas@example.com');
    await page.locator('input[name="contentMode"][value="banner"]').check();
    const parts: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/uploads/')) parts.push(r.postDataBuffer()?.byteLength ?? 0);
    });
    const completed = page.waitForResponse((r) => r.url().endsWith('/complete'));
    const gif = Buffer.alloc(5 * 1024 * 1024, 7);
    gif.write('GIF89a');
    await page
      .getByLabel('Imagen del banner')
      .setInputFiles({ name: 'banner.gif', mimeType: 'image/gif', buffer: gif });
    expect((await completed).status()).toBe(201);
    await expect(page.getByText('Imagen subida.')).toBeVisible();
    expect(parts).toEqual([4 * 1024 * 1024, 1024 * 1024]);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('heading', { name: 'Pago seguro con PayPal' })).toBeVisible();
  });

  test('missing required fields show the spec alert', async ({ page }) => {
    await openOrderPage(page);
    await page.locator('input[name="positions"][value="sidebar-top"]').check();
    await page.locator('input[name="pageType"][value="categoria"]').check();
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor completa todos los campos obligatorios.');
  });

  test('the page states the audience figures of the spec', async ({ page }) => {
    await page.goto('/anunciar');
    await expect(page.getByRole('list', { name: 'Nuestra audiencia' }).getByRole('listitem')).toHaveText([
      '200K+ visitantes mensuales',
      '85% audiencia dominicana',
      '2-5 min entre cada actualización de resultados',
      '24 h para responder a tu consulta',
    ]);
  });

  for (const width of [1280, 390]) {
    test(`at ${String(width)} px a 21 MB banner shows the spec alert under its field and uploads nothing`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await openOrderPage(page);
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/uploads')) uploads.push(r.url());
      });
      await page.locator('input[name="contentMode"][value="banner"]').check();
      // A file on disk: Chromium reads it from its path, where a 21 MB in-memory buffer would cross the
      // DevTools protocol as base64 and can outlast the test's timeout on a loaded machine.
      const oversized = testInfo.outputPath('banner.png');
      await writeFile(oversized, Buffer.alloc(21 * 1024 * 1024));
      await page.getByLabel('Imagen del banner').setInputFiles(oversized);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('El archivo es demasiado grande. El tamaño máximo es 20MB.');
      await expect(alert).toBeInViewport();
      await expect(page.getByLabel('Imagen del banner')).toHaveValue('');
      expect(uploads).toEqual([]);
    });

    test(`at ${String(width)} px an upload whose start expired says so in Spanish and the same file uploads again`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/Failed to load resource/);
      await page.setViewportSize({ width, height: 800 });
      await openOrderPage(page);
      await page.locator('input[name="contentMode"][value="banner"]').check();
      // The server's answer to a part of a start purged after two minutes without data (decision 075).
      const expired = 'La subida expiró o no existe. Elige el archivo de nuevo para volver a subirlo.';
      await page.route('**/api/uploads/*/parts/*', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'not_found', message: expired } }),
        }),
      );
      const gif = { name: 'banner.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a' + 'x'.repeat(300)) };
      const field = page.getByLabel('Imagen del banner');
      await field.setInputFiles(gif);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(expired);
      await expect(alert).toBeInViewport();
      await expect(field).toHaveValue('');
      await page.unroute('**/api/uploads/*/parts/*');
      const completed = page.waitForResponse((r) => r.url().endsWith('/complete'));
      await field.setInputFiles(gif);
      expect((await completed).status()).toBe(201);
      await expect(page.getByText('Imagen subida.')).toBeVisible();
    });

    for (const [failure, block] of [
      ['the PayPal setup request fails', '**/api/paypal/setup'],
      ["PayPal's script does not load", 'https://www.paypal.com/sdk/js**'],
    ] as const) {
      test(`at ${String(width)} px, when ${failure}, the error screen says so in Spanish, scrolled to its focused heading`, async ({
        page,
        consoleErrors,
      }) => {
        consoleErrors.allow(/Failed to load resource|net::ERR_FAILED|PayPal/);
        await page.setViewportSize({ width, height: 800 });
        await openOrderPage(page);
        await page.route(block, (route) => route.abort());
        await fillOrder(page);
        await page.getByRole('button', { name: 'Continuar al pago' }).click();
        const heading = page.getByRole('heading', { name: 'Error en el Pago' });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
        await expect(page.getByRole('alert')).toContainText(
          'No se pudo conectar con PayPal. Intenta de nuevo en unos minutos.',
        );
        await expect(page.getByText('PayPal setup failed')).toHaveCount(0);
      });
    }
  }

  test('the form fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openOrderPage(page);
    await fillOrder(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
