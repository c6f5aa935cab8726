import { expect, test, type Page } from '@playwright/test';
import { hydrateOnIntent } from './helpers.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openForm(page: Page) {
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  const submit = page.getByRole('button', { name: 'Enviar mensaje' });
  await submit.scrollIntoViewIfNeeded();
  // The form hydrates on intent (decision 064): a pointer over it loads React.
  await hydrateOnIntent(page, 'ContactForm');
  await expect(submit).toBeEnabled();
  return submit;
}

async function fillValid(page: Page) {
  await field(page, 'Nombre completo').fill('Prueba Playwright');
  await field(page, 'Correo electrónico').fill('prueba@example.com');
  await field(page, 'Teléfono').fill('809-555-0123');
  await page.getByRole('combobox', { name: 'Tipo de mensaje' }).click();
  await page.getByRole('option', { name: 'Sugerencia' }).click();
  // The choice closes the list; a press on the page before it is gone can land on the closing layer, not the form.
  await expect(page.getByRole('listbox')).toBeHidden();
  await field(page, 'Asunto').fill('Una idea');
  await field(page, 'Mensaje').fill('Me gustaría ver el historial de Gana Más por mes.');
}

test.describe('contact form', () => {
  test('an empty submit shows each required field error next to its field', async ({ page }) => {
    const submit = await openForm(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contacto')) posted = true;
    });
    await submit.click();
    for (const [label, message] of [
      ['Nombre completo', 'Escribe tu nombre.'],
      ['Correo electrónico', 'Escribe tu correo electrónico.'],
      ['Mensaje', 'Escribe tu mensaje.'],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Campos requeridos')).toBeVisible();
    await expect(page.getByText('Por favor completa todos los campos obligatorios.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('an issue the server returns is shown next to its field', async ({ page }) => {
    const submit = await openForm(page);
    await page.route('**/api/contacto', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'bad_request',
            message: 'Revise los campos marcados.',
            issues: [{ path: ['email'], message: 'Este correo no recibe mensajes.' }],
          },
        }),
      }),
    );
    await fillValid(page);
    const answered = page.waitForResponse('**/api/contacto');
    await submit.click();
    await answered;
    await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription('Este correo no recibe mensajes.');
    await expect(field(page, 'Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Correo electrónico')).toBeFocused();
    await expect(page.getByText('Error al enviar')).toBeVisible();
    await expect(page.getByText('Revise los campos marcados.')).toBeVisible();
    await expect(field(page, 'Nombre completo')).toHaveValue('Prueba Playwright');
  });

  test('a valid submit stores the message, shows the success toast and resets the form', async ({ page }) => {
    const submit = await openForm(page);
    await fillValid(page);
    const [response] = await Promise.all([page.waitForResponse('**/api/contacto'), submit.click()]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      nombre: 'Prueba Playwright',
      email: 'prueba@example.com',
      telefono: '809-555-0123',
      asunto: 'Una idea',
      mensaje: 'Me gustaría ver el historial de Gana Más por mes.',
      tipo: 'sugerencia',
      sitio_web: '',
    });
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    await expect(page.getByText('Mensaje enviado')).toBeVisible();
    await expect(page.getByText('Hemos recibido tu mensaje. Te contactaremos pronto.')).toBeVisible();
    await expect(field(page, 'Nombre completo')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Tipo de mensaje' })).toHaveText('Consulta general');
  });
});
