/**
 * How a scraper asks a source for its page (decision 090): with the validators of the last answer
 * (`If-None-Match`, `If-Modified-Since`) so an unchanged page costs the source a 304, and a non-OK answer kept as a
 * `SourceHttpError` with its `Retry-After`, so the scheduler leaves the source alone as long as it asked.
 */
import { adapterFor } from '../../../cron/adapters.ts';
import { isRetryable, retryAfterMs } from '../../lib/retry-after.ts';
import type { Fetcher } from '../services/context.ts';

const FETCH_TIMEOUT_MS = 20_000;
/** Without `Retry-After`, a source that answered 429 or 5xx is asked again after this long (ms). */
const DEFAULT_RETRY_MS = 60_000;
/** The longest a `Retry-After` keeps a scraper waiting (ms): an hour, so a wrong header cannot stop it for good. */
const MAX_RETRY_MS = 60 * 60_000;

/** A page's HTTP validators from its last answer (null when the source sent none). */
export interface PageValidators {
  etag: string | null;
  lastModified: string | null;
}

/** A source's non-OK answer: "HTTP 503 Service Unavailable", with its status and `Retry-After` header. */
class SourceHttpError extends Error {
  readonly status: number;
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, retryAfter: string | null) {
    super(`HTTP ${status} ${statusText}`.trim());
    this.name = 'SourceHttpError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** A conditional fetch's result: the page and its new validators, or `notModified` (the source answered 304). */
export type FetchedPage = { body: string; validators: PageValidators } | { notModified: true };

/**
 * Fetches a source page through its adapter's request, conditional on `validators` when given.
 * @throws SourceHttpError for a non-OK answer (a 304 to an unconditional request included), an Error when the
 *   body's length disagrees with the answer's Content-Length (a cut answer), or the network/timeout error.
 */
export async function fetchConditional(
  fetcher: Fetcher,
  adapterId: string,
  url: string,
  options: Record<string, unknown>,
  validators?: PageValidators,
): Promise<FetchedPage> {
  const request = adapterFor(adapterId).request(url, options);
  const conditional = {
    ...(validators?.etag ? { 'If-None-Match': validators.etag } : {}),
    ...(validators?.lastModified ? { 'If-Modified-Since': validators.lastModified } : {}),
  };
  const response = await fetcher(request.url, {
    headers: { ...request.headers, ...conditional },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (response.status === 304 && Object.keys(conditional).length > 0) {
    await response.body?.cancel();
    return { notModified: true };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceHttpError(response.status, response.statusText, response.headers.get('retry-after'));
  }
  const body = await readWholeBody(response);
  return {
    body,
    validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
  };
}

/**
 * Fetches a source page unconditionally (the backfill, `npm run scrape`).
 * @throws as `fetchConditional`.
 */
export async function fetchPage(
  fetcher: Fetcher,
  adapterId: string,
  url: string,
  options: Record<string, unknown>,
): Promise<string> {
  const page = await fetchConditional(fetcher, adapterId, url, options);
  if ('notModified' in page) throw new SourceHttpError(304, 'Not Modified', null);
  return page.body;
}

/**
 * When a scraper whose fetch failed with `error` may ask its source again: for a 429 or 5xx answer, after the wait
 * its `Retry-After` asks for (at most an hour) or a minute; null for any other failure (its usual schedule).
 */
export function retryAtAfter(error: unknown, now: Date): Date | null {
  if (!(error instanceof SourceHttpError) || !isRetryable(error.status)) return null;
  const asked = retryAfterMs(error.retryAfter, now.getTime()) ?? DEFAULT_RETRY_MS;
  return new Date(now.getTime() + Math.min(MAX_RETRY_MS, asked));
}

/**
 * The body of `response` as UTF-8 text, checked against its Content-Length (bytes) when the body is sent as is
 * (no Content-Encoding: a compressed body's length is the compressed one, which fetch does not expose).
 * @throws Error "respuesta cortada: ..." when the lengths disagree.
 */
async function readWholeBody(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const declared = response.headers.get('content-length');
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  if (declared !== null && encoding === 'identity' && Number(declared) !== bytes.byteLength) {
    throw new Error(`respuesta cortada: ${bytes.byteLength} bytes recibidos, Content-Length ${declared}`);
  }
  return new TextDecoder().decode(bytes);
}
