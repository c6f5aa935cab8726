/**
 * Banner uploads in parts (decision 023): the start request the form sends and the route validates, and the
 * part size both sides use.
 */
import { z } from 'zod';

/** Bytes per part: under the 4.5 MB request body limit of Vercel functions. */
export const UPLOAD_PART_BYTES = 4 * 1024 * 1024;

const SIZE_MESSAGE = 'Indica el tamaño del archivo en bytes (un número entero mayor que 0).';

/** `POST /api/uploads`: the size in bytes of the file to come (over 20MB is refused by the service: 413). */
export const uploadStartSchema = z.object({
  size: z
    .number({ error: SIZE_MESSAGE })
    .int(SIZE_MESSAGE)
    .positive(SIZE_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, SIZE_MESSAGE),
});
