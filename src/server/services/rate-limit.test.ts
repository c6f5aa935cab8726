import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { systemContext, type ServiceContext } from './context.ts';
import {
  purgeRateCounters,
  release,
  reserveOrThrow,
  secondsLeftInWindow,
  tryReserve,
  type RateRule,
} from './rate-limit.ts';

let handle: DbHandle;
const rule: RateRule = { bucket: 'test', limit: 3, windowMs: 60_000 };
const at = (iso: string): ServiceContext => systemContext(handle.db, new Date(iso));

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

describe('rate limits', () => {
  it('grants exactly `limit` of 40 parallel reservations for one key, and other keys are independent', async () => {
    const ctx = at('2026-11-25T10:00:10Z');
    const granted = await Promise.all(Array.from({ length: 40 }, () => tryReserve(ctx, rule, 'ip-a')));
    expect(granted.filter(Boolean)).toHaveLength(rule.limit);
    expect(await tryReserve(ctx, rule, 'ip-b')).toBe(true);
  });

  it('frees a slot on release and starts afresh in the next window', async () => {
    const ctx = at('2026-11-25T11:00:00Z');
    for (let i = 0; i < rule.limit; i++) expect(await tryReserve(ctx, rule, 'ip-c')).toBe(true);
    expect(await tryReserve(ctx, rule, 'ip-c')).toBe(false);
    await release(ctx, rule, 'ip-c');
    expect(await tryReserve(ctx, rule, 'ip-c')).toBe(true);
    expect(await tryReserve(at('2026-11-25T11:01:00Z'), rule, 'ip-c')).toBe(true);
  });

  it('refuses with 429 and the seconds left in the window', async () => {
    const ctx = at('2026-11-25T12:00:45Z');
    for (let i = 0; i < rule.limit; i++) await reserveOrThrow(ctx, rule, 'ip-d', 'Demasiadas');
    await expect(reserveOrThrow(ctx, rule, 'ip-d', 'Demasiadas')).rejects.toMatchObject({
      code: 'too_many_requests',
      message: 'Demasiadas',
      headers: { 'Retry-After': '15' },
    });
    expect(secondsLeftInWindow(rule, new Date('2026-11-25T12:00:59.900Z'))).toBe(1);
  });

  it('purges counters a day old', async () => {
    await tryReserve(at('2026-11-20T00:00:00Z'), rule, 'old');
    await purgeRateCounters(at('2026-11-25T13:00:00Z'));
    const keys = (await handle.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('ip-a');
  });
});
