import { describe, expect, it } from 'vitest';
import type { Fetcher } from '../scraping/run-scrape.ts';
import { createPacer, type Clock } from './pacer.ts';

/** A clock that only moves when the pacer sleeps. */
function fakeClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps, elapsed: () => now - start };
}

/** A fetcher answering `answers` in order (then 200), recording when each request was sent. */
function scripted(clock: Clock, answers: Response[]) {
  const sentAt: { url: string; at: number }[] = [];
  const fetcher: Fetcher = async (url) => {
    sentAt.push({ url, at: clock.now() });
    return answers.shift() ?? new Response('{}', { status: 200 });
  };
  return { fetcher, sentAt };
}

describe('createPacer', () => {
  it('asks one host at most once per interval and another host at once', async () => {
    const { clock } = fakeClock();
    const { fetcher, sentAt } = scripted(clock, []);
    const pacer = createPacer(fetcher, { intervalMs: 2000, clock });
    await pacer.fetch('https://a.test/1', {});
    await pacer.fetch('https://b.test/1', {});
    await pacer.fetch('https://a.test/2', {});
    await pacer.fetch('https://a.test/3', {});
    expect(sentAt.map((s) => s.at - (sentAt[0]?.at ?? 0))).toEqual([0, 0, 2000, 4000]);
    expect(pacer.requests()).toBe(4);
  });

  it('waits what Retry-After asks on 429 (seconds, then an HTTP date) and answers the retried request', async () => {
    const { clock, elapsed } = fakeClock();
    const { fetcher, sentAt } = scripted(clock, [
      new Response('', { status: 429, headers: { 'retry-after': '30' } }),
      new Response('', { status: 503, headers: { 'retry-after': 'Sun, 01 Mar 2026 12:02:00 GMT' } }),
      new Response('ok', { status: 200 }),
    ]);
    const pacer = createPacer(fetcher, { intervalMs: 2000, clock });
    const response = await pacer.fetch('https://a.test/x', {});
    expect(await response.text()).toBe('ok');
    expect(sentAt.map((s) => s.at - (sentAt[0]?.at ?? 0))).toEqual([0, 30_000, 120_000]);
    expect(elapsed()).toBe(120_000);
  });

  it('backs off by doubling without Retry-After and gives the 5xx back after the last retry', async () => {
    const { clock } = fakeClock();
    const busy = () => new Response('', { status: 502 });
    const { fetcher, sentAt } = scripted(clock, [busy(), busy(), busy()]);
    const pacer = createPacer(fetcher, { intervalMs: 0, maxRetries: 2, backoffMs: 1000, clock });
    const response = await pacer.fetch('https://a.test/x', {});
    expect(response.status).toBe(502);
    expect(sentAt.map((s) => s.at - (sentAt[0]?.at ?? 0))).toEqual([0, 1000, 3000]);
  });

  it('gives up at once when Retry-After asks for more than the longest wait', async () => {
    const { clock } = fakeClock();
    const { fetcher } = scripted(clock, [new Response('', { status: 429, headers: { 'retry-after': '3600' } })]);
    const pacer = createPacer(fetcher, { clock, maxWaitMs: 60_000 });
    await expect(pacer.fetch('https://a.test/x', {})).rejects.toThrow(/Retry-After/);
    expect(pacer.requests()).toBe(1);
  });

  it('does not retry a 404', async () => {
    const { clock } = fakeClock();
    const { fetcher } = scripted(clock, [new Response('', { status: 404 })]);
    const pacer = createPacer(fetcher, { clock });
    expect((await pacer.fetch('https://a.test/x', {})).status).toBe(404);
    expect(pacer.requests()).toBe(1);
  });
});
