/**
 * The share images of new draws, rendered when a scrape stores them (decision 076), so the first visitor or crawler
 * to ask gets bytes without a render. Only where renders run off the event loop (the worker pool of `npm start`): on
 * Vercel the function that stores a draw is not the one that serves its image, and the CDN keeps the first render.
 * The images wait by path (`/og/{game}/{date}.png?v={version}`) in a small LRU on `globalThis` (the copy of this
 * module bundled with the route and the one the scrape runs share it); a corrected draw changes the version, so a
 * stale image is never answered.
 */
import { LRUCache } from 'lru-cache';
import { gameById, operatorOf } from '../../lib/catalogue/index.ts';
import { drawImageFor } from '../../lib/draw-image.ts';
import type { ServiceContext } from '../services/context.ts';
import { gameDay } from '../services/draw-dates.ts';
import { imageRenderer } from './renderer.ts';

/** Bytes the images rendered ahead may take (a draw image is about 60-90 KB). */
const MAX_BYTES = 8 * 1024 * 1024;
const SHARED = Symbol.for('gana-mas.og-ready');
type Holder = { [SHARED]?: LRUCache<string, Uint8Array<ArrayBuffer>> };

const ready = () =>
  ((globalThis as Holder)[SHARED] ??= new LRUCache({ maxSize: MAX_BYTES, sizeCalculation: (png) => png.byteLength }));

/** The PNG rendered ahead for the image path `path` (with its `?v=`), if any. */
export const readyImage = (path: string): Uint8Array<ArrayBuffer> | undefined => ready().get(path);

/** A stored draw: its game id and draw date ("YYYY-MM-DD"). */
interface StoredDraw {
  gameId: string;
  drawDate: string;
}

/**
 * Renders the image of each day of `draws` (one at a time, off the event loop; the host shown is
 * `ctx.config.SITE_URL`'s) and keeps it for its first request.
 * Does nothing when the renderer is inline; skips a day under review (it has no image) and stops when the renderer is
 * busy (those images render on their first request). Never throws: a failure is logged.
 * @returns the paths rendered.
 */
export async function renderNewDrawImages(ctx: ServiceContext, draws: readonly StoredDraw[]): Promise<string[]> {
  const renderer = imageRenderer();
  const rendered: string[] = [];
  if (!renderer.offThread) return rendered;
  try {
    const { drawImage } = await import('./layout.ts');
    const host = new URL(ctx.config.SITE_URL).host;
    for (const key of new Set(draws.map((d) => `${d.gameId}/${d.drawDate}`))) {
      const [gameId = '', date = ''] = key.split('/');
      const game = gameById(gameId);
      if (!game) continue;
      const day = await gameDay(ctx, game.id, date);
      const path = drawImageFor(game.id, date, day.records, day.underReview);
      if (!path || ready().has(path)) continue;
      const png = await renderer.render(drawImage(game, operatorOf(game), date, day.records, host));
      if (!png) break;
      ready().set(path, png);
      rendered.push(path);
    }
  } catch (error) {
    console.error('[og] rendering the images of new draws failed:', error);
  }
  return rendered;
}
