/**
 * The share image of a game's draws of one day, `/og/{game id}/{AAAA-MM-DD}.png?v={version}` (1200 x 630 PNG,
 * issue 18 item 2; decision 057). The pages link it with the version of the day's draws (`drawImageFor`), and
 * only that URL is answered `immutable`: a corrected draw changes the version, so the corrected image gets a new
 * URL. Another or no `v` answers 302 to the current URL, a day with a draw under review 302 to the site's default
 * image (both cached 5 minutes); an unknown game, a malformed or future date and a day without a draw are 404;
 * 503 when the database cannot be read. The answer is also kept in the route cache under the game's tags, so a
 * scrape that stores or corrects its draws drops it. Satori and resvg are imported on the first image only.
 */
import type { APIRoute } from 'astro';
import { gameById, operatorOf } from '../../../lib/catalogue/index.ts';
import { drawImageFor, drawImageVersion } from '../../../lib/draw-image.ts';
import { parsePageDate } from '../../../lib/schemas/page-date.ts';
import { declareQuery } from '../../../server/cache.ts';
import { gameDayPageData } from '../../../server/page-data.ts';

export const prerender = false;

/** How long (s) a redirect to the current image or to the default one may be cached. */
const REDIRECT_MAX_AGE_S = 300;
const DEFAULT_IMAGE = '/og-default.png';

const redirect = (location: string, headers: Headers) => {
  headers.set('Location', location);
  headers.set('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_S}`);
  return new Response(null, { status: 302, headers });
};

export const GET: APIRoute = async ({ cache, params, site, url }) => {
  const game = gameById(params.gameId ?? '');
  const date = parsePageDate(params.date, new Date());
  if (!game || !date) return new Response('No encontrado', { status: 404 });
  const headers = new Headers();
  const day = await gameDayPageData({ cache, response: { headers } }, game, date);
  // Each `?v=` answers differently (the image or a redirect to it): the cache keys on it.
  declareQuery(headers, ['v']);
  if (!day) {
    headers.set('Retry-After', '60');
    return new Response('Imagen no disponible', { status: 503, headers });
  }
  if (day.records.length === 0) return new Response('No encontrado', { status: 404, headers });
  const current = drawImageFor(game.id, date, day.records, day.underReview);
  if (!current) return redirect(DEFAULT_IMAGE, headers);
  if (url.searchParams.get('v') !== drawImageVersion(day.records)) return redirect(current, headers);
  const [{ drawImage }, { renderPng }] = await Promise.all([
    import('../../../server/og/layout.ts'),
    import('../../../server/og/render.ts'),
  ]);
  const host = new URL(site ?? url.origin).host;
  const png = await renderPng(drawImage(game, operatorOf(game), date, day.records, host));
  headers.set('Content-Type', 'image/png');
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return new Response(png, { headers });
};
