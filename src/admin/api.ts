/** Calls to /api/admin/* from the admin app: same-origin cookies, JSON bodies, errors as `AdminApiError`. */

/** A field problem the server reported (`path` into the sent body). */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/**
 * A non-OK answer: `message` is "status: text" (spec), `detail` the server's own message when it sent one,
 * `issues` its field problems (empty when none).
 */
export class AdminApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly issues: FieldIssue[];

  constructor(status: number, text: string, detail: string, issues: FieldIssue[] = []) {
    super(`${status}: ${text}`);
    this.name = 'AdminApiError';
    this.status = status;
    this.detail = detail;
    this.issues = issues;
  }
}

/**
 * Sends `init.body` (any value, as JSON) to `/api/admin${path}` and returns the parsed JSON answer.
 * Mutating calls always carry a JSON body (`{}` when none is given): the server refuses other content types.
 * @throws AdminApiError for a non-OK answer.
 */
export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const response = await fetch(`/api/admin${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
  if (response.ok) return (await response.json()) as T;
  const text = await response.text();
  let detail = text || response.statusText;
  let issues: FieldIssue[] = [];
  try {
    const error = (JSON.parse(text) as { error?: { message?: string; issues?: FieldIssue[] } }).error;
    detail = error?.message ?? detail;
    issues = error?.issues ?? [];
  } catch {
    // Not the JSON error shape: the raw text is the detail.
  }
  throw new AdminApiError(response.status, text || response.statusText, detail, issues);
}

/** The message to show for a failed call: the server's detail, else the error's own message. */
export const errorDetail = (error: unknown): string =>
  error instanceof AdminApiError ? error.detail : error instanceof Error ? error.message : String(error);

/** The server's field issues of a failed call (none for other errors). */
export const fieldIssues = (error: unknown): FieldIssue[] => (error instanceof AdminApiError ? error.issues : []);
