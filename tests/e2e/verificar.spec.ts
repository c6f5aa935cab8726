/**
 * '¿Gané?' /verificar on the bundled history (Quiniela Leidsa's newest draw, 2026-08-21: 33 29 86; Super Palé
 * Leidsa 33 53; Powerball 2026-08-19: 61 21 64 10 58 PB 17): the form island at 390 and 1280 px (game search, one
 * numeric field per number, paste splitting, result and share link), axe, and the plain form GET without JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, hydrateOnIntent, island } from './helpers.ts';

const numberFields = (page: Page): Locator =>
  page.getByRole('group', { name: 'Números del boleto' }).getByRole('textbox');
const plays = (page: Page): Locator => page.getByRole('list', { name: 'Jugadas ganadas' }).getByRole('listitem');
/** The values of the ticket's number fields, in order. */
const fieldValues = (page: Page) =>
  numberFields(page).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
const winning = (page: Page): Locator => page.getByRole('list', { name: 'Números ganadores' }).getByRole('listitem');

/** Pastes `text` into `field` as a visitor's clipboard would. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

for (const width of [390, 1280]) {
  test(
    `at ${width} px: search a game, paste a ticket, see the plays won and share them`,
    { tag: '@responsive' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/verificar');
      await hydrateOnIntent(page, 'TicketForm');
      await page.getByRole('combobox', { name: 'Buscar juego' }).fill('quiniela lei');
      await page
        .getByRole('listbox', { name: 'Sugerencias' })
        .getByRole('option', { name: /^Quiniela Leidsa/ })
        .click();
      await expect(page.getByRole('combobox', { name: 'Juego', exact: true })).toHaveValue('quiniela-leidsa');
      await expect(numberFields(page)).toHaveCount(5);
      await expect(numberFields(page).first()).toHaveAttribute('inputmode', 'numeric');
      await paste(numberFields(page).first(), '86-29-33');
      await expect.poll(() => fieldValues(page)).toEqual(['86', '29', '33', '', '']);
      await page.getByRole('button', { name: '¿Gané?' }).click();

      await expect(page).toHaveURL(/\/verificar\?game=quiniela-leidsa&date=&numbers=86&numbers=29&numbers=33/);
      await expect(page.getByRole('heading', { name: '¡Ganaste!' })).toBeVisible();
      await expect(page.getByTestId('ticket-result')).toContainText('viernes, 21 de agosto de 2026');
      await expect(winning(page)).toHaveText([/^33/, /^29/, /^86/]);
      await expect(winning(page).locator('[data-hit]')).toHaveCount(3);
      await expect(plays(page)).toHaveCount(7);
      await expect(plays(page).last()).toContainText('Tripleta');
      await expect(plays(page).filter({ hasText: 'Palé 2da y 3ra' })).toHaveCount(1);
      const share = page.getByRole('link', { name: 'Compartir por WhatsApp' });
      const href = (await share.getAttribute('href')) ?? '';
      expect(href.startsWith('https://wa.me/?text=')).toBe(true);
      const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
      expect(text).toContain('Tripleta: Tripleta');
      expect(text).toMatch(/\/verificar\?game=quiniela-leidsa&date=2026-08-21&numbers=86-29-33$/);
      const box = await page.getByRole('button', { name: '¿Gané?' }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    },
  );
}

/** Holds the form island's module until `release()`: what a slow network does to a visitor who acts at once. */
async function holdTicketForm(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/TicketForm.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

for (const width of [390, 1280]) {
  test(
    `at ${width} px: a game chosen and a number typed before the form hydrates are kept, and the answer is for that game`,
    { tag: '@responsive' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const form = await holdTicketForm(page);
      await page.goto('/verificar');
      const select = page.getByRole('combobox', { name: 'Juego', exact: true });
      await expect(select).toHaveValue('gana-mas');
      await select.selectOption('super-pale-leidsa');
      await numberFields(page).first().fill('53');
      form.release();
      await expect(page.getByRole('combobox', { name: 'Buscar juego' })).toBeVisible();
      await expect(island(page, 'TicketForm').and(page.locator('[ssr]'))).toHaveCount(0);

      await expect(select).toHaveValue('super-pale-leidsa');
      await expect(numberFields(page)).toHaveCount(2);
      await expect.poll(() => fieldValues(page)).toEqual(['53', '']);
      await numberFields(page).nth(1).fill('33');
      await page.getByRole('button', { name: '¿Gané?' }).click();
      await expect(page).toHaveURL(/\/verificar\?game=super-pale-leidsa&date=&numbers=53&numbers=33$/);
      await expect(page.getByRole('heading', { name: '¡Ganaste!' })).toBeVisible();
      await expect(page.getByTestId('ticket-result')).toContainText(
        'Super Palé, sorteo del viernes, 21 de agosto de 2026',
      );
      await expect(plays(page)).toHaveText([/Super Palé\s*Super Palé/]);
    },
  );
}

test('typing two digits moves to the next field; a losing ticket says so', async ({ page }) => {
  await page.goto('/verificar?game=super-pale-leidsa');
  await hydrateOnIntent(page, 'TicketForm');
  await expect(numberFields(page)).toHaveCount(2);
  await numberFields(page).first().pressSequentially('33');
  await expect(numberFields(page).nth(1)).toBeFocused();
  await page.keyboard.type('29');
  await page.getByRole('button', { name: '¿Gané?' }).click();
  await expect(page.getByRole('heading', { name: 'Esta vez no' })).toBeVisible();
  await expect(page.getByText('Tu boleto no tiene premio en este sorteo.')).toBeVisible();
  await expect(winning(page)).toHaveText([/^33/, /^53/]);
  await expect(winning(page).locator('[data-hit]')).toHaveCount(1);
});

test('the game page links the checker with its game chosen', async ({ page }) => {
  await page.goto('/quiniela-pale-leidsa');
  await page.getByRole('link', { name: '¿Gané? Verifica tu boleto' }).first().click();
  await expect(page).toHaveURL(/\/verificar\?game=quiniela-leidsa$/);
  await expect(page.getByRole('combobox', { name: 'Juego', exact: true })).toHaveValue('quiniela-leidsa');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test(
  '/verificar with a result has no axe violations at the project width',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/verificar?game=powerball&numbers=10-21-58-1-2-17');
    await hydrateOnIntent(page);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(plays(page)).toHaveText([/Powerball\s*3 números \+ Powerball/]);
    expect(await axeViolations(page)).toEqual([]);
  },
);

test("the rules table links each game's own operator's page, or says the operator publishes none", async ({ page }) => {
  await page.goto('/verificar');
  const table = page.getByRole('table', { name: 'Fuente oficial de las reglas de cada juego' });
  const row = (game: string) => table.getByRole('row').filter({ hasText: game });
  await expect(row('Quiniela Leidsa (Leidsa)').getByRole('link', { name: 'Leidsa' })).toHaveAttribute(
    'href',
    'https://www.leidsa.com/',
  );
  await expect(row('PowerBall')).toContainText('Powerball');
  await expect(row('Quiniela Loteka (Loteka)')).toContainText(
    'Sin enlace a una página de reglas de Loteka: reglas comunes.',
  );
  await expect(row('Gana Más (Lotería Nacional)')).toContainText(
    'Sin enlace a una página de reglas de Lotería Nacional: reglas comunes.',
  );
  await expect(row('Super Palé Real')).toContainText(
    'Sin enlace a una página de reglas de Lotería Real: reglas comunes.',
  );
  await expect(table.getByRole('link', { name: 'Leidsa' })).toHaveCount(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the form GET answers the result; a whole ticket typed in one field is read',
    { tag: '@responsive' },
    async ({ page }) => {
      await page.goto('/verificar');
      await page.getByRole('combobox', { name: 'Juego', exact: true }).selectOption('super-pale-leidsa');
      await numberFields(page).first().fill('53-33');
      await page.getByRole('button', { name: '¿Gané?' }).click();
      await expect(page).toHaveURL(/game=super-pale-leidsa/);
      await expect(page.getByRole('heading', { name: '¡Ganaste!' })).toBeVisible();
      await expect(plays(page)).toHaveText([/Super Palé\s*Super Palé/]);
      await expect(winning(page)).toHaveText([/^33/, /^53/]);
    },
  );

  test('bad input answers 400 with the reason in Spanish', async ({ page, consoleErrors }) => {
    consoleErrors.expect('status of 400');
    const response = await page.goto('/verificar?game=quiniela-leidsa&numbers=12-12');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'Hay números repetidos: cada número del boleto debe ser distinto.',
    );
    expect(await fieldValues(page)).toEqual(['12', '12', '', '', '']);
  });

  test('a date before 1990 (year 0 too) answers 400 with the reason, its dates in Spanish', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect('status of 400');
    const response = await page.goto('/verificar?game=quiniela-leidsa&date=0000-01-01&numbers=12');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('No hay sorteos antes del lunes, 1 de enero de 1990.');
    await page.goto('/verificar?game=quiniela-leidsa&date=2024-08-15&numbers=12');
    await expect(page.getByRole('alert')).toContainText(
      'Gana Más no tiene el resultado de Quiniela Leidsa del jueves, 15 de agosto de 2024.',
    );
  });
});

test('the result page is never cached and the sitemap lists /verificar', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/verificar?game=powerball&numbers=10,21,58,61,64,17');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toContain('Premio mayor');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/verificar<\/loc>/);
});
