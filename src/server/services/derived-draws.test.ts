import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importPage } from '../scraping/run-scrape.ts';
import { draws } from '../../../db/schema/index.ts';
import { readFixture, ultimosCapture } from '../../../tests/helpers/captures.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { systemContext } from './context.ts';
import { checkDerivedDraws } from './derived-draws.ts';
import { storeDraws, type DrawInput } from './draws.ts';

const handle = freshDbPerTest();
const fetchedAt = new Date('2026-05-07T12:00:00Z');
const ny = { adapter: 'ny-open-data', url: 'https://data.ny.gov/resource/hsys-3def.json', fetchedAt };
const site = { adapter: 'loteriasdominicanas-api', url: 'https://api.example/americanas', fetchedAt };
const tarde = (numbers: string[]): DrawInput => ({
  gameId: 'new-york-tarde',
  operatorId: 'americanas',
  drawDate: '2026-05-05',
  drawTime: '14:30',
  numbers,
  extras: {},
});
const rowOf = async (gameId: string) => (await handle.db.select().from(draws).where(eq(draws.gameId, gameId)))[0];
const officialNumbers = () =>
  importPage(handle.db, { ...ny, body: readFixture('data.ny.gov', 'numbers-win4-hsys-3def.constructed.json') });

describe('checkDerivedDraws', () => {
  it('finds Super Palé LoteDom and Agarra 4 of four real days equal to their inputs: nothing under review', async () => {
    const stamps = ['2025-08-04T2105', '2025-08-05T2354', '2025-08-06T0958', '2025-08-06T1641', '2025-08-07T1439'];
    const url = 'https://loteriasdominicanas.com/pagina/ultimos-resultados';
    for (const stamp of stamps) {
      const summary = await importPage(handle.db, {
        adapter: 'loteriasdominicanas-html',
        body: ultimosCapture(stamp),
        url,
        fetchedAt,
      });
      expect(summary.disagreements, stamp).toEqual([]);
    }
    const leidsa = await importPage(handle.db, {
      adapter: 'leidsa',
      body: readFixture('leidsa.com', 'home-2026-05-27-nextjs.html'),
      url: 'https://www.leidsa.com/',
      fetchedAt,
    });
    expect(leidsa.disagreements).toEqual([]);
    const rows = await handle.db.select().from(draws);
    const dates = (gameId: string) => rows.filter((r) => r.gameId === gameId).map((r) => r.drawDate);
    const lotedomDays = ['2025-08-04', '2025-08-05', '2025-08-06', '2025-08-07'];
    for (const gameId of ['super-pale-lotedom', 'agarra-4', 'quiniela-lotedom', 'el-quemaito-mayor']) {
      expect(dates(gameId).sort(), gameId).toEqual(lotedomDays);
    }
    expect(rows.filter((r) => r.underReview)).toEqual([]);
  });

  it('accepts New York Tarde equal to the official Numbers and Win 4 of its date (31-47-34)', async () => {
    await officialNumbers();
    await storeDraws(systemContext(handle.db), [tarde(['31', '47', '34'])], site);
    const result = await checkDerivedDraws(systemContext(handle.db), [tarde([])]);
    expect(result).toEqual({ disagreements: [], changedGameIds: [] });
    expect((await rowOf('new-york-tarde'))?.underReview).toBe(false);
  });

  it('marks a New York Tarde that differs from the official numbers under review, keeping what was published', async () => {
    await storeDraws(systemContext(handle.db), [tarde(['31', '47', '35'])], site);
    const summary = await officialNumbers();
    expect(summary.disagreements).toEqual([
      {
        gameId: 'new-york-tarde',
        drawDate: '2026-05-05',
        drawTime: '14:30',
        published: { adapter: site.adapter, numbers: ['31', '47', '35'], extras: {} },
        reported: {
          adapter: 'derivation',
          url: 'derivation:new-york-numbers-tarde+new-york-win-4-tarde',
          numbers: ['31', '47', '34'],
          extras: {},
        },
      },
    ]);
    expect(summary.changedGameIds).toContain('new-york-tarde');
    const row = await rowOf('new-york-tarde');
    expect(row).toMatchObject({ numbers: ['31', '47', '35'], underReview: true });
    expect(row?.reviewNote).toEqual([expect.objectContaining({ adapter: 'derivation', numbers: ['31', '47', '34'] })]);
    const again = await checkDerivedDraws(systemContext(handle.db), [tarde([])]);
    expect(again.changedGameIds).toEqual([]);
    expect((await rowOf('new-york-tarde'))?.reviewNote).toHaveLength(1);
  });

  it('checks nothing while an input draw is missing', async () => {
    await storeDraws(systemContext(handle.db), [tarde(['00', '00', '00'])], site);
    expect(await checkDerivedDraws(systemContext(handle.db), [tarde([])])).toEqual({
      disagreements: [],
      changedGameIds: [],
    });
  });
});
