/**
 * The browser's one door to /api (decision 044): `api`, a Hono client typed by the app itself (`AppType`, a
 * type-only import: no server code reaches the bundle), and `unwrap`, which turns an answer into its typed JSON
 * body or throws `ApiClientError` built from the JSON error shape. A server change that breaks a screen fails
 * `npm run check`.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../../api/_hono/app.ts';
import { errorBodySchema, type ErrorCode, type FieldIssue } from '../lib/schemas/api-error.ts';

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

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiClientError';
    this.status = status;
    const parsed = parseErrorBody(text);
    this.code = parsed?.code ?? null;
    this.detail = parsed?.message ?? text;
    this.issues = parsed?.issues ?? [];
  }
}

/** The `error` of a JSON error body, or `null` when `text` is not one. */
function parseErrorBody(text: string) {
  try {
    return errorBodySchema.safeParse(JSON.parse(text)).data?.error ?? null;
  } catch {
    return null;
  }
}

/** The JSON body type of a client call's successful answer. */
export type Body<R> = R extends ClientResponse<infer T> ? T : never;

/**
 * Awaits a client call and returns its JSON body, typed by the route (`undefined` for a 204).
 * @throws ApiClientError for a non-OK answer (network failures and aborts reject as `fetch` does).
 */
export async function unwrap<R extends ClientResponse<unknown>>(pending: Promise<R> | R): Promise<Body<R>> {
  const response = await pending;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiClientError(response.status, text || response.statusText);
  }
  if (response.status === 204) return undefined as Body<R>;
  return (await response.json()) as Body<R>;
}

/** The message to show for a failed call: the server's detail, else the error's own message. */
export const errorDetail = (error: unknown): string =>
  error instanceof ApiClientError ? error.detail : error instanceof Error ? error.message : String(error);

/** The server's field issues of a failed call (none for other errors). */
export const fieldIssues = (error: unknown): FieldIssue[] => (error instanceof ApiClientError ? error.issues : []);
