import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { recordRun } from '../../../db/queries/scrapers.ts';
import { aDraw, insertDraws, insertScraper } from '../../../tests/factories.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { dominicanDate } from '../../lib/dates.ts';
import { systemContext } from './context.ts';
import { siteFreshness } from './freshness.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const run = async (scraperId: number, status: 'ok' | 'error', startedAt: Date) =>
  recordRun(handle.db, {
    scraperId,
    adapter: 'loteriasdominicanas-api',
    source: 'test:',
    status,
    startedAt,
    durationMs: 5,
  });

describe('siteFreshness', () => {
  it('is neither live nor down on a database with only old draws and no scraper run', async () => {
    await insertDraws(handle.db, aDraw({ drawDate: '2025-08-05' }));
    expect(await siteFreshness(systemContext(handle.db, now))).toEqual({ live: false, sourcesDown: false });
  });

  it('is live once a scraper succeeded and a draw of today was just stored', async () => {
    const scraper = await insertScraper(handle.db);
    await run(scraper.id, 'ok', hoursAgo(0.1));
    expect(await siteFreshness(systemContext(handle.db, now))).toEqual({ live: false, sourcesDown: false });
    await insertDraws(handle.db, aDraw({ drawDate: dominicanDate(now) }));
    expect(await siteFreshness(systemContext(handle.db, now))).toEqual({ live: true, sourcesDown: false });
    // Two hours later the draw is no longer 'just published'.
    expect(await siteFreshness(systemContext(handle.db, new Date(now.getTime() + 2 * 3_600_000)))).toMatchObject({
      live: false,
    });
  });

  it('says the sources are down after hours of failed runs since the last success, and is then never live', async () => {
    const scraper = await insertScraper(handle.db, { name: 'Fuente caída' });
    const later = new Date(now.getTime() + 5 * 3_600_000);
    await run(scraper.id, 'error', new Date(now.getTime() + 3_600_000));
    await run(scraper.id, 'error', new Date(now.getTime() + 4.9 * 3_600_000));
    expect(await siteFreshness(systemContext(handle.db, later))).toEqual({ live: false, sourcesDown: true });
    await run(scraper.id, 'ok', later);
    expect(await siteFreshness(systemContext(handle.db, later))).toMatchObject({ sourcesDown: false });
  });
});
