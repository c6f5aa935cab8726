import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scrapers } from '../../../db/schema/index.ts';
import { backfillRequestsSince, lastBackfillError, ledgerOf } from '../../../db/queries/backfill.ts';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { startFakeLdApi, type FakeLdApi } from '../../../tests/fakes/ld-api.ts';
import { aDraw, insertDraws, insertScraper } from '../../../tests/factories.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { COMPANY_IDS } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { gamesOf } from '../../lib/catalogue/index.ts';
import { backfillStatus } from '../services/backfill-status.ts';
import { systemContext } from '../services/context.ts';
import { spendBackfillBudget } from './budget.ts';

const handle = freshDbPerTest();
let fake: FakeLdApi;
const NOW = new Date('2026-03-16T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeLdApi();
});
afterAll(() => fake.close());
beforeEach(async () => {
  for (const company of ['leidsa', 'anguila'] as const) {
    await insertScraper(handle.db, {
      name: `Loterías Dominicanas ${company}`,
      url: siteCompaniesUrl(company, fake.base),
      config: { adapter: 'loteriasdominicanas-api' },
    });
  }
});

const spend = (requests: number) => spendBackfillBudget(handle.db, fetch, { requests, now: NOW, intervalMs: 0 });
const asked = (from: number) => fake.requests.slice(from).map((r) => `${r.companyId}|${r.date}`);
const { leidsa, anguila } = COMPANY_IDS;

describe('spendBackfillBudget', () => {
  it('spends at most N requests a run, newest gap first, and goes on with older gaps on the next run', async () => {
    const start = fake.requests.length;
    const first = await spend(3);
    expect(asked(start)).toEqual([`${leidsa}|2026-03-14`, `${anguila}|2026-03-14`, `${leidsa}|2026-03-13`]);
    expect(first?.failed).toEqual([]);
    expect(first?.games.get('quiniela-leidsa')).toEqual({ found: 2, stored: 2, rejected: 0 });

    const next = fake.requests.length;
    await spend(3);
    expect(asked(next)).toEqual([`${anguila}|2026-03-13`, `${leidsa}|2026-03-12`, `${anguila}|2026-03-12`]);
    expect(await backfillRequestsSince(handle.db, new Date(NOW.getTime() - 86_400_000))).toBe(6);
    expect((await ledgerOf(handle.db, ['ld-api:leidsa', 'ld-api:anguila'])).length).toBe(6);
    const status = await backfillStatus(systemContext(handle.db, NOW));
    expect(status).toMatchObject({
      requestsPerRun: 3,
      oldestReached: '2026-03-12',
      requestsLast24h: 6,
      lastError: null,
    });
    expect(status.sources.map((s) => [s.source, s.dates, s.oldest, s.newest])).toEqual([
      ['ld-api:anguila', 3, '2026-03-12', '2026-03-14'],
      ['ld-api:leidsa', 3, '2026-03-12', '2026-03-14'],
    ]);
    expect(status.stored).toBe(status.sources.reduce((sum, s) => sum + s.stored, 0));
    expect(status.stored).toBeGreaterThan(30);
  });

  it('skips a day whose draws are all stored already', async () => {
    // Every game of Anguila's page: the four Anguila and La Cuarteta draws and the hourly Anguila ones.
    for (const game of gamesOf('anguila')) {
      const numbers = game.id.startsWith('la-cuarteta') ? ['01', '02', '03', '04'] : ['01', '02', '03'];
      await insertDraws(handle.db, aDraw({ gameId: game.id, drawDate: '2026-03-14', numbers }));
    }
    const start = fake.requests.length;
    await spend(2);
    expect(asked(start)).toEqual([`${leidsa}|2026-03-14`, `${leidsa}|2026-03-13`]);
  });

  it('a budget of 0 asks nothing', async () => {
    const start = fake.requests.length;
    expect(await spend(0)).toBeNull();
    expect(fake.requests.length).toBe(start);
  });

  it('a 429 ends the run at once, is shown as the last error, and the date is asked again next run', async () => {
    fake.failNext(1, 429, '60');
    const start = fake.requests.length;
    const report = await spend(3);
    expect(asked(start)).toEqual([`${leidsa}|2026-03-14`]);
    expect(report?.failed).toEqual([
      { source: 'ld-api:leidsa', date: '2026-03-14', error: 'HTTP 429 Too Many Requests' },
    ]);
    expect(await lastBackfillError(handle.db)).toMatchObject({ source: 'ld-api:leidsa', date: '2026-03-14' });
    const again = fake.requests.length;
    await spend(1);
    expect(asked(again)).toEqual([`${leidsa}|2026-03-14`]);
  });

  it('stops at a source whose answer held no session at all: its history starts later', async () => {
    const shallow = await startFakeLdApi({ historyStart: '2026-03-13' });
    await handle.db
      .update(scrapers)
      .set({ url: siteCompaniesUrl('leidsa', shallow.base) })
      .where(eq(scrapers.name, 'Loterías Dominicanas leidsa'));
    try {
      for (let run = 0; run < 4; run += 1) await spend(3);
      const leidsaDates = shallow.requests.filter((r) => r.companyId === leidsa).map((r) => r.date);
      expect(leidsaDates).toEqual(['2026-03-14', '2026-03-13', '2026-03-12']);
    } finally {
      await shallow.close();
    }
  });
});
