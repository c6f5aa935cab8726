import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_CHARS } from '../../../cron/adapters.ts';
import { countDraws, drawHistory, latestDraws } from '../../../db/queries/draws.ts';
import { listScrapers } from '../../../db/queries/scrapers.ts';
import { draws, logs, scrapeRuns } from '../../../db/schema/index.ts';
import { insertScraper } from '../../../tests/factories.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { readFixture, ultimosCapture } from '../../../tests/helpers/captures.ts';
import { systemContext } from '../services/context.ts';
import { gameHistory } from '../services/results.ts';
import { describeError, importPage, runScraper, type Fetcher } from './run-scrape.ts';

const URL_ULTIMOS = 'https://loteriasdominicanas.com/pagina/ultimos-resultados';
const page = (stamp: string, fetchedAt: string) => ({
  adapter: 'loteriasdominicanas-html',
  body: ultimosCapture(stamp),
  url: URL_ULTIMOS,
  fetchedAt: new Date(fetchedAt),
});
const answer =
  (status: number, body: string): Fetcher =>
  () =>
    Promise.resolve(new Response(body, { status }));

const handle = freshDbPerTest();
const importAugust5 = () => importPage(handle.db, page('2025-08-05T2354', '2025-08-05T23:54:00-04:00'));

describe('importPage on real captures', () => {
  it("stores every game of the 2025-08-05 capture once, its 'Take 5 Midday' as Take 5 Día", async () => {
    const summary = await importPage(handle.db, page('2025-08-05T2354', '2025-08-05T23:54:00-04:00'));
    expect(summary).toMatchObject({ status: 'ok', created: 42, updated: 0, unchanged: 0 });
    expect(summary.rejected).toEqual([]);
    expect(await latestDraws(handle.db, ['take-5-dia'])).toEqual([
      expect.objectContaining({ drawDate: '2025-08-05', operatorId: 'americanas' }),
    ]);
    const [quiniela] = await latestDraws(handle.db, ['quiniela-leidsa']);
    expect(quiniela).toMatchObject({
      drawDate: '2025-08-05',
      drawTime: '20:55',
      numbers: ['38', '09', '45'],
      operatorId: 'leidsa',
    });
  });

  it('is idempotent: importing the same page again changes nothing', async () => {
    await importAugust5();
    const before = await handle.db.select().from(draws);
    const again = await importPage(handle.db, page('2025-08-05T2354', '2025-08-05T23:59:00-04:00'));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 42, changedGameIds: [] });
    expect(await handle.db.select().from(draws)).toHaveLength(before.length);
  });

  it('updates a draw whose published numbers changed, logs the change, and checks the Super Palé built on it', async () => {
    await importAugust5();
    const body = ultimosCapture('2025-08-05T2354').replace(/(Quiniela Leidsa[\s\S]*?class="score[^"]*">\s*)38/, '$139');
    const summary = await importPage(handle.db, { ...page('2025-08-05T2354', '2025-08-06T00:10:00-04:00'), body });
    expect(summary).toMatchObject({ created: 0, updated: 1 });
    expect(summary.changedGameIds.sort()).toEqual(['quiniela-leidsa', 'super-pale-leidsa']);
    expect(summary.disagreements).toEqual([
      expect.objectContaining({
        gameId: 'super-pale-leidsa',
        published: expect.objectContaining({ numbers: ['38', '67'] }) as unknown,
        reported: expect.objectContaining({ adapter: 'derivation', numbers: ['39', '67'] }) as unknown,
      }),
    ]);
    const [row] = await latestDraws(handle.db, ['quiniela-leidsa']);
    expect(row?.numbers).toEqual(['39', '09', '45']);
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'));
    expect(JSON.parse(log?.details ?? '{}')).toMatchObject({
      before: { numbers: ['38', '09', '45'] },
      after: { numbers: ['39', '09', '45'] },
    });
  });

  it('stores nothing from the FortiGuard block page and reports it as an error', async () => {
    await importAugust5();
    const count = (await handle.db.select().from(draws)).length;
    const body = readFixture('loteriasdominicanas.com', 'pagina-ultimos-resultados-2025-08-07-fortiguard-blocked.html');
    const summary = await importPage(handle.db, { ...page('2025-08-05T2354', '2025-08-07T13:56:00-04:00'), body });
    expect(summary.status).toBe('error');
    expect(summary.error).toMatch(/FortiGuard/i);
    expect(await handle.db.select().from(draws)).toHaveLength(count);
  });

  it('imports the official Powerball history with every draw valid', async () => {
    const body = readFixture(
      'data.ny.gov',
      'Lottery_Powerball_Winning_Numbers__Beginning_2010.raky1977-2026-07-11.csv',
    );
    const summary = await importPage(handle.db, {
      adapter: 'ny-open-data',
      body,
      url: 'https://data.ny.gov/resource/d6yy-54nr.json',
      fetchedAt: new Date('2026-07-12T12:00:00Z'),
    });
    expect(summary).toMatchObject({ status: 'ok', created: 1965, rejected: [] });
    const [latest] = await drawHistory(handle.db, 'powerball', 1);
    expect(latest).toMatchObject({
      drawDate: '2026-07-11',
      numbers: ['08', '10', '14', '45', '59', '05'],
      extras: { multiplier: '2' },
    });
  });
});

