/**
 * The one JSON error shape of /api, `{ error: { code, message, issues? } }`: its codes with their HTTP status
 * and the zod schema the browser client reads error answers with. The server's `ApiError` builds it.
 */
import { z } from 'zod';

/** Error codes of the JSON error shape, with their HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** A scheduled draw the site does not have (issue 34): never said not to have happened. */
  draw_missing: 404,
  /** A draw the catalogue knows was not held (off its schedule, a holiday with its source, after its end). */
  draw_not_held: 404,
  // Last of the 404s: the code a bare 404 status reads as (api/_hono/errors.ts).
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  request_header_fields_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const fieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/** One field problem: where (`path`, e.g. `["email"]`) and what, in Spanish. */
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every /api error answer. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
