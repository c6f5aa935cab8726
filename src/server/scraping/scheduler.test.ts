import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { eq } from 'drizzle-orm';
import { createApp } from '../../../api/_hono/app.ts';
import { setAutomaticScraping } from '../../../db/queries/app-state.ts';
import { countDraws } from '../../../db/queries/draws.ts';
import { listScrapers } from '../../../db/queries/scrapers.ts';
import { aDraw, aScraperRow, insertDraws, insertScraper } from '../../../tests/factories.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { seedPosts } from '../seed-posts.ts';
import { bootstrap } from '../bootstrap.ts';
import { defaultScrapers } from './default-scrapers.ts';
import { systemContext } from '../services/context.ts';
import { claimRun, INTERRUPTED_REASON } from '../services/scrapers.ts';
import { isDue, nextAwaitedRunIn, pollAwaited, runDueScrapers } from './scheduler.ts';
import type { Fetcher } from './run-scrape.ts';
import { draws as drawsTable, scrapers } from '../../../db/schema/index.ts';
import { storeDraws } from '../services/draws.ts';
import { SNAPSHOT } from '../../../cron/snapshot/manifest.ts';

const SECRET = 'test-secret-0123456789abcdef';

describe('isDue', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['never run', {}, true],
    ['disabled', { enabled: false }, false],
    ['ran 299 s ago', { lastRun: new Date(now.getTime() - 299_000) }, false],
    ['ran 300 s ago', { lastRun: new Date(now.getTime() - 300_000) }, true],
    ['running for 5 minutes', { status: 'running' as const, runStartedAt: new Date(now.getTime() - 300_000) }, false],
    [
      'running now, previous run 11 minutes ago',
      {
        status: 'running' as const,
        lastRun: new Date(now.getTime() - 660_000),
        runStartedAt: new Date(now.getTime() - 1_000),
      },
      false,
    ],
    [
      'stuck running for 11 minutes',
      { status: 'running' as const, runStartedAt: new Date(now.getTime() - 660_000) },
      true,
    ],
    ['its source asked to wait 1 s more (Retry-After)', { retryAt: new Date(now.getTime() + 1_000) }, false],
    ['the wait its source asked for is over', { retryAt: now }, true],
  ])('%s', (_label, fields, expected) => {
    expect(isDue(aScraperRow(fields), now)).toBe(expected);
  });

  it('polls every 15 s while a draw it covers is awaited, and at its own frequency otherwise', () => {
    const hourly = aScraperRow({ frequency: 3600, lastRun: new Date(now.getTime() - 15_000) });
    expect(isDue(hourly, now, true)).toBe(true);
    expect(isDue(hourly, now, false)).toBe(false);
    expect(isDue({ ...hourly, lastRun: new Date(now.getTime() - 14_000) }, now, true)).toBe(false);
  });
});

describe('runDueScrapers around draw times', () => {
  const handle = freshDbPerTest();

  it("polls while its game's draw of today is awaited, then 15 minutes for a correction, then at its frequency", async () => {
    await setAutomaticScraping(handle.db, true);
    const url = 'https://fuente.example/leidsa';
    const lastRun = new Date('2026-11-25T01:00:00Z'); // 21:00 Tuesday in Santo Domingo, Leidsa draws at 20:55
    await insertScraper(handle.db, {
      name: 'Leidsa',
      url,
      frequency: 3600,
      config: { adapter: 'loteriasdominicanas-api' },
    });
    await storeDraws(systemContext(handle.db), [aDraw({ drawDate: '2026-11-23' })], {
      adapter: 'loteriasdominicanas-api',
      url,
      fetchedAt: lastRun,
    });
    await handle.db.update(scrapers).set({ lastRun });
    const fetched: string[] = [];
    const fetcher: Fetcher = async (input) => {
      fetched.push(input);
      return new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });
    };
    const ninetySecondsLater = new Date(lastRun.getTime() + 90_000);
    expect((await runDueScrapers(handle.db, fetcher, ninetySecondsLater)).ran).toHaveLength(1);

    await storeDraws(systemContext(handle.db, ninetySecondsLater), [aDraw({ drawDate: '2026-11-24' })], {
      adapter: 'loteriasdominicanas-api',
      url,
      fetchedAt: ninetySecondsLater,
    });
    const after = (minutes: number) => new Date(ninetySecondsLater.getTime() + minutes * 60_000);
    // The 503 above asked for a retry a minute after the real clock's now: the runs below are days earlier.
    await handle.db.update(scrapers).set({ lastRun: after(13), retryAt: null });
    expect((await runDueScrapers(handle.db, fetcher, after(13.5))).ran).toHaveLength(1);
    await handle.db.update(scrapers).set({ lastRun: after(15.5), retryAt: null });
    expect((await runDueScrapers(handle.db, fetcher, after(16))).ran).toEqual([]);
    expect(fetched).toHaveLength(2);
  });
});

