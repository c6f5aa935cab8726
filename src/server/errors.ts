/**
 * The one typed error of the server: services and route handlers throw it, the Hono error handler
 * (api/_hono/errors.ts) turns it into `{ error: { code, message, issues? } }` with its status.
 */

import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldIssue } from '../lib/schemas/api-error.ts';

export { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldIssue };

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
