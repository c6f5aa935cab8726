import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../cron/adapters.ts';
import { importPage } from '../scraping/run-scrape.ts';
import { validateDraws } from '../../../cron/validate.ts';
import { draws, logs } from '../../../db/schema/index.ts';
import { readFixture } from '../../../tests/helpers/captures.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { systemContext } from './context.ts';
import { storeDraws, type DrawInput } from './draws.ts';

const handle = freshDbPerTest();
const LEIDSA_URL = 'https://www.leidsa.com/';
const API_URL = 'https://api.loteriasdominicanas.com/site/companies/leidsa';
const fetchedAt = new Date('2026-05-27T12:00:00-04:00');
const leidsa = { adapter: 'leidsa', url: LEIDSA_URL, fetchedAt };
const api = { adapter: 'loteriasdominicanas-api', url: API_URL, fetchedAt: new Date('2026-05-27T12:05:00-04:00') };

/** The valid draws of the real leidsa.com home capture of 2026-05-27. */
function leidsaDraws(): DrawInput[] {
  const parsed = parsePage('leidsa', readFixture('leidsa.com', 'home-2026-05-27-nextjs.html'), {
    url: LEIDSA_URL,
    fetchedAt,
  });
  return validateDraws(parsed, fetchedAt).valid;
}

/** `inputs` with Quiniela Leidsa's first number replaced by `first`. */
const withQuinielaFirst = (inputs: DrawInput[], first: string): DrawInput[] =>
  inputs.map((d) => (d.gameId === 'quiniela-leidsa' ? { ...d, numbers: [first, ...d.numbers.slice(1)] } : d));

const quinielaRow = async () => (await handle.db.select().from(draws).where(eq(draws.gameId, 'quiniela-leidsa')))[0];

describe('storeDraws cross-checks two sources', () => {
  it('a second source agreeing changes nothing and disputes nothing', async () => {
    const ctx = systemContext(handle.db);
    await storeDraws(ctx, leidsaDraws(), leidsa);
    const summary = await storeDraws(ctx, leidsaDraws(), api);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 13, disagreements: [], changedGameIds: [] });
    expect((await quinielaRow())?.underReview).toBe(false);
  });

  it('a second source disagreeing keeps the published value, marks the draw under review and lists both', async () => {
    const ctx = systemContext(handle.db);
    await storeDraws(ctx, leidsaDraws(), leidsa);
    const summary = await storeDraws(ctx, withQuinielaFirst(leidsaDraws(), '69'), api);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 12, changedGameIds: ['quiniela-leidsa'] });
    expect(summary.disagreements).toEqual([
      {
        gameId: 'quiniela-leidsa',
        drawDate: '2026-05-25',
        drawTime: '20:55',
        published: { adapter: 'leidsa', numbers: ['68', '01', '20'], extras: {} },
        reported: { adapter: 'loteriasdominicanas-api', url: API_URL, numbers: ['69', '01', '20'], extras: {} },
      },
    ]);
    const row = await quinielaRow();
    expect(row).toMatchObject({ numbers: ['68', '01', '20'], sourceAdapter: 'leidsa', underReview: true });
    expect(row?.reviewNote).toEqual([
      {
        adapter: 'loteriasdominicanas-api',
        url: API_URL,
        fetchedAt: api.fetchedAt.toISOString(),
        numbers: ['69', '01', '20'],
        extras: {},
      },
    ]);
    expect(await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'))).toEqual([]);
  });

  it('the same disagreement reported again is listed but not noted twice, nor invalidates again', async () => {
    const ctx = systemContext(handle.db);
    await storeDraws(ctx, leidsaDraws(), leidsa);
    await storeDraws(ctx, withQuinielaFirst(leidsaDraws(), '69'), api);
    const again = await storeDraws(ctx, withQuinielaFirst(leidsaDraws(), '69'), api);
    expect(again.disagreements).toHaveLength(1);
    expect(again.changedGameIds).toEqual([]);
    expect((await quinielaRow())?.reviewNote).toHaveLength(1);
  });

  it('the same source changing a value still updates it (a correction), logged, not under review', async () => {
    await importPage(handle.db, { ...leidsa, body: readFixture('leidsa.com', 'home-2026-05-27-nextjs.html') });
    const summary = await storeDraws(systemContext(handle.db), withQuinielaFirst(leidsaDraws(), '69'), leidsa);
    expect(summary).toMatchObject({ updated: 1, disagreements: [], changedGameIds: ['quiniela-leidsa'] });
    expect(await quinielaRow()).toMatchObject({ numbers: ['69', '01', '20'], underReview: false });
    expect(await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'))).toHaveLength(1);
  });
});
