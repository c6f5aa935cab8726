/** HTTP `Retry-After` as the scrapers and the backfill read it (RFC 9110 §10.2.3). */

/**
 * The wait a `Retry-After` value asks for, in ms from `now` (epoch ms): delta-seconds or an HTTP date; null when
 * the header is absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Whether an answer of `status` asks the client to come back later: 429 Too Many Requests, or a 5xx. */
export const isRetryable = (status: number): boolean => status === 429 || status >= 500;
