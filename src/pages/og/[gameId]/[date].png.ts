/**
 * The share image of a game's draws of one day, `/og/{game id}/{AAAA-MM-DD}.png?v={version}` (1200 x 630 PNG,
 * issue 18 item 2; decision 057). The pages link it with the version of the day's draws (`drawImageFor`), and
 * only that URL is answered `immutable`: a corrected draw changes the version, so the corrected image gets a new
 * URL. Another or no `v` answers 302 to the current URL, a day with a draw under review 302 to the site's default
 * image (both cached 5 minutes); an unknown game, a malformed or future date and a day without a draw are 404;
 * 503 when the database cannot be read. The answer is also kept in the route cache under the game's tags, so a
 * scrape that stores or corrects its draws drops it. Satori and resvg are imported on the first image only.
 * The image is rendered by the process's renderer (decision 076: a worker pool under `npm start`, inline on Vercel)
 * unless a scrape rendered it ahead when it stored the draw. Requests are admitted in turn by the renderer; past its
 * queue they are answered 503 with `Retry-After` (never cached) before the database is read.
 */
import type { APIContext, APIRoute } from 'astro';
import { gameById, operatorOf, type Game } from '../../../lib/catalogue/index.ts';
import { drawImageFor, drawImageVersion } from '../../../lib/draw-image.ts';
import { parsePageDate } from '../../../lib/schemas/page-date.ts';
import { declareQuery, type RouteCache } from '../../../server/cache.ts';
import type { ImageDraw } from '../../../server/og/layout.ts';
import { gameDayPageData } from '../../../server/page-data.ts';
import { readyImage } from '../../../server/og/render-ahead.ts';
import { imageRenderer } from '../../../server/og/renderer.ts';

export const prerender = false;

/** How long (s) a redirect to the current image or to the default one may be cached. */
const REDIRECT_MAX_AGE_S = 300;
const DEFAULT_IMAGE = '/og-default.png';
/** When (s) a request refused by a busy renderer may come back. */
const BUSY_RETRY_AFTER_S = 5;

const redirect = (location: string, headers: Headers) => {
  headers.set('Location', location);
  headers.set('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_S}`);
  return new Response(null, { status: 302, headers });
};

/** The PNG of `game`'s `records` of `date`, or null when the renderer is too busy to take it. */
async function renderImage(game: Game, date: string, records: ImageDraw[], host: string) {
  const { drawImage } = await import('../../../server/og/layout.ts');
  return imageRenderer().render(drawImage(game, operatorOf(game), date, records, host));
}

/** 503 for a request the renderer is too busy to take: come back in BUSY_RETRY_AFTER_S, never stored. */
function busy(cache: RouteCache, headers = new Headers()) {
  cache?.set(false);
  headers.set('Retry-After', String(BUSY_RETRY_AFTER_S));
  headers.set('Cache-Control', 'no-store');
  return new Response('Imagen no disponible', { status: 503, headers });
}

export const GET: APIRoute = async (context) => {
  const game = gameById(context.params.gameId ?? '');
  const date = parsePageDate(context.params.date, new Date());
  if (!game || !date) return new Response('No encontrado', { status: 404 });
  const turn = imageRenderer().admit();
  if (!turn) return busy(context.cache);
  const endTurn = await turn;
  try {
    return await answer(context, game, date);
  } finally {
    endTurn();
  }
};

/** The image of `game`'s draws of `date`, a redirect to its current URL or to the default image, 404 or 503. */
async function answer({ cache, site, url }: APIContext, game: Game, date: string): Promise<Response> {
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
  const png = readyImage(current) ?? (await renderImage(game, date, day.records, new URL(site ?? url.origin).host));
  if (!png) return busy(cache, headers);
  headers.set('Content-Type', 'image/png');
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return new Response(png, { headers });
}
