/**
 * Sitemap index of the pages by date (robots.txt names it beside the build's sitemap-index.xml): the day pages'
 * sitemap and one sitemap per game with stored draws. Cached under the draws tag; 503 when the database is down.
 */
import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/sitemap.ts';
import { gamesWithHistoryData } from '../server/page-data.ts';
import { xmlAnswer } from '../server/sitemap-answer.ts';

export const prerender = false;

export const GET: APIRoute = async ({ cache, site, url }) => {
  const headers = new Headers();
  const games = await gamesWithHistoryData({ cache, response: { headers } });
  const origin = site ?? url.origin;
  const files = games && ['resultados', ...games.map((game) => game.id)];
  return xmlAnswer(
    files && sitemapIndexXml(files.map((name) => new URL(`/sitemap-sorteos/${name}.xml`, origin).href)),
    headers,
  );
};
