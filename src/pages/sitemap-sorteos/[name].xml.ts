/**
 * A sitemap of pages by date: `resultados.xml` lists the day pages, `{game id}.xml` a game's game-date pages,
 * one URL per stored draw date. Cached under the draws tag (the game's tag for a game); an unknown name is 404,
 * a database failure 503.
 */
import type { APIRoute } from 'astro';
import { gameById } from '../../lib/catalogue/index.ts';
import { urlSetXml } from '../../lib/sitemap.ts';
import { drawDatesData, gameDrawDatesData } from '../../server/page-data.ts';
import { xmlAnswer } from '../../server/sitemap-answer.ts';

export const prerender = false;

export const GET: APIRoute = async ({ cache, params, site, url }) => {
  const name = params.name ?? '';
  const game = gameById(name);
  if (name !== 'resultados' && !game) return new Response('No encontrado', { status: 404 });
  const headers = new Headers();
  const page = { cache, response: { headers } };
  const dates = game ? await gameDrawDatesData(page, game) : await drawDatesData(page);
  const base = game ? game.route : '/resultados';
  const origin = site ?? url.origin;
  return xmlAnswer(dates && urlSetXml(dates.map((date) => new URL(`${base}/${date}`, origin).href)), headers);
};
