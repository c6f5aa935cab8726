import { describe, expect, it } from 'vitest';
import { isRetryable, retryAfterMs } from './retry-after.ts';

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 12:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('isRetryable', () => {
  it('is 429 and every 5xx, nothing else', () => {
    expect([429, 500, 503, 599].map(isRetryable)).toEqual([true, true, true, true]);
    expect([200, 304, 400, 403, 404].map(isRetryable)).toEqual([false, false, false, false, false]);
  });
});
