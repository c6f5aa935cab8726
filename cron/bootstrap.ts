/**
 * First start: create the default scrapers and, when the database has no draws, import the bundled
 * snapshot of real captures through the same pipeline the live scrapers use.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../db/client.ts';
import { countDraws } from '../db/queries/draws.ts';
import { ensureScrapers, recordRun } from '../db/queries/scrapers.ts';
import { defaultScrapers, type SourceBases } from './default-scrapers.ts';
import { importPage, type RunSummary } from './run-scrape.ts';
import { SNAPSHOT } from './snapshot/manifest.ts';

/** Directory of the snapshot files, from the project root (bundlers move this module, not the files). */
const snapshotDir = (): string => resolve(process.env.SNAPSHOT_DIR ?? 'cron/snapshot');

/** Imports every snapshot file, oldest first, recording one run per file. */
export async function importSnapshot(db: Db, dir = snapshotDir()): Promise<RunSummary[]> {
  const summaries: RunSummary[] = [];
  for (const entry of SNAPSHOT) {
    const startedAt = new Date();
    const body = await readFile(resolve(dir, entry.file), 'utf8');
    const summary = await importPage(db, { adapter: entry.adapter, body, url: entry.url, fetchedAt: new Date(entry.fetchedAt) });
    await recordRun(db, {
      adapter: entry.adapter, source: `snapshot:${entry.file}`, status: summary.status, created: summary.created,
      updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected, error: summary.error ?? null,
      startedAt, durationMs: Date.now() - startedAt.getTime(),
    });
    summaries.push(summary);
  }
  return summaries;
}

/**
 * Creates missing default scrapers (URLs under the public sources, or `options.sources` where given) and
 * imports the snapshot when `importWhenEmpty` and no draw is stored.
 */
export async function bootstrap(
  db: Db,
  options: { importWhenEmpty: boolean; sources?: Partial<SourceBases> },
): Promise<{ scrapersAdded: number; imported: boolean }> {
  const scrapersAdded = await ensureScrapers(db, defaultScrapers(options.sources));
  const imported = options.importWhenEmpty && (await countDraws(db)) === 0;
  if (imported) await importSnapshot(db);
  return { scrapersAdded, imported };
}
