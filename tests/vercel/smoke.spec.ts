/**
 * A browser through the Vercel build output (`npm run test:vercel`, decision 089): the visitor's paths (home, a game
 * page, the date picker, the checker, an ad order paid through the fake PayPal) and the admin's (login, one write),
 * each answer coming from the stand-in's CDN or a function instance, with no console error.
 */
import { fillOrder, openOrderPage } from '../e2e/ad-order.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { historyRows, homeCard } from '../e2e/helpers.ts';

test('home, a game page and the date picker to a game-date page', async ({ page }) => {
  await page.goto('/');
  await expect(homeCard(page, 'powerball')).toContainText('PowerBall');
  await page.goto('/powerball');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PowerBall');
  await expect(historyRows(page)).toHaveCount(20);

  await page.goto('/');
  await page.getByLabel('Resultados por fecha').fill('2026-08-21');
  await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/resultados\/2026-08-21$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados del viernes, 21 de agosto de 2026');
  await page
    .locator('section#leidsa')
    .getByRole('link', { name: /Quiniela Leidsa/ })
    .click();
  await expect(page).toHaveURL(/\/quiniela-pale-leidsa\/2026-08-21$/);
  await expect(
    page.getByRole('list', { name: 'Sorteos del día' }).locator(':scope > li').first().locator('.ball'),
  ).toHaveText(['33', '29', '86']);
});

test('the checker says a winning ticket won, never from the CDN', async ({ page }) => {
  const url = '/verificar?game=quiniela-leidsa&date=2026-08-21&numbers=86&numbers=29&numbers=33';
  for (let visit = 0; visit < 2; visit += 1) {
    const answer = await page.goto(url);
    expect(answer?.headers()['x-vercel-cache']).toBe('MISS');
  }
  await expect(page.getByRole('heading', { name: '¡Ganaste!' })).toBeVisible();
  await expect(page.getByTestId('ticket-result')).toContainText('viernes, 21 de agosto de 2026');
});

test('the admin logs in and pauses, then resumes, automatic scraping', async ({ page, consoleErrors }) => {
  // GET /api/admin/user answers 401 before the login: the browser logs it.
  consoleErrors.expect('/api/admin/user');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Usuario').fill(process.env.ADMIN_USERNAME ?? '');
  await page.getByLabel('Contraseña').fill(process.env.ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-username')).toHaveText(process.env.ADMIN_USERNAME ?? '');
  await expect(page.getByTestId('scraping-status')).toHaveText('En ejecución');
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByTestId('scraping-status')).toHaveText('Detenido');
  // The reload reads the switch back from the database, through the CDN that must not have kept the page.
  await page.reload();
  await expect(page.getByTestId('scraping-status')).toHaveText('Detenido');
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByTestId('scraping-status')).toHaveText('En ejecución');
});

test('an ad order goes from /anunciar to ¡Pago Exitoso! through the fake PayPal capture', async ({ page }) => {
  await openOrderPage(page);
  await fillOrder(page);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText('Total a pagar: US$182')).toBeVisible();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByRole('heading', { name: '¡Pago Exitoso!' })).toBeVisible();
});
