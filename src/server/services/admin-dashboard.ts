/** The admin dashboard: counts (spec Stats response), recent activity, and the automatic scraping switch. */
import { logPage } from '../../../db/queries/admin-logs.ts';
import { dashboardCounts } from '../../../db/queries/admin-stats.ts';
import { isAutomaticScrapingOn, setAutomaticScraping } from '../../../db/queries/app-state.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** Spec Stats response. `lastRun` is the latest scraper run. */
export interface AdminStats {
  totalPosts: number;
  activeScrapers: number;
  totalScrapers: number;
  activeAds: number;
  totalAds: number;
  totalLogs: number;
  scrapingStatus: { isRunning: boolean; lastRun: Date | null };
}

/** The dashboard counts. */
export async function adminStats(ctx: ServiceContext): Promise<AdminStats> {
  const counts = await dashboardCounts(ctx.db);
  return {
    totalPosts: counts.totalPosts,
    activeScrapers: counts.activeScrapers,
    totalScrapers: counts.totalScrapers,
    activeAds: counts.activeAds,
    totalAds: counts.totalAds,
    totalLogs: counts.totalLogs,
    scrapingStatus: { isRunning: await isAutomaticScrapingOn(ctx.db), lastRun: counts.lastRun },
  };
}

/** The `limit` newest log entries with their usernames, newest first. */
export const recentActivity = (ctx: ServiceContext, limit: number) => logPage(ctx.db, undefined, { offset: 0, limit });

/**
 * Starts (`on`) or pauses the automatic scraping system, logged as `start_background_scraping` or
 * `stop_background_scraping` by `ctx.actor` in the same transaction.
 */
export function switchAutomaticScraping(ctx: ServiceContext, on: boolean): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    await setAutomaticScraping(tx.db, on);
    await insertLog(tx.db, {
      userId: tx.actor?.id ?? null,
      action: on ? 'start_background_scraping' : 'stop_background_scraping',
      details: on ? 'Scraping automático iniciado' : 'Scraping automático detenido',
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
  });
}
