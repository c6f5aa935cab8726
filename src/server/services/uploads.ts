/**
 * Banner images uploaded from /anunciar, in parts no larger than a serverless request body (decision 023):
 * start with the declared size, send each part, complete. The whole file is checked by its bytes (type and
 * size) on completion and kept in the database.
 */
import { randomUUID } from 'node:crypto';
import {
  completeUpload,
  deleteStaleUploads,
  deleteUpload,
  findCompletedUpload,
  findUpload,
  insertUpload,
  listUploadParts,
  upsertUploadPart,
} from '../../../db/queries/uploads.ts';
import type { UploadRow } from '../../../db/schema/index.ts';
import { BANNER_MAX_BYTES, BANNER_NOT_IMAGE_MESSAGE, BANNER_TOO_LARGE_MESSAGE } from '../../lib/schemas/ad-order.ts';
import { UPLOAD_PART_BYTES } from '../../lib/schemas/upload.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';

/** Public path prefix of stored uploads. */
const UPLOADS_PATH = '/api/uploads/';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** An upload not completed within a day is forgotten, in ms. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND_MESSAGE = 'Archivo no encontrado.';

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

/** An upload that exists and is not completed yet. @throws ApiError `not_found`, `conflict` when completed */
async function openUpload(ctx: ServiceContext, id: string): Promise<UploadRow> {
  const upload = UPLOAD_ID.test(id) ? await findUpload(ctx.db, id) : undefined;
  if (!upload) throw new ApiError('not_found', NOT_FOUND_MESSAGE);
  if (upload.completedAt) throw new ApiError('conflict', 'La subida ya está completa.');
  return upload;
}

/**
 * Starts a banner upload of `size` bytes (uploads left incomplete for a day are forgotten here).
 * @returns its id, the part size in bytes and how many parts to send
 * @throws ApiError `payload_too_large` over 20MB
 */
export async function startUpload(
  ctx: ServiceContext,
  size: number,
): Promise<{ id: string; partSize: number; parts: number }> {
  if (size > BANNER_MAX_BYTES) throw new ApiError('payload_too_large', BANNER_TOO_LARGE_MESSAGE);
  await deleteStaleUploads(ctx.db, new Date(ctx.now.getTime() - STALE_AFTER_MS));
  const id = randomUUID();
  await insertUpload(ctx.db, { id, size, createdAt: ctx.now });
  return { id, partSize: UPLOAD_PART_BYTES, parts: partCount(size) };
}

/**
 * Stores part `index` (0-based) of upload `id`; sending a part again replaces it.
 * @throws ApiError `not_found`, `conflict` (already completed), `bad_request` (index out of range or
 *   a length other than the part's: `partSize`, or the rest for the last part)
 */
export async function storeUploadPart(ctx: ServiceContext, id: string, index: number, bytes: Uint8Array) {
  const upload = await openUpload(ctx, id);
  if (index >= partCount(upload.size)) throw new ApiError('bad_request', 'Parte fuera del archivo.');
  if (bytes.byteLength !== partLength(upload.size, index)) {
    throw new ApiError(
      'bad_request',
      `La parte ${String(index)} debe tener ${String(partLength(upload.size, index))} bytes.`,
    );
  }
  await upsertUploadPart(ctx.db, id, index, bytes);
}

/**
 * Completes upload `id`: joins its parts and keeps the file when its bytes are an accepted image.
 * @returns its id and public URL (`/api/uploads/<id>`)
 * @throws ApiError `not_found`, `conflict` (already completed), `bad_request` (parts missing),
 *   `unsupported_media_type` when the bytes are not JPEG, PNG, GIF or WebP (SVG is refused: it can carry
 *   script; the upload is deleted)
 */
export async function completeBanner(ctx: ServiceContext, id: string): Promise<{ id: string; url: string }> {
  const stored = await inTransaction(ctx, async (tx) => {
    const upload = await openUpload(tx, id);
    const parts = await listUploadParts(tx.db, id);
    if (parts.length !== partCount(upload.size)) throw new ApiError('bad_request', 'Faltan partes del archivo.');
    const data = Buffer.concat(parts.map((part) => part.data));
    const contentType = sniffImageType(data);
    if (!contentType) {
      await deleteUpload(tx.db, id);
      return null;
    }
    await completeUpload(tx.db, id, { contentType, data, completedAt: tx.now });
    return { id, url: `${UPLOADS_PATH}${id}` };
  });
  if (!stored) throw new ApiError('unsupported_media_type', BANNER_NOT_IMAGE_MESSAGE);
  return stored;
}

/** The completed upload `id`. @throws ApiError `not_found` for an unknown, incomplete or malformed id */
export async function getUpload(ctx: ServiceContext, id: string): Promise<UploadRow & { data: Uint8Array }> {
  const upload = UPLOAD_ID.test(id) ? await findCompletedUpload(ctx.db, id) : undefined;
  if (!upload?.data) throw new ApiError('not_found', NOT_FOUND_MESSAGE);
  return { ...upload, data: upload.data };
}

/** Whether `url` names a completed upload stored here (`/api/uploads/<id>`). */
export async function isStoredUpload(ctx: ServiceContext, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOADS_PATH)) return false;
  const id = url.slice(UPLOADS_PATH.length);
  return UPLOAD_ID.test(id) && Boolean(await findCompletedUpload(ctx.db, id));
}
