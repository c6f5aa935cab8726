/**
 * What the home reads before it renders, in either order (decision 051): the cards' results and the site's
 * freshness (both cached under the draws tag, `no-store` when the database is down) and the between-cards ads.
 */
import type { LotteryResult } from '../lib/results.ts';
import { pageAds } from './ads-page.ts';
import type { PublicAd } from './services/ads.ts';
import { freshnessPageData, homePageData, type PageRender } from './page-data.ts';
import type { SiteFreshness } from './services/freshness.ts';

/** The home's data: results (undefined when the database failed), when they were read (ms), freshness and ads. */
export interface HomeView {
  initialResults: LotteryResult[] | undefined;
  renderedAt: number;
  freshness: SiteFreshness | undefined;
  cardAds: PublicAd[];
}

/** Reads the home's data for the page being rendered (`Astro`), tagging its cache entry. */
export async function homeView(
  page: PageRender & { request: Request; url: URL; isPrerendered: boolean },
): Promise<HomeView> {
  const initialResults = await homePageData(page);
  const renderedAt = Date.now();
  const freshness = await freshnessPageData(page);
  const cardAds = (await pageAds(page)).filter((ad) => ad.position === 'between-cards');
  return { initialResults, renderedAt, freshness, cardAds };
}