describe('importPage on an oversized page', () => {
  it('fails with a clear status and stores nothing; the same page at its real size is stored', async () => {
    const real = readFixture('leidsa.com', 'home-2026-05-27-nextjs.html');
    const oversized = real.replace('</body>', `${' '.repeat(MAX_BODY_CHARS + 1 - real.length)}</body>`);
    const input = { adapter: 'leidsa', url: 'https://www.leidsa.com/', fetchedAt: new Date('2026-05-27T05:28:00Z') };
    const summary = await importPage(handle.db, { ...input, body: oversized });
    expect(summary).toMatchObject({
      status: 'error',
      created: 0,
      error: expect.stringMatching(/^respuesta demasiado grande/),
    });
    expect(await countDraws(handle.db)).toBe(0);
    const stored = await importPage(handle.db, { ...input, body: real });
    expect(stored).toMatchObject({ status: 'ok', created: 13, incomplete: [], warnings: [] });
    expect(stored.rejected).toHaveLength(4);
  });
});

describe('runScraper', () => {
  it('asks again with the validators of its last good read: a 304 reads nothing and is ok', async () => {
    const scraper = await insertScraper(handle.db);
    const sent: Record<string, string>[] = [];
    const source: Fetcher = (_url, init) => {
      sent.push(init.headers ?? {});
      const validators = { etag: 'W/"a1"', 'last-modified': 'Wed, 05 Aug 2025 23:50:00 GMT' };
      return Promise.resolve(
        init.headers?.['If-None-Match'] === 'W/"a1"'
          ? new Response(null, { status: 304, headers: validators })
          : new Response(ultimosCapture('2025-08-05T2354'), { status: 200, headers: validators }),
      );
    };
    const at = () => new Date('2025-08-06T03:54:00Z');
    expect(await runScraper(handle.db, scraper, source, at)).toMatchObject({ status: 'ok', created: 42 });
    const [read] = await listScrapers(handle.db);
    expect(read).toMatchObject({ etag: 'W/"a1"', lastModified: 'Wed, 05 Aug 2025 23:50:00 GMT' });

    const again = await runScraper(handle.db, read as typeof scraper, source, at);
    expect(again).toMatchObject({ status: 'ok', notModified: true, created: 0, rejected: [] });
    expect(sent[0]).not.toHaveProperty('If-None-Match');
    expect(sent[1]).toMatchObject({
      'If-None-Match': 'W/"a1"',
      'If-Modified-Since': 'Wed, 05 Aug 2025 23:50:00 GMT',
    });
    expect((await listScrapers(handle.db))[0]).toMatchObject({ status: 'active', etag: 'W/"a1"' });
  });

  it('keeps no validators of a page it could not read, so the next run reads it whole', async () => {
    const scraper = await insertScraper(handle.db, { etag: 'W/"old"' });
    const blocked = readFixture(
      'loteriasdominicanas.com',
      'pagina-ultimos-resultados-2025-08-07-fortiguard-blocked.html',
    );
    const source: Fetcher = () => Promise.resolve(new Response(blocked, { status: 200, headers: { etag: 'W/"b"' } }));
    expect(await runScraper(handle.db, scraper, source)).toMatchObject({ status: 'error' });
    expect((await listScrapers(handle.db))[0]).toMatchObject({ etag: null, lastModified: null });
  });

  it.each([
    ['a 503 with Retry-After: 120', 503, '120', 120_000],
    ['a 429 without Retry-After', 429, null, 60_000],
    ['a 503 asking for a day', 503, '86400', 3_600_000],
  ])('waits after %s as long as the source asked (an hour at most)', async (_label, status, retryAfter, waitMs) => {
    const scraper = await insertScraper(handle.db);
    const now = new Date('2026-11-29T20:56:00Z');
    const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {};
    const source: Fetcher = () => Promise.resolve(new Response('busy', { status, headers }));
    expect(await runScraper(handle.db, scraper, source, () => now)).toMatchObject({ status: 'error' });
    expect((await listScrapers(handle.db))[0]?.retryAt).toEqual(new Date(now.getTime() + waitMs));
  });

  it('marks the scraper error on an HTTP failure, records the run and keeps stored draws', async () => {
    await importAugust5();
    const scraper = await insertScraper(handle.db);
    const stored = (await handle.db.select().from(draws)).length;
    const summary = await runScraper(handle.db, scraper, answer(403, 'Forbidden'));
    expect(summary).toMatchObject({ status: 'error', error: 'HTTP 403' });
    const [after] = await listScrapers(handle.db);
    expect(after).toMatchObject({ status: 'error', errorMessage: 'HTTP 403' });
    expect(await handle.db.select().from(draws)).toHaveLength(stored);
    const [run] = await handle.db.select().from(scrapeRuns).where(eq(scrapeRuns.scraperId, scraper.id));
    expect(run).toMatchObject({ status: 'error', error: 'HTTP 403', created: 0 });
  });

  it('becomes active again after a good page and stores its new draws', async () => {
    await importAugust5();
    const scraper = await insertScraper(handle.db, { status: 'error', errorMessage: 'HTTP 403' });
    const summary = await runScraper(
      handle.db,
      scraper,
      answer(200, ultimosCapture('2025-08-07T1439')),
      () => new Date('2025-08-07T18:39:00Z'),
    );
    expect(summary.status).toBe('ok');
    expect(summary.created).toBe(18);
    const [after] = await listScrapers(handle.db);
    expect(after).toMatchObject({ status: 'active', errorMessage: null });
  });

  it('is not active when every row of the page is rejected: error with the reason, draws kept', async () => {
    await importAugust5();
    const stored = (await handle.db.select().from(draws)).length;
    const scraper = await insertScraper(handle.db);
    // Fetched a month before its draws, every draw of the real page is in the future and rejected.
    const summary = await runScraper(
      handle.db,
      scraper,
      answer(200, ultimosCapture('2025-08-06T1641')),
      () => new Date('2025-07-01T12:00:00Z'),
    );
    expect(summary).toMatchObject({ status: 'error', created: 0 });
    expect(summary.error).toMatch(/^Sin sorteos válidos: todos los sorteos fueron rechazados/);
    const [after] = await listScrapers(handle.db);
    expect(after).toMatchObject({ status: 'error', errorMessage: summary.error });
    const [run] = await handle.db.select().from(scrapeRuns).where(eq(scrapeRuns.scraperId, scraper.id));
    expect(run).toMatchObject({ status: 'error', error: summary.error });
    expect(await handle.db.select().from(draws)).toHaveLength(stored);
  });

  it('is not active when a source answers validly but without any draw', async () => {
    const scraper = await insertScraper(handle.db, {
      name: 'API Leidsa',
      url: 'https://api.loteriasdominicanas.com/site/companies/leidsa',
      config: { adapter: 'loteriasdominicanas-api' },
    });
    const empty = JSON.stringify({
      ...(JSON.parse(readFixture('loteriasdominicanas-api', 'site-companies-leidsa.json')) as object),
      siteGames: [],
    });
    const summary = await runScraper(handle.db, scraper, answer(200, empty));
    expect(summary).toMatchObject({ status: 'error', error: 'Sin sorteos válidos: la fuente respondió sin sorteos' });
    const [after] = (await listScrapers(handle.db)).filter((s) => s.id === scraper.id);
    expect(after).toMatchObject({ status: 'error', errorMessage: summary.error });
  });
});

