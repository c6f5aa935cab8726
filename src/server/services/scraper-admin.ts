/**
 * Scrapers as admins manage them (spec: admin Scrapers screen and calls): the list with the automatic system's
 * state, create/edit/delete with a log entry in the same transaction, and each scraper's run history. A run on
 * demand goes through the pipeline (src/server/scraping/run-now.ts).
 */
import { isAutomaticScrapingOn } from '../../../db/queries/app-state.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import {
  deleteScraperRow,
  findScraper,
  insertScraperRow,
  listScrapers,
  scraperRuns,
  updateScraperRow,
  type ScrapeRunRow,
  type ScraperRow,
} from '../../../db/queries/scrapers.ts';
import type { ScraperInputValues } from '../../lib/schemas/scraper.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** Runs shown in a scraper's history. */
const HISTORY_RUNS = 20;

/** The answer for a scraper id that does not exist. */
export const scraperNotFound = () => new ApiError('not_found', 'Scraper no encontrado');

/** Logs `action` on `scraper` (details: its id and name, then `extra`). */
export const logScraper = (ctx: ServiceContext, action: string, scraper: ScraperRow, extra = '') =>
  insertLog(ctx.db, {
    userId: ctx.actor?.id ?? null,
    action,
    details: `Scraper #${scraper.id} "${scraper.name}"${extra}`,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });

/** A taken name (the name is unique) as a 409 with the field issue. @throws the original error otherwise. */
function nameTakenOr(error: unknown, name: string): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code !== '23505') throw error;
  throw new ApiError('conflict', `Ya existe un scraper llamado "${name}".`, {
    issues: [{ path: ['name'], message: 'Ya existe un scraper con este nombre.' }],
  });
}

/** Every scraper, oldest first, with the automatic system's state (spec: `{scrapers, status}`). */
export async function scrapersOverview(
  ctx: ServiceContext,
): Promise<{ scrapers: ScraperRow[]; status: { isRunning: boolean } }> {
  return { scrapers: await listScrapers(ctx.db), status: { isRunning: await isAutomaticScrapingOn(ctx.db) } };
}

/** Creates a scraper and logs `create_scraper`. @throws ApiError `conflict` for a taken name. */
export function createScraper(ctx: ServiceContext, input: ScraperInputValues): Promise<ScraperRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await insertScraperRow(tx.db, { ...input, createdAt: tx.now }).catch((e: unknown) =>
      nameTakenOr(e, input.name),
    );
    await logScraper(tx, 'create_scraper', row);
    return row;
  });
}

/** Changes a scraper and logs `update_scraper`. @throws ApiError `not_found`, `conflict` for a taken name. */
export function updateScraper(ctx: ServiceContext, id: number, input: ScraperInputValues): Promise<ScraperRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await updateScraperRow(tx.db, id, input).catch((e: unknown) => nameTakenOr(e, input.name));
    if (!row) throw scraperNotFound();
    await logScraper(tx, 'update_scraper', row);
    return row;
  });
}

/** Deletes a scraper with its run history and logs `delete_scraper`. @throws ApiError `not_found`. */
export function deleteScraper(ctx: ServiceContext, id: number): Promise<ScraperRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await deleteScraperRow(tx.db, id);
    if (!row) throw scraperNotFound();
    await logScraper(tx, 'delete_scraper', row);
    return row;
  });
}

/** The latest runs of scraper `id`, newest first. @throws ApiError `not_found`. */
export async function scraperHistory(ctx: ServiceContext, id: number): Promise<ScrapeRunRow[]> {
  if (!(await findScraper(ctx.db, id))) throw scraperNotFound();
  return scraperRuns(ctx.db, id, HISTORY_RUNS);
}
