/** Queries on `snapshot_imports`, the ledger of bundled snapshot files already imported. */
import type { Db } from '../client.ts';
import { snapshotImports } from '../schema/index.ts';

/** Names of the snapshot files already imported. */
export async function importedSnapshotFiles(db: Db): Promise<Set<string>> {
  const rows = await db.select({ file: snapshotImports.file }).from(snapshotImports);
  return new Set(rows.map((r) => r.file));
}

/** Records `file` as imported at `at`. */
export async function markSnapshotImported(db: Db, file: string, at: Date): Promise<void> {
  await db.insert(snapshotImports).values({ file, importedAt: at });
}
