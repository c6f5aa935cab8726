/**
 * Banner images uploaded from /anunciar, in parts no larger than a serverless request body (decisions 023, 036,
 * 075): start with the declared size, send each part, complete. Starts are limited per IP (count and declared
 * bytes); the bytes received from everyone are held to a total quota; a start that sends nothing expires within
 * minutes. The file is checked by its bytes (type and size), joined by the database and served in slices.
 */
import { randomUUID } from 'node:crypto';
import {
  assembleUpload,
  declaredUploadBytes,
  deleteSilentUploads,
  deleteUnfinishedUploads,
  deleteUnusedUploads,
  deleteUpload,
  findCompletedUpload,
  findUpload,
  insertUpload,
  lockUploadQuota,
  markUploadReceiving,
  readUploadSlice,
  receivedUploadBytes,
  uploadPartsHead,
  upsertUploadPart,
  type UploadInfo,
} from '../../../db/queries/uploads.ts';
import { BANNER_MAX_BYTES, BANNER_NOT_IMAGE_MESSAGE, BANNER_TOO_LARGE_MESSAGE } from '../../lib/schemas/ad-order.ts';
import { UPLOAD_PART_BYTES } from '../../lib/schemas/upload.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { reserveOrThrow, type RateRule } from './rate-limit.ts';

/** Public path prefix of stored uploads. */
const UPLOADS_PATH = '/api/uploads/';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** A start for which no part started arriving within two minutes is purged, in ms. */
export const SILENT_AFTER_MS = 2 * MINUTE_MS;
/** An upload not completed within an hour is purged, in ms. */
const UNFINISHED_AFTER_MS = HOUR_MS;
/** A completed upload no order or advertisement uses is purged a day after completion, in ms. */
const UNUSED_AFTER_MS = 24 * HOUR_MS;
const MB = 1024 * 1024;
/** Ten upload starts per IP per hour. */
export const UPLOAD_START_RULE: RateRule = { bucket: 'upload-start-ip', limit: 10, windowMs: HOUR_MS };
/**
 * Declared bytes of the pending uploads (unfinished, and completed ones nothing uses) one IP may hold: three full
 * banners. It also bounds what one IP can take of `TOTAL_PENDING_BYTES`.
 */
export const IP_PENDING_BYTES = 3 * BANNER_MAX_BYTES;
/** Bytes received and pending (stored parts, completed files nothing uses) all visitors together may hold. */
export const TOTAL_PENDING_BYTES = 200 * MB;
/** Bytes read from the database per slice when serving a file. */
const SERVE_SLICE_BYTES = MB;
/** Bytes the image type is sniffed from (WebP needs 12). */
const SNIFF_BYTES = 16;
const NOT_FOUND_MESSAGE = 'Archivo no encontrado.';
/** A part or completion for an upload that expired (or never existed). */
const UPLOAD_GONE_MESSAGE = 'La subida expiró o no existe. Elige el archivo de nuevo para volver a subirlo.';
const TOO_MANY_STARTS = 'Has subido demasiados archivos. Intenta de nuevo más tarde.';
const IP_QUOTA_FULL = 'Tienes demasiados archivos sin usar. Usa uno en tu orden o intenta de nuevo mañana.';
const QUOTA_FULL = 'No hay espacio para más archivos en este momento. Intenta de nuevo más tarde.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type of `bytes` from their magic numbers (JPEG, PNG, GIF, WebP), or null. */
function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** How many parts a file of `size` bytes is sent in. */
const partCount = (size: number) => Math.ceil(size / UPLOAD_PART_BYTES);

/** The byte length part `index` of a `size`-byte file must have. */
const partLength = (size: number, index: number) => Math.min(UPLOAD_PART_BYTES, size - index * UPLOAD_PART_BYTES);

/**
 * An upload that exists and is not completed yet.
 * @throws ApiError `not_found` (`UPLOAD_GONE_MESSAGE`: expired or unknown), `conflict` when completed
 */
async function openUpload(ctx: ServiceContext, id: string): Promise<UploadInfo> {
  const upload = UPLOAD_ID.test(id) ? await findUpload(ctx.db, id) : undefined;
  if (!upload) throw new ApiError('not_found', UPLOAD_GONE_MESSAGE);
  if (upload.completedAt) throw new ApiError('conflict', 'La subida ya está completa.');
  return upload;
}

/**
 * Deletes starts that sent nothing within `SILENT_AFTER_MS`, uploads not completed within an hour and completed
 * ones no order or advertisement used within a day (run on the cron tick and before each start, so the quotas
 * count only what may still be used).
 */
export async function purgeUploads(ctx: ServiceContext): Promise<void> {
  await deleteSilentUploads(ctx.db, new Date(ctx.now.getTime() - SILENT_AFTER_MS));
  await deleteUnfinishedUploads(ctx.db, new Date(ctx.now.getTime() - UNFINISHED_AFTER_MS));
  await deleteUnusedUploads(ctx.db, new Date(ctx.now.getTime() - UNUSED_AFTER_MS));
}

/**
 * Starts a banner upload of `size` bytes from `ctx.ip`. The start is counted against `UPLOAD_START_RULE`
 * first; the quotas are checked and the upload inserted under one lock, so parallel starts cannot pass them.
 * Only the IP's quota counts the declared size; the total quota counts bytes received, so a start that sends
 * nothing takes none of it (and is purged after `SILENT_AFTER_MS`).
 * @returns its id, the part size in bytes and how many parts to send
 * @throws ApiError `payload_too_large` over 20MB or when `size` more bytes would pass `TOTAL_PENDING_BYTES`;
 *   `too_many_requests` past `UPLOAD_START_RULE` (with `Retry-After`, seconds) or when the IP's pending uploads
 *   would pass `IP_PENDING_BYTES`
 */
