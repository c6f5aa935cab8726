/**
 * The ads of the page being rendered: read once per request (every AdSlot of the page shares the read). The
 * middleware tags every page with the ads tag, so an ad change drops the cached page. When the database cannot
 * be read the page renders without ads; a page prerendered at build time (the offline page) has none: the build
 * never opens the database (decision 065), so every page that shows ads is rendered on demand.
 */
import { pageKindOf } from '../lib/ads.ts';
import { routeTarget } from '../lib/catalogue/index.ts';

import { appDb } from './db.ts';
import { adsForPage, type PublicAd } from './services/ads.ts';
import { systemContext } from './services/context.ts';

/** What the loader uses of a render (`Astro` satisfies it). */
interface AdsRender {
  request: Request;
  url: URL;
  /** True while `astro build` prerenders the page. */
  isPrerendered: boolean;
}

const reads = new WeakMap<Request, Promise<PublicAd[]>>();

async function read(render: AdsRender): Promise<PublicAd[]> {
  const path = render.url.pathname.replace(/(.)\/$/, '$1');
  try {
    const ads = await adsForPage(systemContext((await appDb()).db), {
      page: pageKindOf(path, routeTarget(path)?.kind),
    });
    return ads;
  } catch (error) {
    console.error('[ads] could not read the ads of', path, error);
    return [];
  }
}

/** Every servable ad of the page at `render.url` (all positions), priority descending; [] when the database is down. */
export function pageAds(render: AdsRender): Promise<PublicAd[]> {
  if (render.isPrerendered) return Promise.resolve([]);
  let ads = reads.get(render.request);
  if (!ads) {
    ads = read(render);
    reads.set(render.request, ads);
  }
  return ads;
}
