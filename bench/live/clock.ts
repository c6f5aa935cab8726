/**
 * Preload of `npm run bench:live` (`node --import ./bench/live/clock.ts`, given to every process of a run through
 * NODE_OPTIONS): shifts this process's wall clock by LIVE_CLOCK_OFFSET_MS (ms, may be negative), so the server,
 * the scheduler and the functions all read the same replayed evening. `new Date()` and `Date.now()` are shifted;
 * dates built from a value, timers and `performance.now()` are not (nor `Date()` called without `new`, which
 * the project never uses).
 */
const offset = Number(process.env.LIVE_CLOCK_OFFSET_MS ?? 0);

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

export {};
