/**
 * Who renders the share images in this process (decision 076). By default the request's own thread renders
 * (satori + resvg, loaded on the first image): Vercel functions and `astro dev`. `scripts/start.ts` installs a
 * worker pool instead (`src/server/og/pool.ts`), which renders off the event loop and refuses work past its queue.
 * The choice lives on `globalThis`, so the copy of this module bundled into the Astro build sees what start.ts set.
 */
import type { Node } from './layout.ts';

/** Renders share images to PNG bytes. */
export interface ImageRenderer {
  /** Whether renders run off the event loop: only then are the images of new draws rendered ahead (render-ahead.ts). */
  readonly offThread: boolean;
  /**
   * A turn for one image request (its database read and render): resolves with the function that ends the turn once
   * the request may go on; null when too many wait already (the route answers 503 without reading the database).
   */
  admit(): Promise<() => void> | null;
  /** The PNG of `image`, or null when the renderer is too busy to take it (the route answers 503). */
  render(image: Node): Promise<Uint8Array<ArrayBuffer>> | null;
}

/** Renders on the calling thread, with no cap: one image per Vercel function instance at a time in practice. */
const inlineRenderer: ImageRenderer = {
  offThread: false,
  admit: () => Promise.resolve(() => {}),
  render: async (image) => (await import('./render.ts')).renderPng(image),
};

const SHARED = Symbol.for('gana-mas.og-renderer');
type Holder = { [SHARED]?: ImageRenderer };

/** Makes `renderer` the process's image renderer (`scripts/start.ts`: the worker pool). */
export function installImageRenderer(renderer: ImageRenderer): void {
  (globalThis as Holder)[SHARED] = renderer;
}

/** The process's image renderer: the installed one, else the inline one. */
export function imageRenderer(): ImageRenderer {
  return (globalThis as Holder)[SHARED] ?? inlineRenderer;
}
