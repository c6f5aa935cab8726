/**
 * The one-time login link at the login page (decision 079), at 390 and 1280 px: '¿Bloqueado?' asks for a link and
 * answers the same whether or not the account exists; a page opened from a link uses it only on a click, and a
 * link that does not work says so and leaves the address without its token. (The link that works is covered by
 * api/_hono/routes/admin-login-limits.test.ts: the e2e server prints its mail to the console.)
 */
import { expect, test } from './fixtures.ts';

const SENT =
  'Si la cuenta existe y tiene un correo registrado, te enviamos un enlace de acceso. Ábrelo en los próximos 15 minutos; sirve una sola vez.';

test(
  'asks for a login link with the same answer for any username',
  { tag: '@responsive' },
  async ({ page, consoleErrors }) => {
    consoleErrors.expect('/api/admin/user');
    for (const username of [process.env.ADMIN_USERNAME ?? '', 'nadie-por-aqui']) {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: '¿Bloqueado? Recibe un enlace de acceso por correo' }).click();
      const form = page.getByRole('form', { name: 'Enlace de acceso por correo' });
      await form.getByRole('button', { name: 'Enviarme un enlace de acceso' }).click();
      await expect(form.getByText('El usuario es obligatorio.')).toBeVisible();
      await form.getByLabel('Usuario').fill(username);
      await form.getByRole('button', { name: 'Enviarme un enlace de acceso' }).click();
      await expect(form.getByRole('status')).toHaveText(SENT);
    }
  },
);

test(
  'a page opened from a link uses it on a click; a used or made-up link says so',
  { tag: '@responsive' },
  async ({ page, consoleErrors }) => {
    consoleErrors.expect('/api/admin/user');
    consoleErrors.expect('/api/admin/login-link/use');
    await page.goto(`/admin/login#enlace=${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Enlace de acceso' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar con el enlace' }).click();
    await expect(page.getByText('El enlace no sirvió')).toBeVisible();
    await expect(page.getByText('El enlace de acceso no es válido, ya se usó o caducó. Pide uno nuevo.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  },
);
