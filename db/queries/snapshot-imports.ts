/** Queries on `snapshot_imports`, the ledger of bundled snapshot files already imported. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { snapshotImports } from '../schema/index.ts';

/** The snapshot files already imported, each with the source-id mapping version it was last read with. */
export async function importedSnapshotFiles(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ file: snapshotImports.file, mapping: snapshotImports.mapping }).from(snapshotImports);
  return new Map(rows.map((r) => [r.file, r.mapping]));
}

/** Records `files` as imported at `at` with mapping version `mapping` (one statement; a listed file is updated). */
export async function markSnapshotImported(db: Db, files: readonly string[], at: Date, mapping: number): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(snapshotImports)
    .values(files.map((file) => ({ file, importedAt: at, mapping })))
    .onConflictDoUpdate({
      target: snapshotImports.file,
      set: { importedAt: sql`excluded.imported_at`, mapping: sql`excluded.mapping` },
    });
}
