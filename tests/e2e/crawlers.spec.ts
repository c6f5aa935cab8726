import { expect, test } from './fixtures.ts';
import { catalogueRoutes, GAMES } from '../../src/lib/catalogue/index.ts';
import { hasStats, statsPath } from '../../src/lib/stats.ts';
import { STATIC_ROUTES } from '../../src/lib/slug-map.ts';

test(
  'robots.txt points at the sitemap, which lists the home, every catalogue page, the statistics pages and the static pages',
  { tag: '@http' },
  async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
    expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(new Set(locs).size).toBe(locs.length);
    const gamePages = [...catalogueRoutes(), ...GAMES.filter(hasStats).map(statsPath)];
    expect(locs).toEqual(expect.arrayContaining(['/', ...gamePages]));
    const others = locs.filter((path) => path !== '/' && !gamePages.includes(path));
    expect(others).toEqual(expect.arrayContaining(['/contacto', '/terminos', '/privacidad', '/blog']));
    expect(STATIC_ROUTES).toEqual(expect.arrayContaining(others));
  },
);

test(
  'every page of the sitemap answers 200 with its own absolute canonical and valid JSON-LD',
  { tag: '@http' },
  async ({ request }) => {
    test.setTimeout(120_000);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''));
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) {
      const response = await request.get(url.pathname, { maxRedirects: 0 });
      expect([url.pathname, response.status()]).toEqual([url.pathname, 200]);
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect([url.pathname, canonical]).toEqual([url.pathname, url.href]);
      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
      const graph = (JSON.parse(jsonLd) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']);
      expect([url.pathname, graph.slice(0, 2)]).toEqual([url.pathname, ['WebSite', 'Organization']]);
      if (url.pathname !== '/')
        expect([url.pathname, graph]).toEqual([url.pathname, expect.arrayContaining(['BreadcrumbList'])]);
    }
  },
);