describe('runScraper on an answer cut short of its Content-Length', () => {
  const csv = readFixture(
    'data.ny.gov',
    'Lottery_Mega_Millions_Winning_Numbers__Beginning_2002.raky1977-2026-07-10.csv',
  );
  /** A real export answered with `length` as its Content-Length and the body cut to `bytes` bytes. */
  const cutAnswer =
    (bytes: number, length: number): Fetcher =>
    () =>
      Promise.resolve(
        new Response(Buffer.from(csv).subarray(0, bytes), {
          headers: { 'content-type': 'text/csv', 'content-length': String(length) },
        }),
      );
  const nyScraper = () =>
    insertScraper(handle.db, {
      name: 'NY Mega Millions',
      url: 'https://data.ny.gov/api/views/5xaw-6ayf/rows.csv?accessType=DOWNLOAD',
      config: { adapter: 'ny-open-data' },
    });
  const now = () => new Date('2026-07-12T12:00:00Z');

  it('stores nothing and marks the scraper error when the body is shorter than its Content-Length', async () => {
    const whole = Buffer.byteLength(csv);
    // Cut after a whole line: the body alone looks complete, only the length tells.
    const atLineEnd = csv.indexOf('\n', 2_000) + 1;
    for (const bytes of [atLineEnd, atLineEnd + 20]) {
      const scraper = await nyScraper();
      const summary = await runScraper(handle.db, scraper, cutAnswer(bytes, whole), now);
      expect(summary).toMatchObject({
        status: 'error',
        created: 0,
        error: `respuesta cortada: ${bytes} bytes recibidos, Content-Length ${whole}`,
      });
    }
    expect(await handle.db.select().from(draws)).toHaveLength(0);
  });

  it('stores the draws of a body that has its Content-Length', async () => {
    const whole = Buffer.byteLength(csv);
    const summary = await runScraper(handle.db, await nyScraper(), cutAnswer(whole, whole), now);
    expect(summary).toMatchObject({ status: 'ok' });
    expect(summary.created).toBeGreaterThan(100);
  });
});

