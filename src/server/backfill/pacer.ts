/**
 * The backfill's polite request pacer (decision 086): at most one request per `intervalMs` to each host, and on a
 * 429 or 5xx answer a wait (the answer's `Retry-After`, seconds or an HTTP date, else a doubling backoff) and a
 * bounded number of retries. Different hosts are not paced against each other.
 */
import { isRetryable, retryAfterMs } from '../../lib/retry-after.ts';
import type { Fetcher } from '../scraping/run-scrape.ts';

/** The time the pacer reads and waits on: the real clock, or a fake one in tests. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface PacerOptions {
  /** Milliseconds between two requests to the same host (default 2000). */
  intervalMs?: number;
  /** Retries of one request after a 429/5xx answer or a network error (default 4). */
  maxRetries?: number;
  /** First backoff without `Retry-After`, doubled on each retry (ms, default 5000). */
  backoffMs?: number;
  /** Longest wait honoured for one retry (ms, default 300000): a longer `Retry-After` gives up. */
  maxWaitMs?: number;
  clock?: Clock;
}

export const DEFAULT_INTERVAL_MS = 2000;

/** A paced fetcher and the number of HTTP requests it sent (retries included). */
export interface Pacer {
  fetch: Fetcher;
  requests(): number;
}

/**
 * Wraps `fetcher` so each host is asked at most once per `intervalMs`, retrying 429/5xx answers and network errors
 * up to `maxRetries` times after the wait `Retry-After` asks for (or the doubling backoff).
 * @returns the last answer (a non-OK one once the retries are spent); throws the last network error likewise, or an
 *   Error when `Retry-After` asks for longer than `maxWaitMs`.
 */
export function createPacer(fetcher: Fetcher, options: PacerOptions = {}): Pacer {
  const {
    intervalMs = DEFAULT_INTERVAL_MS,
    maxRetries = 4,
    backoffMs = 5000,
    maxWaitMs = 300_000,
    clock = realClock,
  } = options;
  const nextAt = new Map<string, number>();
  let sent = 0;

  const send: Fetcher = async (url, init) => {
    const host = new URL(url).host;
    const wait = (nextAt.get(host) ?? 0) - clock.now();
    if (wait > 0) await clock.sleep(wait);
    nextAt.set(host, clock.now() + intervalMs);
    sent += 1;
    return fetcher(url, init);
  };

  const paced: Fetcher = async (url, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const backoff = backoffMs * 2 ** attempt;
      let response: Response;
      try {
        response = await send(url, init);
      } catch (error) {
        if (attempt >= maxRetries) throw error;
        await clock.sleep(backoff);
        continue;
      }
      if (!isRetryable(response.status) || attempt >= maxRetries) return response;
      const asked = retryAfterMs(response.headers.get('retry-after'), clock.now());
      if (asked !== null && asked > maxWaitMs) {
        throw new Error(`HTTP ${response.status}: Retry-After pide ${Math.round(asked / 1000)} s, más que el máximo`);
      }
      await response.body?.cancel();
      const host = new URL(url).host;
      const until = clock.now() + (asked ?? backoff);
      nextAt.set(host, Math.max(nextAt.get(host) ?? 0, until));
    }
  };
  return { fetch: paced, requests: () => sent };
}
