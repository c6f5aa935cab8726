/**
 * The installable app (decision 058): the web manifest and its icons, /sw.js and its headers, the service worker
 * keeping the last home it saw for offline reloads with 'Sin conexión: resultados de {hora}', Chromium's own
 * installability check, and the home banner's 'Instalar' button on `beforeinstallprompt`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { offlineNoteText } from '../../src/sw/offline-note.ts';
import { expect, test } from './fixtures.ts';
import { ballsIn, homeCard } from './helpers.ts';

// Every other spec blocks service workers (playwright.config.ts).
// The service worker's Cache Storage and the offline switch outlive a reused context (decision 071): a fresh one.
test.use({ serviceWorkers: 'allow', reuseContext: false });

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height of a PNG, read from its IHDR chunk; throws when `bytes` is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE || bytes.subarray(12, 16).toString() !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Waits until the service worker is active and controls `page` (it claims open pages as it activates). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** Whitespace as one plain space (Chromium and Node may write the spaces of "9:50 a. m." differently). */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

test(
  'the web manifest has the installable fields and PNG icons of their stated sizes',
  { tag: '@http' },
  async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Gana Más: resultados de lotería',
      short_name: 'Gana Más',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-DO',
      theme_color: '#002d62',
      background_color: '#f8fafc',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const badge = pngSize(await (await request.get('/icons/badge-96.png')).body());
    expect(badge).toEqual({ width: 96, height: 96 });
  },
);

test(
  'pages link the manifest; /sw.js is served no-cache; the CSP allows the worker and the manifest',
  {
    tag: '@http',
  },
  async ({ request }) => {
    const home = await request.get('/');
    const html = await home.text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#002d62" media="(prefers-color-scheme: light)">');
    const csp = home.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // The precache list was injected by the build: the offline page and the icons are in it.
    const code = await sw.text();
    expect(code).not.toContain('self.__WB_MANIFEST');
    expect(code).toContain('"sin-conexion/index.html"');
    expect(code).toContain('"icons/icon-maskable-512.png"');
    expect(code).not.toMatch(/"_astro\/AdminApp\.[^"]+\.js"/);
  },
);

test.describe('offline', () => {
  test(
    'offline, the home reloads with the last results it saw and the note of when they were fetched',
    {
      tag: '@responsive',
    },
    async ({ page, context, consoleErrors }) => {
      // Offline, islands that refresh their data fail to reach /api: the page keeps what it shows.
      consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
      await page.setViewportSize({ width: test.info().project.name === 'mobile' ? 390 : 1280, height: 900 });
      await page.goto('/');
      await serviceWorkerControls(page);
      // The first answer came before the worker: this reload is the one it keeps.
      const before = Date.now();
      await page.reload();
      const after = Date.now();
      await expect(page.locator('[data-offline-note]')).toHaveCount(0);
      const fetchedAt = await page.evaluate(async () => {
        const cached = await (await caches.open('pages')).match('/');
        return cached?.headers.get('x-sw-fetched-at') ?? null;
      });
      expect(fetchedAt).not.toBeNull();
      const stamp = Date.parse(fetchedAt ?? '');
      expect(stamp).toBeGreaterThanOrEqual(before - 1000);
      expect(stamp).toBeLessThanOrEqual(after + 1000);

      await context.setOffline(true);
      try {
        await page.reload();
        const note = page.getByRole('status').filter({ hasText: 'Sin conexión' });
        await expect(note).toBeVisible();
        expect(spaced(await note.innerText())).toBe(spaced(offlineNoteText(fetchedAt ?? '')));
        await expect(page.locator('#resultados a[data-game]')).toHaveCount(42);
        await expect(ballsIn(homeCard(page, 'quiniela-leidsa'))).toHaveText(['33', '29', '86']);

        // A page it never saw: the precached offline page.
        await page.goto('/powerball');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
      } finally {
        await context.setOffline(false);
      }
    },
  );
});

// Chromium's own check (what Lighthouse's former installable-manifest audit read), in a persistent profile:
// Playwright's usual contexts are incognito, which Chromium never offers to install from.
test('Chromium finds the site installable: manifest without errors, no installability errors', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await serviceWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test(
  'the home banner offers Instalar when the browser fires beforeinstallprompt',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('section').filter({ hasText: 'Guarda Gana Más en tu teléfono' });
    const install = banner.getByRole('button', { name: 'Instalar' });
    await expect(install).toBeHidden();
    // A synthetic event with a stubbed prompt(): Chromium fires the real one only when its engagement rules allow.
    const prevented = await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.body.dataset.prompted = 'yes';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await expect(install).toBeVisible();
    await install.click();
    await expect(page.locator('body')).toHaveAttribute('data-prompted', 'yes');
    await expect(install).toBeHidden();
  },
);