describe('first start and /api/cron/scrape', () => {
  const handle = freshDbPerTest();
  const fakeSources = async (): Promise<Response> =>
    new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });

  beforeAll(() => {
    process.env.CRON_SECRET = SECRET;
  });

  it('creates the default scrapers and imports the snapshot into an empty database, once', async () => {
    const first = await bootstrap(handle.db, { importSnapshot: true, recoverRuns: true });
    expect(first).toEqual({
      scrapersAdded: defaultScrapers().length,
      recovered: 0,
      imported: SNAPSHOT.map((f) => f.file),
      postsAdded: seedPosts().length,
    });
    const draws = await countDraws(handle.db);
    expect(draws).toBeGreaterThan(7000);
    // The New York and Florida quinielas their picks give are stored too (decision 084), as `npm run db:import` does.
    const derived = await handle.db.select().from(drawsTable).where(eq(drawsTable.sourceAdapter, 'derivation'));
    expect(derived.length).toBeGreaterThan(200);
    expect(await bootstrap(handle.db, { importSnapshot: true, recoverRuns: true })).toEqual({
      scrapersAdded: 0,
      recovered: 0,
      imported: [],
      postsAdded: 0,
    });
    expect(await countDraws(handle.db)).toBe(draws);
  });

  it('runs the due scrapers: failures show in the scraper status, stored draws stay', async () => {
    await bootstrap(handle.db, { importSnapshot: false, recoverRuns: false });
    await insertDraws(handle.db, aDraw());
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
    await bootstrap(handle.db, { importSnapshot: false, recoverRuns: false });
    await setAutomaticScraping(handle.db, false);
    const app = createApp({ db: async () => handle, fetcher: fakeSources });
    const response = await app.request('/api/cron/scrape', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(await response.json()).toMatchObject({ skipped: 'automatic-off', ran: [] });
  });

  it('at start, recovers a run a dead process left running only where this process owns the scheduler', async () => {
    const first = await insertScraper(handle.db);
    expect(await claimRun(systemContext(handle.db), first.id)).toBe(true);
    expect(await bootstrap(handle.db, { importSnapshot: false, recoverRuns: false })).toMatchObject({ recovered: 0 });
    expect((await listScrapers(handle.db))[0]?.status).toBe('running');
    expect(await bootstrap(handle.db, { importSnapshot: false, recoverRuns: true })).toMatchObject({ recovered: 1 });
    expect((await listScrapers(handle.db))[0]).toMatchObject({
      status: 'error',
      errorMessage: INTERRUPTED_REASON,
      runStartedAt: null,
    });
  });

  it('keeps polling the awaited draw every 15 s within the window, and publishes each pass at once', async () => {
    await setAutomaticScraping(handle.db, true);
    const leidsa = readFileSync(
      'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
      'utf8',
    );
    // 2026-10-10 at 20:57 in Santo Domingo: Leidsa drew at 20:55. The source shows today's Quiniela from the third ask.
    let at = Date.parse('2026-10-11T00:57:00Z');
    const clock = { now: () => new Date(at), sleep: async (ms: number) => void (at += ms) };
    const asked: number[] = [];
    const fetcher: Fetcher = async () => {
      asked.push(at);
      const body = JSON.parse(leidsa) as { siteGames: { title: string; game: { sessions: unknown[] } }[] };
      if (asked.length >= 3) {
        const quiniela = body.siteGames.find((g) => g.title === 'Quiniela Leidsa');
        quiniela?.game.sessions.unshift({ date: '2026-10-10T04:00:00.000Z', score: [['05', '75', '59']] });
      }
      return new Response(JSON.stringify(body), { status: 200 });
    };
    await insertScraper(handle.db, {
      name: 'Leidsa',
      url: siteCompaniesUrl('leidsa', 'https://fuente.example/dominicana'),
      config: { adapter: 'loteriasdominicanas-api' },
    });
    const first = await runDueScrapers(handle.db, fetcher, clock.now(), clock.now);
    expect(first.ran).toHaveLength(1);

    const changed: string[][] = [];
    const passes = await pollAwaited(
      handle.db,
      fetcher,
      asked[0]! + 45_000,
      async (pass) => void changed.push(pass.changedGameIds),
      clock,
    );
    // Asked at 0, 15, 30 and 45 s; the other Leidsa games of the day stay awaited, so polling goes on to the end.
    expect(asked.map((t) => (t - asked[0]!) / 1000)).toEqual([0, 15, 30, 45]);
    expect(passes).toBe(3);
    expect(changed).toEqual([[], ['quiniela-leidsa'], []]);
    expect(await nextAwaitedRunIn(handle.db, clock.now())).toBe(15_000);
  });

  it('leaves an awaited scraper another process is running to that process: the window does not spin on it', async () => {
    await setAutomaticScraping(handle.db, true);
    const leidsa = readFileSync(
      'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
      'utf8',
    );
    const at = new Date('2026-10-11T00:57:00Z');
    await insertScraper(handle.db, {
      name: 'Leidsa',
      url: siteCompaniesUrl('leidsa', 'https://fuente.example/dominicana'),
      config: { adapter: 'loteriasdominicanas-api' },
    });
    const answer: Fetcher = async () => new Response(leidsa, { status: 200 });
    await runDueScrapers(handle.db, answer, at, () => at);
    const later = new Date(at.getTime() + 20_000);
    expect(await nextAwaitedRunIn(handle.db, later)).toBe(0);

    await handle.db.update(scrapers).set({ status: 'running', runStartedAt: later });
    const fetcher: Fetcher = () => Promise.reject(new Error('no request expected'));
    const sleep = () => Promise.reject(new Error('no wait expected'));
    expect(await nextAwaitedRunIn(handle.db, later)).toBeNull();
    expect(
      await pollAwaited(handle.db, fetcher, later.getTime() + 45_000, async () => {}, { now: () => later, sleep }),
    ).toBe(0);
  });

  it('polls nothing when no draw is awaited', async () => {
    const fetcher: Fetcher = () => Promise.reject(new Error('no request expected'));
    const sleep = () => Promise.reject(new Error('no wait expected'));
    const clock = { now: () => new Date('2026-10-10T16:00:00Z'), sleep };
    expect(await pollAwaited(handle.db, fetcher, Date.parse('2026-10-10T16:00:45Z'), async () => {}, clock)).toBe(0);
  });
});
