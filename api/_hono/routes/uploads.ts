/**
 * Banner uploads in parts (decision 023), each request under the serverless body limit:
 * - `POST /api/uploads { size }` → 201 `{ id, partSize, parts }` (413 over 20MB);
 * - `PUT /api/uploads/:id/parts/:index` with the part's bytes as the raw body → 204;
 * - `POST /api/uploads/:id/complete` → 201 `{ id, url }` once the bytes are an accepted image (415 otherwise);
 * - `GET /api/uploads/:id`: the stored bytes, streamed in slices and cached for a year (ids never change).
 * Starts are limited per IP (429) and the bytes received by a total quota (413); a start that sends nothing
 * expires within minutes, and a part or completion for it answers 404 with a message to start again
 * (decisions 036, 075).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { UPLOAD_PART_BYTES, uploadStartSchema } from '../../../src/lib/schemas/upload.ts';
import { lineText } from '../../../src/lib/schemas/text.ts';
import { ApiError } from '../../../src/server/errors.ts';
import {
  completeBanner,
  getUpload,
  startUpload,
  storeUploadPart,
  uploadBytes,
} from '../../../src/server/services/uploads.ts';
import { validate } from '../errors.ts';
import type { AppEnv } from '../env.ts';

const PART_INDEX_MESSAGE = 'El número de parte debe ser un entero entre 0 y 1000.';
const partParam = z.object({
  id: lineText().max(64, 'Archivo no encontrado.'),
  index: z.coerce
    .number({ error: PART_INDEX_MESSAGE })
    .int(PART_INDEX_MESSAGE)
    .min(0, PART_INDEX_MESSAGE)
    .max(1000, PART_INDEX_MESSAGE),
});

export const uploads = new Hono<AppEnv>()
  .post('/', validate('json', uploadStartSchema), async (c) =>
    c.json(await startUpload(c.var.ctx, c.req.valid('json').size), 201),
  )
  .put(
    '/:id/parts/:index',
    validate('param', partParam),
    bodyLimit({
      maxSize: UPLOAD_PART_BYTES,
      onError: () => {
        throw new ApiError('payload_too_large', 'La parte supera el tamaño máximo.');
      },
    }),
    async (c) => {
      const { id, index } = c.req.valid('param');
      await storeUploadPart(c.var.ctx, id, index, async () => new Uint8Array(await c.req.arrayBuffer()));
      return c.body(null, 204);
    },
  )
  .post('/:id/complete', async (c) => c.json(await completeBanner(c.var.ctx, c.req.param('id')), 201))
  .get('/:id', async (c) => {
    const ctx = c.var.ctx;
    const upload = await getUpload(ctx, c.req.param('id'));
    return c.body(uploadBytes(ctx, upload), 200, {
      'Content-Type': upload.contentType ?? 'application/octet-stream',
      'Content-Length': String(upload.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
