import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { ensureScrapers, listScrapers, type ScraperRow } from '../../../db/queries/scrapers.ts';
import { scrapeRuns, scrapers } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { systemContext } from './context.ts';
import { claimRun, finishRun, INTERRUPTED_REASON, recoverInterruptedRuns, RUN_TIMEOUT_MS } from './scrapers.ts';

const T0 = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const outcome = { status: 'ok' as const, created: 3, updated: 0, unchanged: 1, rejected: [], delays: [] };

let handle: DbHandle;
let scraper: ScraperRow;
const stored = async () => (await listScrapers(handle.db)).find((s) => s.id === scraper.id) as ScraperRow;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.delete(scrapers);
  await ensureScrapers(handle.db, [
    { name: 'ny', url: 'https://data.ny.gov/resource/d6yy-54nr.json', config: { adapter: 'ny-open-data' } },
  ]);
  [scraper] = (await listScrapers(handle.db)) as [ScraperRow];
});

describe('claimRun', () => {
  it('gives a run to one caller only, even when two claim at once', async () => {
    const claims = await Promise.all([
      claimRun(systemContext(handle.db, T0), scraper.id),
      claimRun(systemContext(handle.db, T0), scraper.id),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await stored()).toMatchObject({ status: 'running', runStartedAt: T0 });
    expect(await claimRun(systemContext(handle.db, at(RUN_TIMEOUT_MS - 1)), scraper.id)).toBe(false);
  });

  it('takes over a run older than RUN_TIMEOUT_MS', async () => {
    expect(await claimRun(systemContext(handle.db, T0), scraper.id)).toBe(true);
    expect(await claimRun(systemContext(handle.db, at(RUN_TIMEOUT_MS + 1)), scraper.id)).toBe(true);
    expect((await stored()).runStartedAt).toEqual(at(RUN_TIMEOUT_MS + 1));
  });

  it('can claim again once the run is finished, which records it', async () => {
    expect(await claimRun(systemContext(handle.db, T0), scraper.id)).toBe(true);
    await finishRun(systemContext(handle.db, at(2_000)), scraper.id, {
      adapter: 'ny-open-data',
      source: scraper.url,
      startedAt: T0,
      outcome,
    });
    expect(await stored()).toMatchObject({ status: 'active', runStartedAt: null, lastRun: T0, errorMessage: null });
    const [run] = await handle.db.select().from(scrapeRuns);
    expect(run).toMatchObject({ scraperId: scraper.id, status: 'ok', created: 3, unchanged: 1, durationMs: 2_000 });
    expect(await claimRun(systemContext(handle.db, at(3_000)), scraper.id)).toBe(true);
  });
});

describe('recoverInterruptedRuns', () => {
  it('turns a run left running by a dead process into an error that can be claimed at once', async () => {
    expect(await claimRun(systemContext(handle.db, T0), scraper.id)).toBe(true);
    expect(await recoverInterruptedRuns(systemContext(handle.db, at(1_000)))).toEqual([scraper.id]);
    expect(await stored()).toMatchObject({ status: 'error', errorMessage: INTERRUPTED_REASON, runStartedAt: null });
    expect(await claimRun(systemContext(handle.db, at(2_000)), scraper.id)).toBe(true);
  });

  it('leaves scrapers that are not running alone', async () => {
    expect(await recoverInterruptedRuns(systemContext(handle.db, T0))).toEqual([]);
    expect((await stored()).status).toBe('active');
  });
});