describe('describeError', () => {
  it('keeps the cause of a network failure, which names the host', () => {
    const error = new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND data.ny.gov') });
    expect(describeError(error)).toBe('fetch failed: getaddrinfo ENOTFOUND data.ny.gov');
    expect(describeError(new Error('HTTP 503'))).toBe('HTTP 503');
  });
});

describe('importPage on draws published while being drawn', () => {
  /** An Anguila answer of the loteriasdominicanas.com API with one Anguila 1:00 PM draw. */
  const anguila = (date: string, score: string[]) =>
    JSON.stringify({
      title: 'Anguila',
      siteGames: [
        {
          title: 'Anguila 1:00 PM',
          game_id: '6966a6d3ea7015c3b8a3d611',
          game: { sessions: [{ date: `${date}T04:00:00.000Z`, score: [score] }] },
        },
      ],
    });
  const importAt = (body: string, fetchedAt: string) =>
    importPage(handle.db, {
      adapter: 'loteriasdominicanas-api',
      body,
      url: 'https://api.loteriasdominicanas.com/dominicana/site-companies/anguila',
      fetchedAt: new Date(fetchedAt),
    });
  const statusAt = async (now: string) =>
    (await gameHistory(systemContext(handle.db, new Date(now)), 'anguila-medio-dia', { limit: 1 }))[0]?.status;

  it("stores nothing of an incomplete draw, reads 'En curso' until the complete draw is stored", async () => {
    await importAt(anguila('2026-07-22', ['10', '20', '30']), '2026-07-22T18:00:00Z');
    expect(await statusAt('2026-07-23T16:30:00Z')).toMatchObject({ state: 'pending' });

    const running = await importAt(anguila('2026-07-23', ['16', '77']), '2026-07-23T17:00:42Z');
    expect(running).toMatchObject({ created: 0, changedGameIds: ['anguila-medio-dia'] });
    expect(running.incomplete).toEqual([
      expect.objectContaining({ gameId: 'anguila-medio-dia', drawDate: '2026-07-23' }),
    ]);
    expect(await statusAt('2026-07-23T17:01:00Z')).toMatchObject({ state: 'in_progress', label: 'En curso' });
    const [latest] = await latestDraws(handle.db, ['anguila-medio-dia']);
    expect(latest?.drawDate).toBe('2026-07-22');

    const complete = await importAt(anguila('2026-07-23', ['16', '77', '05']), '2026-07-23T17:03:00Z');
    expect(complete).toMatchObject({ created: 1, changedGameIds: ['anguila-medio-dia'] });
    expect(await statusAt('2026-07-23T17:04:00Z')).toMatchObject({ state: 'published', date: '2026-07-23' });
  });
});
