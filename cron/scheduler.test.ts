import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/_app.ts';
import type { DbHandle } from '../db/client.ts';
import { setAutomaticScraping } from '../db/queries/app-state.ts';
import { countDraws } from '../db/queries/draws.ts';
import { listScrapers, type ScraperRow } from '../db/queries/scrapers.ts';
import { openTestDb } from '../tests/helpers/test-db.ts';
import { bootstrap } from './bootstrap.ts';
import { defaultScrapers } from './default-scrapers.ts';
import { isDue } from './scheduler.ts';

const SECRET = 'test-secret-0123456789abcdef';
const scraper = (fields: Partial<ScraperRow>): ScraperRow => ({
  id: 1, name: 's', url: 'https://example.test', enabled: true, frequency: 300, config: { adapter: 'ny-open-data' },
  status: 'active', lastRun: null, errorMessage: null, createdAt: new Date(0), ...fields,
});

describe('isDue', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['never run', {}, true],
    ['disabled', { enabled: false }, false],
    ['ran 299 s ago', { lastRun: new Date(now.getTime() - 299_000) }, false],
    ['ran 300 s ago', { lastRun: new Date(now.getTime() - 300_000) }, true],
    ['running for 5 minutes', { status: 'running' as const, lastRun: new Date(now.getTime() - 300_000) }, false],
    ['stuck running for 11 minutes', { status: 'running' as const, lastRun: new Date(now.getTime() - 660_000) }, true],
  ])('%s', (_label, fields, expected) => {
    expect(isDue(scraper(fields), now)).toBe(expected);
  });
});

describe('first start and /api/cron/scrape', () => {
  let handle: DbHandle;
  const fakeSources = async (): Promise<Response> => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });

  beforeAll(async () => {
    process.env.CRON_SECRET = SECRET;
    handle = await openTestDb();
  });
  afterAll(async () => handle.close());

  it('creates the default scrapers and imports the snapshot into an empty database, once', async () => {
    expect(await bootstrap(handle.db, { importWhenEmpty: true })).toEqual({ scrapersAdded: defaultScrapers().length, imported: true });
    const draws = await countDraws(handle.db);
    expect(draws).toBeGreaterThan(7000);
    expect(await bootstrap(handle.db, { importWhenEmpty: true })).toEqual({ scrapersAdded: 0, imported: false });
    expect(await countDraws(handle.db)).toBe(draws);
  });

  it('runs the due scrapers: failures show in the scraper status, stored draws stay', async () => {
    const before = await countDraws(handle.db);
    const app = createApp({ db: async () => handle, fetcher: fakeSources });
    const response = await app.request('/api/cron/scrape', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(response.status).toBe(200);
    const report = (await response.json()) as { ran: { status: string; error: string | null }[] };
    const enabled = defaultScrapers().filter((s) => s.enabled !== false).length;
    expect(report.ran).toHaveLength(enabled);
    expect(report.ran.every((r) => r.status === 'error' && r.error === 'HTTP 503 Service Unavailable')).toBe(true);
    const scrapers = await listScrapers(handle.db);
    expect(scrapers.filter((s) => s.status === 'error')).toHaveLength(enabled);
    expect(await countDraws(handle.db)).toBe(before);
  });

  it('runs nothing while the automatic system is stopped', async () => {
    await setAutomaticScraping(handle.db, false);
    const app = createApp({ db: async () => handle, fetcher: fakeSources });
    const response = await app.request('/api/cron/scrape', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(await response.json()).toMatchObject({ skipped: 'automatic-off', ran: [] });
  });
});
