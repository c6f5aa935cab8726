import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultImage } from './layout.ts';
import { createRenderPool } from './pool.ts';

/** The 8 bytes every PNG opens with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
let pool: ReturnType<typeof createRenderPool> | undefined;
afterEach(async () => pool?.destroy());

describe('the share images worker pool (decision 076)', () => {
  it('starts no worker before the first image, renders PNGs on a worker, refuses past its queue, idles out', async () => {
    pool = createRenderPool({ threads: 1, maxQueue: 1, idleTimeoutMs: 300 });
    expect(pool.workers()).toBe(0);
    const running = pool.render(defaultImage('a.test'));
    const waiting = pool.render(defaultImage('b.test'));
    expect(pool.workers()).toBe(1);
    expect(pool.render(defaultImage('c.test'))).toBeNull();
    const [first, second] = await Promise.all([running, waiting]);
    expect(first?.subarray(0, 8)).toEqual(new Uint8Array(PNG_SIGNATURE));
    expect(second?.subarray(0, 8)).toEqual(new Uint8Array(PNG_SIGNATURE));
    expect(pool.render(defaultImage('d.test'))).not.toBeNull();
    await vi.waitFor(() => expect(pool?.workers()).toBe(0), { timeout: 15_000, interval: 100 });
  }, 30_000);

  it('admits threads + 1 image requests at once, queues maxQueue more in order, refuses the next', async () => {
    const limited = createRenderPool({ threads: 1, maxQueue: 2, idleTimeoutMs: 300 });
    pool = limited;
    const started: number[] = [];
    const take = (n: number) => {
      const turn = limited.admit();
      if (!turn) throw new Error(`request ${n} refused`);
      return turn.then((end) => (started.push(n), end));
    };
    const [turn1, turn2, turn3, turn4] = [take(1), take(2), take(3), take(4)] as const;
    expect(pool.admit()).toBeNull();
    const [first, second] = await Promise.all([turn1, turn2]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    first();
    first();
    await turn3;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    second();
    (await turn3)();
    (await turn4)();
    expect(pool.admit()).not.toBeNull();
  });
});
