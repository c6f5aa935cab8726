/** Uploaded files and their parts: start, add a part, complete, read, forget stale ones. */
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { uploadParts, uploads, type UploadRow } from '../schema/index.ts';

/** Starts an upload of `size` bytes (no data yet). */
export async function insertUpload(db: Db, upload: { id: string; size: number; createdAt: Date }): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** The upload with `id` (completed or not), or undefined. */
export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** The completed upload with `id`, or undefined. */
export async function findCompletedUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.completedAt)));
  return row;
}

/** Stores part `index` of upload `uploadId`; sending the same part again replaces it. */
export async function upsertUploadPart(db: Db, uploadId: string, index: number, data: Uint8Array): Promise<void> {
  await db
    .insert(uploadParts)
    .values({ uploadId, index, data })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.index], set: { data } });
}

/** The parts of upload `uploadId`, in order. */
export const listUploadParts = (db: Db, uploadId: string) =>
  db
    .select({ index: uploadParts.index, data: uploadParts.data })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.index));

/** Completes upload `id` with its whole file and drops its parts. */
export async function completeUpload(
  db: Db,
  id: string,
  file: { contentType: string; data: Uint8Array; completedAt: Date },
): Promise<void> {
  await db.update(uploads).set(file).where(eq(uploads.id, id));
  await db.delete(uploadParts).where(eq(uploadParts.uploadId, id));
}

/** Deletes upload `id` and its parts. */
export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Deletes uploads started before `before` and never completed (their parts go with them). */
export async function deleteStaleUploads(db: Db, before: Date): Promise<void> {
  await db.delete(uploads).where(and(isNull(uploads.completedAt), lt(uploads.createdAt, before)));
}
