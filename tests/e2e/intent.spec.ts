/**
 * `client:intent` islands (decision 033): the home, operator and game pages open without their islands' React;
 * the header, the hero search and the live results load it when a visitor reaches for them (the results' HTML is
 * kept up to date by the live page script until then, decision 088), and a press made before React arrives is not
 * lost.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { installClock, island } from './helpers.ts';
import { FAVOURITES_KEY } from '../../src/lib/favourites.ts';

/** Holds the island's component module until `release()`: React arrives after the visitor's first press. */
async function holdIsland(page: Page, component: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${component}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The paths of the scripts `page` requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Pages whose live island waits for intent: the island, and the route it and the live page script read. */
const LIVE_PAGES = [
  { path: '/', component: 'HomeGrid', refresh: '/api/lottery/home' },
  { path: '/leidsa-resultado-loteria-de-hoy', component: 'ResultsList', refresh: '/api/lottery/operators/leidsa' },
  { path: '/powerball', component: 'LatestResult', refresh: '/api/lottery/games/powerball/history?limit=1' },
];
for (const { path, component, refresh } of LIVE_PAGES) {
  test(`${path} opens without its ${component} script, keeps it out as its HTML ages (the live script reads the route instead) and hydrates it on intent`, async ({
    page,
    consoleErrors,
  }) => {
    const scripts = recordScripts(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(refresh)) reads.push(request.url());
    });
    await installClock(page, consoleErrors);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The live page script reads the island's route as the page opens (decision 088).
    expect(reads).toHaveLength(1);
    // Ten minutes on, its HTML has aged: React still stays away (before decision 088 it came after one minute).
    await page.clock.runFor(600_000);
    await expect.poll(() => reads.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => script.includes(`/${component}.`))).toEqual([]);
    await expect(island(page, component)).toHaveAttribute('ssr');

    // A visitor reaching for it hydrates it.
    await island(page, component).dispatchEvent('pointerover');
    await expect(island(page, component)).not.toHaveAttribute('ssr');
    expect(scripts.some((script) => script.includes(`/${component}.`))).toBe(true);
  });
}

test("the home loads no island script as it opens, only the ad script (impression counter and its typed API client, frame sizer), the theme toggle, the cards' completion, the search miss note and the live page script", async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  await installClock(page, consoleErrors);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter(
      (path) =>
        !/\/(AdSlot\.astro_astro_type_script_index_0_lang|ThemeToggle\.astro_astro_type_script_index_0_lang|HomePage\.astro_astro_type_script_index_0_lang|LiveRegion\.astro_astro_type_script_index_0_lang|home-cards|search-message|theme|format|dates|refresh|ad-events|ad-frame-size|api-client|preload-helper)\./.test(
          path,
        ),
    ),
  ).toEqual([]);
  await expect(island(page, 'HomeGrid')).toHaveAttribute('ssr');
});

