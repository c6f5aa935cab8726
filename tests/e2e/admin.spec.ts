/**
 * The admin back-office in a browser: login form, session guard, dashboard counts, scraping pause/resume, logout,
 * the password change's strength rule.
 */
import { expect, test } from './fixtures.ts';

test('a visitor without a session is sent to the login screen, and logs in to the dashboard', async ({
  page,
  consoleErrors,
}) => {
  // GET /api/admin/user answers 401 without a session, and so does the wrong password: browsers log both.
  consoleErrors.expect('/api/admin/user');
  consoleErrors.expect('/api/admin/login');
  await page.goto('/admin/scrapers');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('El usuario es obligatorio.')).toBeVisible();
  await page.getByLabel('Usuario').fill(process.env.ADMIN_USERNAME ?? '');
  await page.getByLabel('Contraseña').fill('incorrecta');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Error de login')).toBeVisible();
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await page.getByLabel('Contraseña').fill(process.env.ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login exitoso')).toBeVisible();
  await expect(page.getByTestId('admin-username')).toHaveText(process.env.ADMIN_USERNAME ?? '');
});

test('the dashboard shows the real counts', { tag: '@responsive' }, async ({ adminPage, api, isMobile }) => {
  const page = adminPage;
  await page.goto('/admin');
  // On a phone the sidebar is collapsed behind 'Menú'.
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Administración' });
  for (const item of ['Dashboard', 'Posts de Loterías', 'Posts Individuales', 'Scrapers', 'Logs y Estadísticas']) {
    await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  const stats = page.getByRole('region', { name: 'Estadísticas' });
  await expect(stats.getByText(/^\d+\/\d+$/).first()).toBeVisible();
  const counts = (await (await page.request.get('/api/admin/stats')).json()) as {
    activeScrapers: number;
    totalScrapers: number;
  };
  await expect(stats.getByText(`${counts.activeScrapers}/${counts.totalScrapers}`).first()).toBeVisible();
  expect((await api.get('/api/admin/stats')).status()).toBe(401);
});

// The desktop and mobile projects share one server and the switch is global: untagged, so only desktop flips it.
test('the dashboard pauses and resumes automatic scraping', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/admin');
  await expect(page.getByTestId('scraping-status')).toHaveText('En ejecución');
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByTestId('scraping-status')).toHaveText('Detenido');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Scraping automático detenido' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Actividad Reciente' });
  await expect(
    activity.getByRole('listitem').filter({ hasText: 'Scraping automático detenido' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByTestId('scraping-status')).toHaveText('En ejecución');
});

test(
  'logout ends the session and returns to the login screen',
  { tag: '@responsive' },
  async ({ adminPage, isMobile }) => {
    const page = adminPage;
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { name: 'Logs y Estadísticas' })).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Logout exitoso')).toBeVisible();
    expect((await page.request.get('/api/admin/user')).status()).toBe(401);
  },
);

test('the logs screen lists the real log and filters it on the server', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/admin/logs');
  await expect(page.getByRole('cell', { name: 'login', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('logs-total')).not.toHaveText('0 registros');
  await page.getByLabel('Usuario').fill('nadie');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByTestId('logs-total')).toHaveText('0 registros');
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', /username=nadie/);
});

test(
  'the password change screen refuses a password that is easy to guess, in Spanish, before sending it',
  { tag: '@responsive' },
  async ({ adminPage, isMobile }) => {
    const page = adminPage;
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/admin');
    if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/admin\/password$/);
    await expect(page.getByRole('heading', { name: 'Cambia tu contraseña' })).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/password')) sent.push(request.method());
    });
    await page.getByLabel('Contraseña actual').fill(process.env.ADMIN_PASSWORD ?? '');
    await page.getByLabel('Nueva contraseña').fill('admin12345');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const message = page.getByText(/^La contraseña es demasiado fácil de adivinar: .+/);
    await expect(message).toBeVisible();
    await expect(message).toBeInViewport();
    await expect(page.getByLabel('Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  },
);
