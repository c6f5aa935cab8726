import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalScheduler } from '../../scripts/local-scheduler.ts';
import { isDue } from '../../src/server/scraping/scheduler.ts';
import { aScraperRow } from '../factories.ts';

/** A tick whose calls stay in flight until `release()`. */
function slowTick() {
  const pending: (() => void)[] = [];
  const tick = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  return { tick, release: () => pending.splice(0).forEach((resolve) => resolve()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startLocalScheduler', () => {
  it('ticks at start and on every interval', async () => {
    const tick = vi.fn(async () => {});
    const scheduler = startLocalScheduler(tick, { tickMs: 60_000 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tick).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it('skips ticks while the previous one is in flight, then resumes', async () => {
    const { tick, release } = slowTick();
    const onSkip = vi.fn();
    const scheduler = startLocalScheduler(tick, { tickMs: 60_000, onSkip });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(onSkip).toHaveBeenCalledTimes(3);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(2);
    release();
    await scheduler.stop();
  });

  it('keeps ticking after a failed tick, and stop() waits for the tick in flight', async () => {
    const onError = vi.fn();
    const tick = vi.fn().mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValue(undefined);
    const scheduler = startLocalScheduler(tick, { tickMs: 60_000, onError });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onError).toHaveBeenCalledWith(new Error('fetch failed'));
    expect(tick).toHaveBeenCalledTimes(2);
    const { tick: slow, release } = slowTick();
    const second = startLocalScheduler(slow, { tickMs: 60_000 });
    let stopped = false;
    const stopping = second.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await scheduler.stop();
  });

  it('with its own interval, asks the source of an awaited draw again 15 to 20 s after a run that started late in its tick', async () => {
    vi.setSystemTime(new Date('2026-11-28T22:00:00Z'));
    const LATE_MS = 4_000;
    let row = aScraperRow({ frequency: 300 });
    const runs: number[] = [];
    const tick = vi.fn(async () => {
      if (!isDue(row, new Date(), true)) return;
      const startedAt = Date.now() + LATE_MS;
      runs.push(startedAt);
      row = { ...row, lastRun: new Date(startedAt) };
    });
    const scheduler = startLocalScheduler(tick);
    await vi.advanceTimersByTimeAsync(120_000);
    await scheduler.stop();
    const gaps = runs.slice(1).map((at, i) => (at - (runs[i] as number)) / 1000);
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(15);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(20);
  });
});
