import { expect, test } from './fixtures.ts';
import { catalogueRoutes } from '../../src/lib/catalogue/index.ts';
import { STATIC_ROUTES } from '../../src/lib/slug-map.ts';

test('robots.txt points at the sitemap, which lists the home, every catalogue page and the static pages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs).toEqual(expect.arrayContaining(['/', ...catalogueRoutes()]));
  const others = locs.filter((path) => path !== '/' && !catalogueRoutes().includes(path));
  expect(others).toEqual(expect.arrayContaining(['/contacto', '/terminos', '/privacidad', '/blog']));
  expect(STATIC_ROUTES).toEqual(expect.arrayContaining(others));
});
