/** Queries on `snapshot_imports`, the ledger of bundled snapshot files already imported. */
import type { Db } from '../client.ts';
import { snapshotImports } from '../schema/index.ts';

/** Names of the snapshot files already imported. */
export async function importedSnapshotFiles(db: Db): Promise<Set<string>> {
  const rows = await db.select({ file: snapshotImports.file }).from(snapshotImports);
  return new Set(rows.map((r) => r.file));
}

/** Records `files` as imported at `at` (one statement). */
export async function markSnapshotImported(db: Db, files: readonly string[], at: Date): Promise<void> {
  if (files.length > 0) await db.insert(snapshotImports).values(files.map((file) => ({ file, importedAt: at })));
}
