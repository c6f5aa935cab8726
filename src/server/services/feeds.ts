/** The draws of the RSS feeds (decision 061): a feed's newest published draws; draws under review are left out. */
import { newestPublishedDraws } from '../../../db/queries/feeds.ts';
import { FEED_ITEMS, feedGames, type FeedScope } from '../../lib/feeds.ts';
import type { DrawLike } from '../../lib/results.ts';
import type { ServiceContext } from './context.ts';

/** The newest `FEED_ITEMS` draws of the games of `scope` that are not under review, newest first. */
export async function feedDraws(ctx: ServiceContext, scope: FeedScope): Promise<DrawLike[]> {
  return newestPublishedDraws(
    ctx.db,
    feedGames(scope).map((g) => g.id),
    FEED_ITEMS,
  );
}
