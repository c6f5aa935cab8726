/**
 * The share images' worker pool (decision 076), installed by `scripts/start.ts`: satori + resvg run on worker threads
 * (tinypool) so the event loop keeps answering other requests. Image requests are admitted in turn: `threads + 1` go on
 * at once (a database read overlaps a render) and up to `maxQueue` wait; past that `admit` answers null and the route
 * answers 503 with `Retry-After` before it reads the database. Each turn is handed on with `setImmediate`, so the
 * event loop polls other requests between two images (PGlite's queries run on this thread: 100 image requests let
 * in at once stalled `/api/health` for seconds with no render at all). No worker starts before the first
 * image, and a worker idle for `idleTimeoutMs` ends, giving back its memory (the server is held to ~300 MB idle on
 * PGlite, decision 068). Imported from source only (the worker file is loaded by path), never by the Astro bundle.
 */
import Tinypool from 'tinypool';
import type { ImageRenderer } from './renderer.ts';

/** The pool's limits. */
export interface RenderPoolOptions {
  /** Renders at once (worker threads). */
  threads: number;
  /** Image requests (and renders) that may wait for their turn; one more is refused. */
  maxQueue: number;
  /** How long (ms) an idle worker lives. */
  idleTimeoutMs: number;
}

/** The defaults: one worker (the machine has two cores and the event loop needs one), 32 waiting, 30 s idle. */
const RENDER_POOL_DEFAULTS: RenderPoolOptions = { threads: 1, maxQueue: 32, idleTimeoutMs: 30_000 };

/** A renderer on a worker pool started on its first image; `destroy()` ends its workers. */
export function createRenderPool(
  options: Partial<RenderPoolOptions> = {},
): ImageRenderer & { destroy(): Promise<void>; workers(): number } {
  const { threads, maxQueue, idleTimeoutMs } = { ...RENDER_POOL_DEFAULTS, ...options };
  const atOnce = threads + 1;
  let pool: Tinypool | undefined;
  let going = 0;
  const waiting: (() => void)[] = [];
  const handOn = () => {
    const next = going < atOnce ? waiting.shift() : undefined;
    if (!next) return;
    going += 1;
    setImmediate(next);
  };
  const endTurn = () => {
    going -= 1;
    handOn();
  };
  return {
    offThread: true,
    admit() {
      if (going + waiting.length >= atOnce + maxQueue) return null;
      return new Promise((resolve) => {
        let ended = false;
        waiting.push(() =>
          resolve(() => {
            if (ended) return;
            ended = true;
            endTurn();
          }),
        );
        handOn();
      });
    },
    render(image) {
      pool ??= new Tinypool({
        filename: new URL('./render-worker.ts', import.meta.url).href,
        minThreads: 0,
        maxThreads: threads,
        maxQueue,
        idleTimeout: idleTimeoutMs,
      });
      if (pool.queueSize >= maxQueue) return null;
      return pool.run(image) as Promise<Uint8Array<ArrayBuffer>>;
    },
    workers: () => pool?.threads.length ?? 0,
    destroy: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
