import { describe, expect, it } from 'vitest';
import { nextRunAt, runProgress } from './scraper-schedule.ts';

describe('scraper schedule', () => {
  it('is due at once when it never ran, else frequency seconds after the last run', () => {
    expect(nextRunAt(null, 300)).toBe(0);
    expect(nextRunAt(1_000_000, 300)).toBe(1_300_000);
  });

  it('gives the progress to the next run between 0 and 1', () => {
    expect(runProgress(1_000_000, 300, 1_150_000)).toBe(0.5);
    expect(runProgress(1_000_000, 300, 2_000_000)).toBe(1);
    expect(runProgress(1_000_000, 300, 900_000)).toBe(0);
    expect(runProgress(null, 300, 5)).toBe(1);
  });
});
