/** Security headers on pages and /api, and a page that still hydrates under its CSP with no violation. */
import { expect, test } from '@playwright/test';
import { historyRows } from './helpers.ts';

const COMMON = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

for (const path of ['/', '/powerball']) {
  test(`page ${path} carries the CSP and the security headers`, { tag: '@http' }, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers).toMatchObject(COMMON);
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.paypal\.com .*'sha256-/);
    expect(csp).toContain('frame-src');
    // Inline style elements and attributes (Radix) are allowed; scripts stay limited to 'self', PayPal and hashes.
    expect(csp).toMatch(/style-src-elem 'self' 'unsafe-inline'(;|$)/);
    expect(csp).toMatch(/style-src-attr 'unsafe-inline'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
}

// /contacto renders on demand (decision 065); the offline page is one of the two pages still prerendered.
for (const path of ['/contacto', '/sin-conexion']) {
  test(`${path} carries the same headers and cannot be framed by another origin`, async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = (await request.get(path)).headers();
    expect(headers).toMatchObject(COMMON);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('meta[http-equiv="content-security-policy" i]')).toHaveCount(0);
    // A page of another origin that tries to frame ours: Chromium refuses to render it inside.
    await page.route('http://otro-sitio.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}${path}"></iframe>` }),
    );
    await page.goto('http://otro-sitio.example/');
    await expect
      .poll(
        () =>
          page
            .frames()
            .find((frame) => frame !== page.mainFrame())
            ?.url() ?? '',
      )
      .toMatch(/^chrome-error:/);
    expect(errors.filter((text) => !/Refused to display|ERR_BLOCKED_BY_RESPONSE/.test(text))).toEqual([]);
  });
}

test('/api/health carries the API CSP and the security headers', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.headers()).toMatchObject({
    ...COMMON,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
});

test('the game page hydrates under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/powerball');
  const rows = historyRows(page);
  await expect(rows).toHaveCount(20);
  // The history hydrates when its button nears the viewport (decision 064), as a visitor reaching it does.
  await page.getByRole('button', { name: 'Cargar más resultados' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Cargar más resultados' }).click();
  await expect(rows).toHaveCount(40);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

for (const path of ['/admin', '/admin/login', '/admin/no-existe', '/api/admin/user', '/api/admin/%zz']) {
  test(`private answer ${path} is never stored by a cache (no-store)`, { tag: '@http' }, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control']).toBe('no-store');
  });
}