export async function startUpload(
  ctx: ServiceContext,
  size: number,
): Promise<{ id: string; partSize: number; parts: number }> {
  if (size > BANNER_MAX_BYTES) throw new ApiError('payload_too_large', BANNER_TOO_LARGE_MESSAGE);
  if (ctx.ip) await reserveOrThrow(ctx, UPLOAD_START_RULE, ctx.ip, TOO_MANY_STARTS);
  const id = randomUUID();
  await inTransaction(ctx, async (tx) => {
    await lockUploadQuota(tx.db);
    await purgeUploads(tx);
    if (tx.ip && (await declaredUploadBytes(tx.db, tx.ip)) + size > IP_PENDING_BYTES) {
      throw new ApiError('too_many_requests', IP_QUOTA_FULL);
    }
    if ((await receivedUploadBytes(tx.db)) + size > TOTAL_PENDING_BYTES) {
      throw new ApiError('payload_too_large', QUOTA_FULL);
    }
    await insertUpload(tx.db, { id, size, ipAddress: tx.ip, createdAt: tx.now });
  });
  return { id, partSize: UPLOAD_PART_BYTES, parts: partCount(size) };
}

/**
 * Stores part `index` (0-based) of upload `id`, its bytes read by `body` once the upload is known to be open and
 * marked as receiving (so it no longer expires as silent while a slow part arrives); sending a part again
 * replaces it. The total quota is checked and the part stored under the start lock.
 * @throws ApiError `not_found` (expired or unknown, `UPLOAD_GONE_MESSAGE`), `conflict` (already completed),
 *   `bad_request` (index out of range or a length other than the part's: `partSize`, or the rest for the last
 *   part), `payload_too_large` when the part would take the received bytes past `TOTAL_PENDING_BYTES`
 */
export async function storeUploadPart(
  ctx: ServiceContext,
  id: string,
  index: number,
  body: () => Promise<Uint8Array>,
): Promise<void> {
  const upload = await openUpload(ctx, id);
  if (index >= partCount(upload.size)) throw new ApiError('bad_request', 'Parte fuera del archivo.');
  await markUploadReceiving(ctx.db, id, ctx.now);
  const bytes = await body();
  if (bytes.byteLength !== partLength(upload.size, index)) {
    throw new ApiError(
      'bad_request',
      `La parte ${String(index)} debe tener ${String(partLength(upload.size, index))} bytes.`,
    );
  }
  await inTransaction(ctx, async (tx) => {
    await lockUploadQuota(tx.db);
    await openUpload(tx, id);
    if ((await receivedUploadBytes(tx.db, { uploadId: id, index })) + bytes.byteLength > TOTAL_PENDING_BYTES) {
      throw new ApiError('payload_too_large', QUOTA_FULL);
    }
    await upsertUploadPart(tx.db, id, index, bytes);
  });
}

/**
 * Completes upload `id`: sniffs the type from its first bytes and, for an accepted image, has the database join
 * the parts into the file (the file is never held whole in this process).
 * @returns its id and public URL (`/api/uploads/<id>`)
 * @throws ApiError `not_found`, `conflict` (already completed), `bad_request` (parts missing),
 *   `unsupported_media_type` when the bytes are not JPEG, PNG, GIF or WebP (SVG is refused: it can carry
 *   script; the upload is deleted)
 */
export async function completeBanner(ctx: ServiceContext, id: string): Promise<{ id: string; url: string }> {
  const stored = await inTransaction(ctx, async (tx) => {
    const upload = await openUpload(tx, id);
    const { parts, head } = await uploadPartsHead(tx.db, id, SNIFF_BYTES);
    if (parts !== partCount(upload.size)) throw new ApiError('bad_request', 'Faltan partes del archivo.');
    const contentType = sniffImageType(head);
    if (!contentType) {
      await deleteUpload(tx.db, id);
      return null;
    }
    await assembleUpload(tx.db, id, { contentType, completedAt: tx.now });
    return { id, url: `${UPLOADS_PATH}${id}` };
  });
  if (!stored) throw new ApiError('unsupported_media_type', BANNER_NOT_IMAGE_MESSAGE);
  return stored;
}

/** The completed upload `id`, without its bytes. @throws ApiError `not_found` for an unknown, incomplete or malformed id */
export async function getUpload(ctx: ServiceContext, id: string): Promise<UploadInfo> {
  const upload = UPLOAD_ID.test(id) ? await findCompletedUpload(ctx.db, id) : undefined;
  if (!upload) throw new ApiError('not_found', NOT_FOUND_MESSAGE);
  return upload;
}

/** The bytes of completed upload `upload`, read from the database one 1 MB slice at a time as they are pulled. */
export function uploadBytes(ctx: ServiceContext, upload: UploadInfo): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const slice = await readUploadSlice(ctx.db, upload.id, offset, SERVE_SLICE_BYTES);
      offset += slice.byteLength;
      if (slice.byteLength > 0) controller.enqueue(slice);
      if (slice.byteLength < SERVE_SLICE_BYTES || offset >= upload.size) controller.close();
    },
  });
}

/** Whether `url` names a completed upload stored here (`/api/uploads/<id>`). */
export async function isStoredUpload(ctx: ServiceContext, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOADS_PATH)) return false;
  const id = url.slice(UPLOADS_PATH.length);
  return UPLOAD_ID.test(id) && Boolean(await findCompletedUpload(ctx.db, id));
}
