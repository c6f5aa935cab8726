import { expect, test } from './fixtures.ts';
import { ballsIn, E2E_CRON_SECRET, homeCard } from './helpers.ts';

/**
 * A scrape through /api/cron/scrape (as Vercel Cron and the local scheduler call it) against local fake
 * sources: Leidsa's API answers with new draws, every other source is down. The cached pages must show the
 * new draws right after the scrape, and the failing sources must not empty anything.
 */
test.describe.configure({ mode: 'serial' });

test('a scrape that stores new draws invalidates the cached pages', async ({ page, request }) => {
  const first = await page.goto('/quiniela-pale-leidsa');
  expect(first?.headers()['x-astro-cache']).toBe('MISS');
  await expect(ballsIn(page.getByRole('region', { name: 'Resultados Oficiales' }))).toHaveText(['38', '09', '45']);
  const cached = await page.reload();
  expect(cached?.headers()['x-astro-cache']).toBe('HIT');

  const refused = await request.get('/api/cron/scrape');
  expect(refused.status()).toBe(401);
  const scrape = await request.get('/api/cron/scrape', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(scrape.status()).toBe(200);
  const report = (await scrape.json()) as {
    ran: { scraper: string; status: string; created: number; error: string | null }[];
    changedGameIds: string[];
  };
  expect(report.ran).toContainEqual({
    scraper: 'Loterías Dominicanas Leidsa',
    status: 'ok',
    created: 7,
    updated: 0,
    rejected: 0,
    error: null,
  });
  expect(report.ran.filter((r) => r.status === 'error').every((r) => r.error === 'HTTP 503 Service Unavailable')).toBe(
    true,
  );
  expect(report.changedGameIds).toContain('quiniela-leidsa');

  const fresh = await page.goto('/quiniela-pale-leidsa');
  expect(fresh?.headers()['x-astro-cache']).toBe('MISS');
  const latest = page.getByRole('region', { name: 'Resultados Oficiales' });
  await expect(latest).toContainText('viernes, 21 de agosto de 2026');
  await expect(ballsIn(latest)).toHaveText(['33', '29', '86']);

  await page.goto('/');
  await expect(homeCard(page, 'quiniela-leidsa')).toContainText('viernes, 21 de agosto de 2026');
  await expect(homeCard(page, 'powerball')).toContainText('sábado, 11 de julio de 2026');
});
