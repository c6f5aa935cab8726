/**
 * The local scheduler of `npm start`: every `tickMs` it calls `tick` (which asks /api/cron/scrape, like
 * Vercel Cron does; a second one sends the queued alerts, decision 074). A tick that comes while the previous
 * one is still in flight is skipped, so slow or hanging sources (or push services) never pile runs up.
 */

export interface LocalScheduler {
  /** Stops the timer and resolves when the tick in flight (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Default interval between ticks (ms): a third of the poll interval of an awaited draw's source (decision 096), so a
 * scraper due POLL_INTERVAL_S after its run starts is run within 5 s of being due, not a whole interval later.
 */
const SCHEDULER_TICK_MS = 5_000;

/**
 * Starts ticking now and every `tickMs` ms. `tick` errors are passed to `onError` and do not stop the loop.
 * `onSkip` is told when a tick is skipped because the previous one is in flight.
 */
export function startLocalScheduler(
  tick: () => Promise<void>,
  options: { tickMs?: number; onError?: (error: unknown) => void; onSkip?: () => void } = {},
): LocalScheduler {
  let inFlight: Promise<void> | null = null;
  const fire = (): void => {
    if (inFlight) {
      options.onSkip?.();
      return;
    }
    inFlight = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        inFlight = null;
      });
  };
  fire();
  const timer = setInterval(fire, options.tickMs ?? SCHEDULER_TICK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
