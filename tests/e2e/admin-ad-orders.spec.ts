/**
 * Ad orders in the back-office: the payment state of every order in the list and the detail; a paid order is
 * approved at once; an order 'Pendiente de pago' has 'Aprobar' disabled with the reason shown, until the admin
 * records a payment outside PayPal with a note (decision 081; at 1280 and 390 wide); the approved ad is on the
 * public page at once; a rejection needs a reason.
 */
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

/** Pays order `id` through the payment routes (the e2e server's PayPal is the local fake, which approves). */
async function payOrder(api: APIRequestContext, id: number): Promise<void> {
  const created = await api.post('/api/paypal/order', { data: { orderId: id } });
  const { id: paypalId } = (await created.json()) as { id: string };
  expect((await api.post(`/api/paypal/order/${paypalId}/capture`, { data: { orderId: id } })).status()).toBe(200);
}

test(
  "'Aprobar' is disabled, with the reason, while an order is 'Pendiente de pago'; once a payment is recorded it approves",
  { tag: '@responsive' },
  async ({ adminPage: page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const company = `Banca Aprobada ${stamp}`;
    const paidCompany = `Banca Pagada ${stamp}`;
    const approvedId = await placeOrder(page.request, company);
    const paidId = await placeOrder(page.request, paidCompany);
    await payOrder(page.request, paidId);
    // The category page is in the page cache before the approval: approving must drop it.
    expect((await page.request.get(CATEGORY_PAGE)).status()).toBe(200);

    await page.goto('/admin/ad-orders');
    const toReview = page.getByRole('table', { name: 'Órdenes por revisar' });
    const unpaidRow = toReview.getByRole('row').filter({ hasText: company });
    await expect(unpaidRow).toContainText('Pendiente de pago');
    await expect(toReview.getByRole('row').filter({ hasText: paidCompany })).toContainText('Pagado');
    await unpaidRow
      .filter({ hasText: String(approvedId) })
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
    await expect(dialog.getByText('Pendiente de pago').first()).toBeVisible();

    const approve = dialog.getByRole('button', { name: 'Aprobar', exact: true });
    await expect(approve).toBeDisabled();
    const reason =
      'No se puede aprobar: la orden está pendiente de pago. Se podrá aprobar cuando PayPal confirme el pago o cuando registres un pago recibido por otra vía.';
    await expect(approve).toHaveAccessibleDescription(reason);
    await expect(dialog.getByText(reason)).toBeInViewport();

    await dialog.getByRole('button', { name: 'Registrar pago fuera de PayPal' }).click();
    const record = dialog.getByRole('form', { name: 'Registrar pago fuera de PayPal' });
    await expect(record.getByRole('alert')).toContainText('Esta orden no está pagada en PayPal');
    await record.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(
      record.getByText('Indica cómo se pagó la orden (por ejemplo, la transferencia bancaria recibida).'),
    ).toBeVisible();
    const stored = (await (await page.request.get('/api/admin/ad-orders')).json()) as { id: number; status: string }[];
    expect(stored.find((order) => order.id === approvedId)?.status).toBe('pending');
    await record.getByLabel('Nota de pago').fill('Transferencia Banreservas ref. 0042');
    await record.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByText('Pago registrado')).toBeVisible();
    await expect(dialog.getByText('Pago fuera de PayPal').first()).toBeVisible();
    await expect(approve).toBeEnabled();
    await approve.click();
    await expect(page.getByText('Orden Aprobada')).toBeVisible();
    await expect(page.getByText('El anuncio se activará en un plazo de 24 horas.')).toBeVisible();
    const history = page.getByRole('table', { name: 'Historial de órdenes' });
    const approvedRow = history.getByRole('row').filter({ hasText: company }).first();
    await expect(approvedRow).toContainText('Aprobada');
    await expect(approvedRow).toContainText('Pago fuera de PayPal');
    await approvedRow.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Orden #${approvedId}` });
    await expect(detail).toContainText('Transferencia Banreservas ref. 0042');
    // Escape closes the detail at once: the dialog focuses its own controls, never the preview frame, whose document
    // would get the key instead.
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden({ timeout: 1000 });

    const visitor = await page.context().newPage();
    await visitor.goto(CATEGORY_PAGE);
    const slot = visitor.locator('aside[data-ad-position="content-bottom"] iframe');
    await expect(slot.first()).toBeAttached();
    const sources = await slot.evaluateAll((frames) => frames.map((f) => f.getAttribute('srcdoc') ?? ''));
    expect(sources.some((source) => source.includes(company))).toBe(true);
    await visitor.close();

    await toReview
      .getByRole('row')
      .filter({ hasText: paidCompany })
      .getByRole('button', { name: 'Ver detalle' })
      .click();
    await page
      .getByRole('dialog', { name: `Orden #${paidId}` })
      .getByRole('button', { name: 'Aprobar', exact: true })
      .click();
    await expect(history.getByRole('row').filter({ hasText: paidCompany })).toContainText('Pagado');
  },
);

test('a rejection needs a reason', async ({ adminPage: page }, testInfo) => {
  const declined = `Banca Rechazada ${testInfo.project.name} ${Date.now()}`;
  const rejectedId = await placeOrder(page.request, declined);
  await page.goto('/admin/ad-orders');
  const toReview = page.getByRole('table', { name: 'Órdenes por revisar' });
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
