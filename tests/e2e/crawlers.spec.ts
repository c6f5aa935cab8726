import { expect, test } from '@playwright/test';
import { GAMES, OPERATORS } from '../../src/lib/catalogue/index.ts';

test('robots.txt points at the sitemap, which lists the home and every catalogue page', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs).toHaveLength(1 + OPERATORS.length + GAMES.length);
  expect(locs).toEqual(expect.arrayContaining(['/', '/leidsa-resultado-loteria-de-hoy', '/powerball', '/anguila-noche']));
});
