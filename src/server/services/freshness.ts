/** The site's freshness at `ctx.now`: whether it is 'En Vivo' and whether every live source is down (issue 16). */
import { drawDayTimes, scraperRunTimes } from '../../../db/queries/freshness.ts';
import { dominicanDate } from '../../lib/dates.ts';
import { isLive, sourcesDown } from '../../lib/freshness.ts';
import type { ServiceContext } from './context.ts';

/** What the page frame shows of the site's freshness. */
export interface SiteFreshness {
  /** A draw of today is being drawn or was just stored, and the sources are healthy. */
  live: boolean;
  /** Every live source has failed for hours. */
  sourcesDown: boolean;
}

/** The site's freshness now, from the scrapers' runs and today's draws (Santo Domingo date). */
export async function siteFreshness(ctx: ServiceContext): Promise<SiteFreshness> {
  const health = await scraperRunTimes(ctx.db);
  const today = await drawDayTimes(ctx.db, dominicanDate(ctx.now));
  return {
    live: isLive({ health, todayStoredAt: today.storedAt, todayInProgressAt: today.inProgressAt }, ctx.now),
    sourcesDown: sourcesDown(health, ctx.now),
  };
}
