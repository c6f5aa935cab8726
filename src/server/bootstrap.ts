/**
 * Start of the app's database: the default scrapers, recover runs a dead process left `running`
 * (only where this process owns the scheduler), and import the bundled snapshot captures not imported yet
 * through the same pipeline the live scrapers use, apply the reviewed corrections (decision 052), and store the
 * seed posts not stored yet.
 */
import type { Db } from '../../db/client.ts';
import type { Env } from '../env.ts';
import { ensureScrapers } from '../../db/queries/scrapers.ts';
import { defaultScrapers, type SourceBases } from './scraping/default-scrapers.ts';
import { DEFAULT_SNAPSHOT_DIR, importMissingCaptures } from './scraping/snapshot.ts';
import { ensureSeedPosts } from './seed-posts.ts';
import { systemContext } from './services/context.ts';
import { applyReviewedCorrections } from './services/draw-corrections.ts';
import { storeDerivedDraws } from './services/derived-draws.ts';
import { recoverInterruptedRuns } from './services/scrapers.ts';

export interface BootstrapOptions {
  /** Import the snapshot captures missing from the ledger (SNAPSHOT_IMPORT=auto). */
  importSnapshot: boolean;
  snapshotDir?: string;
  /** This process is the only one running scrapers (npm start): runs left `running` were cut by its death. */
  recoverRuns: boolean;
  sources?: Partial<SourceBases>;
}

/** The options `config` gives (snapshot directory, source bases), with the caller's `importSnapshot` and `recoverRuns`. */
export const bootstrapOptionsFrom = (
  config: Env,
  options: Pick<BootstrapOptions, 'importSnapshot' | 'recoverRuns'>,
): BootstrapOptions => ({
  ...options,
  snapshotDir: config.SNAPSHOT_DIR,
  sources: { ldApiBase: config.LD_API_BASE, nyOpenDataBase: config.NY_OPEN_DATA_BASE },
});

/**
 * The options of the server's own set-up (`node scripts/db.ts setup`, run by scripts/start.ts): the snapshot imported
 * as SNAPSHOT_IMPORT says, and runs a dead server left `running` recovered (it owned the scheduler).
 */
export const serverSetUpOptions = (config: Env): BootstrapOptions =>
  bootstrapOptionsFrom(config, { importSnapshot: config.SNAPSHOT_IMPORT === 'auto', recoverRuns: true });

/**
 * Prepares the database of a starting app: the default scrapers, the interrupted runs recovered, the bundled captures
 * not imported yet and, when any was, the quinielas their picks give (`storeDerivedDraws`, decision 084), the reviewed
 * corrections and the seed posts; says what it did.
 */
export async function bootstrap(
  db: Db,
  options: BootstrapOptions,
): Promise<{ scrapersAdded: number; recovered: number; imported: string[]; postsAdded: number }> {
  const ctx = systemContext(db);
  const scrapersAdded = await ensureScrapers(db, defaultScrapers(options.sources));
  const recovered = options.recoverRuns ? (await recoverInterruptedRuns(ctx)).length : 0;
  const imported = options.importSnapshot
    ? await importMissingCaptures(ctx, options.snapshotDir ?? DEFAULT_SNAPSHOT_DIR)
    : [];
  if (imported.length > 0) await storeDerivedDraws(ctx);
  await applyReviewedCorrections(ctx);
  const postsAdded = await ensureSeedPosts(ctx);
  return { scrapersAdded, recovered, imported: imported.map((i) => i.file), postsAdded };
}
