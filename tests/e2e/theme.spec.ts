/**
 * Light and dark themes (decision 060): axe-core (WCAG 2.1 A/AA, colour contrast included) on the admin in both
 * themes and on a page with ads on the ads server in the dark one; the header's toggle, kept in localStorage and
 * winning over the system preference; the theme set by the head's inline script before the body is parsed, allowed
 * by its CSP hash. At 390 px (`mobile`) and 1280 px (`desktop`). The public templates in both themes are
 * tests/e2e/accessibility.spec.ts.
 */
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { THEME_STORAGE_KEY } from '../../src/lib/theme.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, hydrateAll } from './helpers.ts';

const ADS_PORT = Number(process.env.E2E_PORT ?? 4411) + 3;
const setWidth = (page: Page, isMobile: boolean) =>
  page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });

/** axe's WCAG 2.1 A/AA violations of the page, as `rule: targets` lines; ad frames' insides are not ours. */
const violations = (page: Page) => axeViolations(page, 'iframe[data-ad-frame]');

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Tema oscuro' });
const bodyBackground = (page: Page) => page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);

test.describe('dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test(
    'the theme is set in <head> before the body, by the inline script alone',
    { tag: '@responsive' },
    async ({ page, api, consoleErrors }) => {
      const html = await (await api.get('/powerball')).text();
      const head = html.slice(0, html.indexOf('<body'));
      const firstScript = /<script(?<attributes>[^>]*)>(?<text>[^<]*)<\/script>/.exec(head);
      expect(firstScript?.groups?.text).toContain("setAttribute('data-theme'");
      // A classic inline script, parsed before any stylesheet or body content: it runs before the first paint.
      expect(firstScript?.groups?.attributes).toBe('');
      expect(head.indexOf(firstScript?.[0] ?? '?')).toBeLessThan(head.search(/<link[^>]+stylesheet|<style/));

      // With every bundled script refused, the page still opens dark: only the head script sets the theme.
      // The islands then fail to load or hydrate, as the browser reports.
      consoleErrors.allow(/\/_astro\/[^ ]+\.js/);
      await page.route('**/_astro/*.js', (route) => route.abort());
      await page.goto('/powerball', { waitUntil: 'domcontentloaded' });
      expect(await theme(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe('rgb(11, 18, 32)');
    },
  );

  test('an explicit light choice wins over the dark system preference', { tag: '@responsive' }, async ({ page }) => {
    await page.goto('/horarios');
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await bodyBackground(page)).not.toBe('rgb(11, 18, 32)');
  });
});

test(
  'the toggle switches to dark and the choice holds across reloads and pages',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await setWidth(page, isMobile);
    await page.goto('/');
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    const light = await bodyBackground(page);

    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await bodyBackground(page)).toBe('rgb(11, 18, 32)');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.goto('/contacto');
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    expect(await bodyBackground(page)).toBe(light);
  },
);

test('without a choice the page follows the system preference as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/horarios');
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`admin, ${colorScheme} system preference`, () => {
    test.use({ colorScheme });

    test(
      `the admin login has no axe violations (${colorScheme})`,
      { tag: '@responsive' },
      async ({ page, isMobile, consoleErrors }) => {
        consoleErrors.expect('/api/admin/user');
        await setWidth(page, isMobile);
        await page.goto('/admin/login');
        await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
        expect(await theme(page)).toBe(colorScheme);
        expect(await violations(page)).toEqual([]);
      },
    );

    test(
      `the admin dashboard has no axe violations (${colorScheme})`,
      { tag: '@responsive' },
      async ({ adminPage: page, isMobile }) => {
        await setWidth(page, isMobile);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Actividad reciente' })).toBeVisible();
        expect(await theme(page)).toBe(colorScheme);
        expect(await violations(page)).toEqual([]);
      },
    );
  });
}

test('the admin toggle switches the theme and shares the stored choice', async ({ adminPage: page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/admin');
  const adminToggle = page.getByRole('button', { name: 'Tema oscuro' });
  await expect(adminToggle).toHaveAttribute('aria-pressed', 'false');
  await adminToggle.click();
  await expect(adminToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await theme(page)).toBe('dark');
  await page.goto('/horarios');
  expect(await theme(page)).toBe('dark');
});

test.describe('ads, dark system preference', () => {
  test.use({ colorScheme: 'dark', baseURL: `http://127.0.0.1:${ADS_PORT}` });

  test(
    'a page with ads has no axe violations; the slots follow the theme, the frames keep a white canvas',
    {
      tag: '@responsive',
    },
    async ({ page, isMobile, consoleErrors }) => {
      // The isolation probe's inline script is refused by the CSP its frame inherits (decision 037).
      consoleErrors.allow(/Executing inline script violates the following Content Security Policy directive/);
      await setWidth(page, isMobile);
      await page.goto('/leidsa-resultado-loteria-de-hoy');
      await hydrateAll(page);
      const frames = page.locator('aside[data-ad-static] iframe[data-ad-frame]');
      await expect(frames).toHaveCount(3);
      for (const frame of await frames.all()) {
        expect(await frame.evaluate((f) => getComputedStyle(f).backgroundColor)).toBe('rgb(255, 255, 255)');
      }
      expect(await violations(page)).toEqual([]);
    },
  );
});

test(
  'the CSP allows the served theme script by its hash, on demand and prerendered',
  { tag: '@http' },
  async ({ api }) => {
    for (const path of ['/', '/powerball', '/contacto', '/terminos', '/esta-pagina-no-existe']) {
      const response = await api.get(path);
      const text = /<script>([^<]*)<\/script>/.exec(await response.text())?.[1];
      expect(text, path).toContain('data-theme');
      const hash = `sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}`;
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(scriptSrc?.split(' '), path).toContain(`'${hash}'`);
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    }
  },
);
