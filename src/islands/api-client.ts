/**
 * The browser's one door to /api (decision 044): `api`, a Hono client typed by the app itself (`AppType`, a
 * type-only import: no server code reaches the bundle), and `unwrap`, which turns an answer into its typed JSON
 * body or throws `ApiClientError` read from the JSON error shape. A server change that breaks a screen fails
 * `npm run check`. The one module of src/lib that does network I/O (through `hc`); it stays small because the
 * pages that count ads load it as they open: the error shape's zod schema is loaded with the first error answer.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../../api/_hono/app.ts';
import type { ErrorBody, ErrorCode, FieldIssue } from '../lib/schemas/api-error.ts';

/** The /api routes as typed calls, e.g. `api.lottery.home.$get()`; cookies go along on same-origin calls. */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/**
 * A non-OK answer: `message` is "status: body text" (the admin spec's format), `detail` the server's Spanish
 * message (the body text when it was not the JSON error shape), `code` its error code (`null` then), `issues`
 * its field problems (empty when none).
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly detail: string;
  readonly issues: FieldIssue[];

  /** @param error the answer's JSON error shape, `null` when the body (`text`) was not one */
  constructor(status: number, text: string, error: ErrorBody['error'] | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = error?.code ?? null;
    this.detail = error?.message ?? text;
    this.issues = error?.issues ?? [];
  }
}

/** The `ApiClientError` of a non-OK answer, its body checked against the error shape's zod schema. */
async function errorOf(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  const { errorBodySchema } = await import('../lib/schemas/api-error.ts');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page, an empty body): `detail` is the text itself.
  }
  return new ApiClientError(
    response.status,
    text || response.statusText,
    errorBodySchema.safeParse(body).data?.error ?? null,
  );
}

/** The JSON body type of a client call's successful answer. */
export type Body<R> = R extends ClientResponse<infer T> ? T : never;

/**
 * Awaits a client call and returns its JSON body, typed by the route (`undefined` for a 204).
 * @throws ApiClientError for a non-OK answer; a `SyntaxError` for a successful answer that is not JSON
 * (network failures and aborts reject as `fetch` does)
 */
export async function unwrap<R extends ClientResponse<unknown>>(pending: Promise<R> | R): Promise<Body<R>> {
  const response = await pending;
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as Body<R>;
  return (await response.json()) as Body<R>;
}

/**
 * The message to show for a failed call: the server's detail, else the error's own message (the admin screens').
 * @public
 */
export const errorDetail = (error: unknown): string =>
  error instanceof ApiClientError ? error.detail : error instanceof Error ? error.message : String(error);

/** The server's Spanish message of a failed call when it answered the JSON error shape, else `undefined`. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiClientError && error.code !== null ? error.detail || undefined : undefined;

/** The server's field issues of a failed call (none for other errors). */
export const fieldIssues = (error: unknown): FieldIssue[] => (error instanceof ApiClientError ? error.issues : []);
