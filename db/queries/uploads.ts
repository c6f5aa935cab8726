/**
 * Uploaded files and their parts: start, add a part, join the parts in the database, read in slices, measure
 * what is pending (declared per IP, received in all), purge silent, unfinished and unused uploads (decisions 036,
 * 075).
 */
import { and, eq, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adOrders, advertisements, uploadParts, uploads } from '../schema/index.ts';

/** An upload without its bytes. */
export type UploadInfo = Omit<typeof uploads.$inferSelect, 'data'>;

const info = {
  id: uploads.id,
  contentType: uploads.contentType,
  size: uploads.size,
  ipAddress: uploads.ipAddress,
  createdAt: uploads.createdAt,
  receivingAt: uploads.receivingAt,
  completedAt: uploads.completedAt,
};

/** Key of the transaction lock that serialises the quota checks of upload starts and parts with their writes. */
const START_LOCK_KEY = 23_036;

/** Whether an order names the upload as its banner or an advertisement's HTML shows it. */
const referenced: SQL = sql`(exists (select 1 from ${adOrders} where ${adOrders.bannerUrl} = '/api/uploads/' || ${uploads.id})
  or exists (select 1 from ${advertisements} where position(${uploads.id} in ${advertisements.content}) > 0))`;

/** Unfinished uploads, and completed ones no order or advertisement uses. */
const pending = or(isNull(uploads.completedAt), not(referenced));

/**
 * Waits for (and holds until the transaction ends) the lock serialising upload quota checks and the writes they
 * allow (starts, parts). Call inside a transaction.
 */
export async function lockUploadQuota(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`);
}

/** Declared bytes of the pending uploads (unfinished, or completed and unused) started from `ip`. */
export async function declaredUploadBytes(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.ipAddress, ip), pending));
  return Number(row?.bytes ?? 0);
}

/**
 * Bytes received and still pending, from every visitor: the parts stored for unfinished uploads (but part
 * `except`, which is about to be replaced) and the files of completed uploads nothing uses.
 */
export async function receivedUploadBytes(db: Db, except?: { uploadId: string; index: number }): Promise<number> {
  const kept = except
    ? sql`not (${uploadParts.uploadId} = ${except.uploadId} and ${uploadParts.index} = ${except.index})`
    : sql`true`;
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${uploads.size}), 0)
        + (select coalesce(sum(octet_length(${uploadParts.data})), 0) from ${uploadParts} where ${kept})`,
    })
    .from(uploads)
    .where(and(isNotNull(uploads.completedAt), not(referenced)));
  return Number(row?.bytes ?? 0);
}

/** Starts an upload of `size` bytes (no data yet). */
export async function insertUpload(
  db: Db,
  upload: { id: string; size: number; ipAddress: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** The upload with `id` (completed or not), without its bytes, or undefined. */
export async function findUpload(db: Db, id: string): Promise<UploadInfo | undefined> {
  const [row] = await db.select(info).from(uploads).where(eq(uploads.id, id));
  return row;
}

/** The completed upload with `id`, without its bytes, or undefined. */
export async function findCompletedUpload(db: Db, id: string): Promise<UploadInfo | undefined> {
  const [row] = await db
    .select(info)
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.completedAt)));
  return row;
}

/** Records that a part of upload `id` started arriving at `at` (kept from the first part on). */
export async function markUploadReceiving(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(uploads)
    .set({ receivingAt: at })
    .where(and(eq(uploads.id, id), isNull(uploads.receivingAt)));
}

/** Stores part `index` of upload `uploadId`; sending the same part again replaces it. */
export async function upsertUploadPart(db: Db, uploadId: string, index: number, data: Uint8Array): Promise<void> {
  await db
    .insert(uploadParts)
    .values({ uploadId, index, data })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.index], set: { data } });
}

/** How many parts upload `uploadId` has and the first `headBytes` bytes of part 0 (empty without it). */
export async function uploadPartsHead(
  db: Db,
  uploadId: string,
  headBytes: number,
): Promise<{ parts: number; head: Uint8Array }> {
  const [row] = await db
    .select({
      parts: sql<number>`count(*)::int`,
      head: sql<Uint8Array | null>`(array_agg(substring(${uploadParts.data} from 1 for ${headBytes})) filter (where ${uploadParts.index} = 0))[1]`,
    })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId));
  return { parts: row?.parts ?? 0, head: new Uint8Array(row?.head ?? []) };
}

/**
 * Completes unfinished upload `id`: the database joins its parts in order into `uploads.data` (the bytes never
 * pass through this process), then drops the parts. A second call for a completed upload changes nothing.
 */
export async function assembleUpload(
  db: Db,
  id: string,
  file: { contentType: string; completedAt: Date },
): Promise<void> {
  await db
    .update(uploads)
    .set({
      ...file,
      data: sql`(select string_agg(${uploadParts.data}, ''::bytea order by ${uploadParts.index}) from ${uploadParts} where ${uploadParts.uploadId} = ${id})`,
    })
    .where(and(eq(uploads.id, id), isNull(uploads.completedAt)));
  await db.delete(uploadParts).where(eq(uploadParts.uploadId, id));
}

/** `length` bytes of completed upload `id` from byte `offset` (0-based; fewer at the end of the file). */
export async function readUploadSlice(db: Db, id: string, offset: number, length: number): Promise<Uint8Array> {
  const [row] = await db
    .select({ data: sql<Uint8Array | null>`substring(${uploads.data} from ${offset + 1} for ${length})` })
    .from(uploads)
    .where(eq(uploads.id, id));
  return new Uint8Array(row?.data ?? []);
}

/** Deletes upload `id` and its parts. */
export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Deletes uploads started before `before` and never completed (their parts go with them). */
export async function deleteUnfinishedUploads(db: Db, before: Date): Promise<void> {
  await db.delete(uploads).where(and(isNull(uploads.completedAt), lt(uploads.createdAt, before)));
}

/** Deletes uploads started before `before` for which no part ever started arriving. */
export async function deleteSilentUploads(db: Db, before: Date): Promise<void> {
  await db
    .delete(uploads)
    .where(and(isNull(uploads.completedAt), isNull(uploads.receivingAt), lt(uploads.createdAt, before)));
}

/** Deletes uploads completed before `before` that no order or advertisement uses. */
export async function deleteUnusedUploads(db: Db, before: Date): Promise<void> {
  await db.delete(uploads).where(and(lt(uploads.completedAt, before), not(referenced)));
}