/** Records the page's layout shifts whose moved nodes sit in the home grid (Chromium's Layout Instability API). */
const recordGridShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { gridShifts: string[] }).gridShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[]; value: number }[]) {
        const moved = entry.sources.filter(({ node }) => node instanceof Element && node.closest('.cards'));
        if (moved.length > 0)
          shifts.push(
            `${entry.value}: ${moved.map(({ node }) => (node as Element).outerHTML.slice(0, 80)).join(', ')}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

test(
  "the home cards' star, 'Compartir' and countdown titles come from the browser, work before React and move nothing",
  { tag: '@responsive' },
  async ({ page, request }) => {
    // The server HTML has none of them (decision 066), every card still has its link, name, numbers and date.
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-favourite');
    expect(html).not.toContain('Compartir</span>');
    expect(html.match(/<a href="[^"]*" data-game="/g)).toHaveLength(42);
    expect(html).not.toMatch(/data-next-draw="">Próximo sorteo en <time [^>]*title=/);

    await recordGridShifts(page);
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    const grid = await holdIsland(page, 'HomeGrid');
    await page.goto('/');
    const cell = page.locator('#resultados a[data-game="powerball"]').locator('xpath=..');
    const star = cell.getByRole('button', { name: 'Agregar a Mis loterías: PowerBall' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveAttribute('title', 'Agregar a Mis loterías');
    await expect(cell.getByRole('button', { name: 'Compartir' })).toBeVisible();
    // Every card has its star, every card with a draw its 'Compartir', every countdown its instant as a title.
    await expect(page.locator('#resultados button[data-favourite]')).toHaveCount(42);
    await expect(page.locator('#resultados .cards > div > div > .share')).toHaveCount(
      await page.locator('#resultados .card > .when').count(),
    );
    const countdowns = page.locator('#resultados .card > [data-next-draw] > time');
    expect(await countdowns.count()).toBeGreaterThan(0);
    for (const title of await countdowns.evaluateAll((all) => all.map((t) => t.getAttribute('title'))))
      expect(title).toMatch(/^\d{1,2} \p{L}{3} \d{4}, \d{1,2}:\d\d\s[ap]\.\s?m\.$/u);

    // Pressed before React has arrived, the star pins the game once it has; 'Compartir' then opens its menu.
    await star.click();
    await expect(island(page, 'HomeGrid')).toHaveAttribute('ssr');
    grid.release();
    await expect(island(page, 'HomeGrid')).not.toHaveAttribute('ssr');
    await expect(cell.getByRole('button', { name: 'Quitar de Mis loterías: PowerBall' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBe('["powerball"]');
    await cell.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { gridShifts: string[] }).gridShifts)).toEqual([]);
  },
);

// The operator menus show from 1024 px: untagged, so on the desktop project only.
test.describe('desktop', () => {
  test('a click on an operator menu before React has arrived opens it once it has', async ({ page }) => {
    const header = await holdIsland(page, 'HeaderNav');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Loterías' }).getByRole('button', { name: 'Leidsa' }).click();
    await expect(island(page, 'HeaderNav')).toHaveAttribute('ssr');
    header.release();
    // React arriving can take seconds on a loaded CI machine: wait for it apart, so a lost press fails below.
    await expect(island(page, 'HeaderNav')).not.toHaveAttribute('ssr', { timeout: 15_000 });
    await expect(
      page.getByRole('menuitem', { name: 'Ver todas - Leidsa' }),
      'the press replayed after hydration opens the menu',
    ).toBeVisible();
  });
});

// The drawer replaces the menus below 1024 px: a phone-only test.
test.describe('phone', { tag: '@phone' }, () => {
  test('a tap on Menú before React has arrived opens the drawer once it has', async ({ page }) => {
    const header = await holdIsland(page, 'HeaderNav');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menú' }).tap();
    header.release();
    await expect(island(page, 'HeaderNav')).not.toHaveAttribute('ssr', { timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Menú' }), 'the tap replayed after hydration opens it').toBeVisible();
  });
});

test('text typed in the home search before React has arrived gets its suggestions', async ({ page }) => {
  const search = await holdIsland(page, 'HeroSearch');
  await page.goto('/');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Busca tu lotería' });
  await box.pressSequentially('leid');
  await expect(island(page, 'HeroSearch')).toHaveAttribute('ssr');
  search.release();
  await expect(page.getByRole('search').getByRole('option').first()).toHaveText('LeidsaCategoría de lotería');
  await box.press('Enter');
  await expect(page).toHaveURL('/leidsa-resultado-loteria-de-hoy');
});

test('text typed in the contact form before React has arrived is kept and sent', async ({ page }) => {
  const form = await holdIsland(page, 'ContactForm');
  await page.goto('/contacto');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Nombre completo').pressSequentially('Ana Pérez');
  await field('Correo electrónico').pressSequentially('ana@example.com');
  await expect(island(page, 'ContactForm')).toHaveAttribute('ssr');
  form.release();
  await expect(island(page, 'ContactForm')).not.toHaveAttribute('ssr');
  await field('Mensaje').fill('Hola.');
  const submit = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect(submit).toBeEnabled();
  const [request] = await Promise.all([page.waitForRequest('**/api/contacto'), submit.click()]);
  expect(request.postDataJSON()).toMatchObject({ nombre: 'Ana Pérez', email: 'ana@example.com', mensaje: 'Hola.' });
});

test('a choice ticked and text typed in the order form before React has arrived are kept', async ({ page }) => {
  const form = await holdIsland(page, 'AdOrderForm');
  await page.goto('/anunciar');
  // Held until React arrives (a controlled box ticked now would be unticked by hydration), then applied.
  await page.locator('input[name="positions"][value="header-banner"]').click();
  await page.getByRole('textbox', { name: 'Nombre de la empresa' }).pressSequentially('Banca Temprana');
  await expect(island(page, 'AdOrderForm')).toHaveAttribute('ssr');
  form.release();
  await expect(island(page, 'AdOrderForm')).not.toHaveAttribute('ssr');
  await page.locator('input[name="pageType"][value="homepage"]').check();
  await page.locator('input[name="duration"][value="30"]').check();
  // The total counts the position ticked before hydration: 5.63 x 1.2 x 30, -10% = US$182.
  await expect(page.getByTestId('order-total')).toHaveText('US$182');
  await expect(page.locator('input[name="positions"][value="header-banner"]')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue('Banca Temprana');
});

test(
  'the game page opens without its history script, which loads when the history nears the viewport',
  {
    tag: '@responsive',
  },
  async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/powerball');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes('/HistoryPanel.'))).toEqual([]);
    await expect(island(page, 'HistoryPanel')).toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Cargar más resultados' }).scrollIntoViewIfNeeded();
    await expect(island(page, 'HistoryPanel')).not.toHaveAttribute('ssr');
    await expect(page.getByRole('button', { name: 'Cargar más resultados' })).toBeEnabled();
  },
);
