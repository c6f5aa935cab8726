/** Ad orders in the back-office: approve one and see its ad on the public page; reject one with a reason. */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CATEGORY_PAGE = '/leidsa-resultado-loteria-de-hoy';

/** Places an order on the category pages' bottom slot through the public API, as /anunciar does. */
async function placeOrder(api: APIRequestContext, companyName: string): Promise<number> {
  const response = await api.post('/api/ad-orders', {
    data: {
      positions: ['content-bottom'],
      pageType: 'categoria',
      duration: 7,
      paymentType: 'one-time',
      companyName,
      email: 'ventas@example.com',
      contentMode: 'html',
      content: `<p>${companyName}</p>`,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('an approved order is an ad on the category pages at once; a rejection needs a reason', async ({
  adminPage: page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const company = `Banca Aprobada ${stamp}`;
  const declined = `Banca Rechazada ${stamp}`;
  const approvedId = await placeOrder(page.request, company);
  const rejectedId = await placeOrder(page.request, declined);
  // The category page is in the page cache before the approval: approving must drop it.
  expect((await page.request.get(CATEGORY_PAGE)).status()).toBe(200);

  await page.goto('/admin/ad-orders');
  const toReview = page.getByRole('table', { name: 'Órdenes por revisar' });
  await toReview
    .getByRole('row')
    .filter({ hasText: String(approvedId) })
    .filter({ hasText: company })
    .getByRole('button', { name: 'Ver detalle' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Orden #${approvedId}` });
  // The tables scroll inside the screen: the page itself never gets wider than the phone or window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expect(dialog.getByText('Contenido Inferior')).toBeVisible();
  await expect(
    dialog.locator('iframe[sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"]'),
  ).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Orden Aprobada')).toBeVisible();
  await expect(page.getByText('El anuncio se activará en un plazo de 24 horas.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Historial de órdenes' }).getByRole('row').filter({ hasText: company }).first(),
  ).toContainText('Aprobada');

  const visitor = await page.context().newPage();
  await visitor.goto(CATEGORY_PAGE);
  const slot = visitor.locator('aside[data-ad-position="content-bottom"] iframe');
  await expect(slot.first()).toBeAttached();
  const sources = await slot.evaluateAll((frames) => frames.map((f) => f.getAttribute('srcdoc') ?? ''));
  expect(sources.some((source) => source.includes(company))).toBe(true);
  await visitor.close();

  await toReview.getByRole('row').filter({ hasText: declined }).getByRole('button', { name: 'Ver detalle' }).click();
  const second = page.getByRole('dialog', { name: `Orden #${rejectedId}` });
  await second.getByRole('button', { name: 'Rechazar' }).click();
  await second.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByText('Debes proporcionar una razón para el rechazo.').first()).toBeVisible();
  await second.getByLabel('Razón del rechazo').fill('El texto promete premios garantizados.');
  await second.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByText('Orden Rechazada')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Historial de órdenes' }).getByRole('row').filter({ hasText: declined }),
  ).toContainText('Rechazada');
});
