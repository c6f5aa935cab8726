/**
 * The bundled snapshot of real captures, imported resumably: each capture is imported and written to
 * the `snapshot_imports` ledger in one transaction, so a process stopped half-way leaves whole captures
 * behind, and the next start imports exactly the captures the ledger lacks.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SNAPSHOT, type SnapshotFile } from '../../../cron/snapshot/manifest.ts';
import type { Db } from '../../../db/client.ts';
import { recordRun } from '../../../db/queries/scrapers.ts';
import { importedSnapshotFiles, markSnapshotImported } from '../../../db/queries/snapshot-imports.ts';
import { inTransaction, systemContext, type ServiceContext } from '../services/context.ts';
import { applyReviewedCorrections } from '../services/draw-corrections.ts';
import { importPage, type RunSummary } from './run-scrape.ts';

/** Where the snapshot files are, from the project root, unless SNAPSHOT_DIR says otherwise. */
export const DEFAULT_SNAPSHOT_DIR = 'cron/snapshot';

export interface CaptureImport {
  file: string;
  summary: RunSummary;
}

/**
 * Imports, oldest first, every capture of `files` (default: the whole manifest) that is not in the
 * ledger, reading them from directory `dir`; records one scrape run per capture. Already imported
 * captures are skipped, so calling it again is a no-op.
 * @returns what each newly imported capture stored ([] when nothing was missing).
 * @throws the read or database error of the capture being imported (that capture is rolled back).
 */
export async function importMissingCaptures(
  ctx: ServiceContext,
  dir: string,
  files: readonly SnapshotFile[] = SNAPSHOT,
): Promise<CaptureImport[]> {
  const done = await importedSnapshotFiles(ctx.db);
  const imports: CaptureImport[] = [];
  for (const entry of files.filter((f) => !done.has(f.file))) {
    const body = await readFile(resolve(dir, entry.file), 'utf8');
    const summary = await inTransaction(ctx, async (tx) => {
      const startedAt = new Date();
      const stored = await importPage(tx.db, {
        adapter: entry.adapter,
        body,
        url: entry.url,
        fetchedAt: new Date(entry.fetchedAt),
      });
      await recordRun(tx.db, {
        adapter: entry.adapter,
        source: `snapshot:${entry.file}`,
        status: stored.status,
        created: stored.created,
        updated: stored.updated,
        unchanged: stored.unchanged,
        rejected: stored.rejected,
        delays: stored.delays,
        error: stored.error ?? null,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
      });
      await markSnapshotImported(tx.db, entry.file, tx.now);
      return stored;
    });
    imports.push({ file: entry.file, summary });
  }
  return imports;
}

/**
 * Imports the snapshot captures that are not imported yet, from `dir`, then applies the reviewed corrections (as
 * a starting server does); one summary per capture imported.
 */
export async function importSnapshot(db: Db, dir = DEFAULT_SNAPSHOT_DIR): Promise<RunSummary[]> {
  const ctx = systemContext(db);
  const imports = await importMissingCaptures(ctx, dir);
  await applyReviewedCorrections(ctx);
  return imports.map((i) => i.summary);
}
