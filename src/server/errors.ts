/**
 * The one typed error of the server: services and route handlers throw it, the Hono error handler
 * (api/_hono/errors.ts) turns it into `{ error: { code, message, issues? } }` with its status.
 */

/** Error codes of the JSON error shape, with their HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
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

/** One field problem: where (`path`, e.g. `["email"]`) and what, in Spanish. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** The body of every /api error answer. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}

/** A failure with its code, HTTP status, Spanish message and, for invalid input, the field issues. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly issues?: FieldIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.headers = options.headers;
  }

  /** The JSON body of this error. */
  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}
