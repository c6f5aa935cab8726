import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDraws } from '../../../db/queries/draws.ts';
import { importedSnapshotFiles } from '../../../db/queries/snapshot-imports.ts';
import { draws, snapshotImports, type DrawRow } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import { gamesMappedAfter, MAPPING_VERSION } from '../../lib/catalogue/source-ids.ts';
import { notHeldOn } from '../../lib/draw-days.ts';
import { systemContext } from '../services/context.ts';
import { storeDerivedDraws } from '../services/derived-draws.ts';
import { expectedNumbers } from '../../lib/catalogue/derivation.ts';
import { drawKey, planStore, type DrawInput } from '../services/draws.ts';
import { importMissingCaptures } from './snapshot.ts';

const DIR = 'cron/snapshot';
const FEED = 'loteriasdominicanas-feed';
type Handle = Awaited<ReturnType<typeof openTestDb>>;

/** Draws per game of `gameIds` (those newer than `after` when given, from adapter `adapter` when given). */
async function counts(
  handle: Handle,
  gameIds: string[],
  after = '1900-01-01',
  adapter?: string,
): Promise<Record<string, number>> {
  const rows = await handle.db
    .select({ gameId: draws.gameId, n: sql<number>`count(*)::int` })
    .from(draws)
    .where(
      and(
        inArray(draws.gameId, gameIds),
        gt(draws.drawDate, after),
        adapter ? eq(draws.sourceAdapter, adapter) : undefined,
      ),
    )
    .groupBy(draws.gameId);
  return Object.fromEntries(rows.map((r) => [r.gameId, r.n]));
}

/** Every stored draw as comparable text, in a stable order. */
const dump = async (handle: Handle) =>
  (await handle.db.select().from(draws))
    .map((d) => JSON.stringify([d.gameId, d.drawDate, d.drawTime, d.numbers, d.extras, d.sourceUrl, d.underReview]))
    .sort();

let fresh: Handle;
let older: Handle;
beforeAll(async () => {
  [fresh, older] = await Promise.all([openTestDb({ history: true }), openTestDb({ history: true })]);
});
afterAll(async () => Promise.all([fresh.close(), older.close()]));

describe('the bundled import under source-id mapping 2 (decision 084)', () => {
  it('stores the US and Florida draws the feed carries', async () => {
    expect(await counts(fresh, ['powerball'], '2026-07-11')).toEqual({ powerball: 17 });
    expect(await counts(fresh, ['mega-millions'], '2026-07-10')).toEqual({ 'mega-millions': 12 });
    expect(await counts(fresh, ['cash-4-life'], '2025-08-05')).toEqual({ 'cash-4-life': 168 });
    expect(
      await counts(fresh, ['florida-fantasy-5', 'florida-lotto-double-play', 'jackpot-triple-play'], '2026-05-01'),
    ).toEqual({ 'florida-fantasy-5': 80, 'florida-lotto-double-play': 24, 'jackpot-triple-play': 25 });
    expect(
      await counts(fresh, ['new-york-tarde', 'new-york-noche', 'florida-dia', 'florida-noche'], '2026-05-01', FEED),
    ).toEqual({ 'new-york-tarde': 11, 'new-york-noche': 12, 'florida-dia': 11, 'florida-noche': 12 });
    const [fantasy] = await fresh.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 'florida-fantasy-5'), eq(draws.drawDate, '2026-08-21')));
    expect(fantasy).toMatchObject({ sourceAdapter: FEED, drawTime: '23:15' });
    expect(fantasy?.numbers).toHaveLength(5);
  });

  it('keeps the official data where it has the draw: the feed neither disputes nor replaces it', async () => {
    const official = await fresh.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 'powerball'), eq(draws.drawDate, '2026-07-11')));
    expect(official).toHaveLength(1);
    expect(official[0]).toMatchObject({ sourceAdapter: 'ny-open-data', underReview: false });
    expect(official[0]?.numbers).toEqual(['08', '10', '14', '45', '59', '05']);
    expect(await fresh.db.select().from(draws).where(eq(draws.underReview, true))).toEqual([]);
  });

  it('invents none of the 5 Powerball draws no bundled capture holds, and never calls them not held', async () => {
    const missing = ['2017-06-10', '2021-04-28', '2022-03-12', '2022-04-09', '2022-11-07'];
    const stored = await fresh.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 'powerball'), inArray(draws.drawDate, missing)));
    expect(stored).toEqual([]);
    expect(missing.map((d) => notHeldOn(gameById('powerball')!, d))).toEqual(missing.map(() => null));
  });

  it('stores nothing on a second import', async () => {
    const before = await countDraws(fresh.db);
    expect(await importMissingCaptures(systemContext(fresh.db), DIR)).toEqual([]);
    expect(await countDraws(fresh.db)).toBe(before);
  });

  it('gives an install whose ledger predates mapping 2 the newly mapped draws, re-reading only the feed', async () => {
    const added = [...gamesMappedAfter(FEED, 1)];
    // The install as it was: the ledger at mapping 1, none of the feed's draws of the newly mapped games.
    await older.db.update(snapshotImports).set({ mapping: 1 });
    await older.db.delete(draws).where(and(eq(draws.sourceAdapter, FEED), inArray(draws.gameId, added)));
    expect(await counts(older, ['florida-fantasy-5'])).toEqual({});

    const imported = await importMissingCaptures(systemContext(older.db), DIR);
    expect(imported.length).toBe(350);
    expect(imported.every((i) => i.file.startsWith(`${FEED}/`))).toBe(true);
    expect(await dump(older)).toEqual(await dump(fresh));
    expect(new Set((await importedSnapshotFiles(older.db)).values())).toEqual(new Set([MAPPING_VERSION]));
    expect(await importMissingCaptures(systemContext(older.db), DIR)).toEqual([]);
  });
});

describe('the New York and Florida quinielas stored from their picks (decision 084)', () => {
  const QUINIELAS = ['new-york-tarde', 'new-york-noche', 'florida-dia', 'florida-noche'];

  it('stores the 276 days no source published, each equal to its rule, stamped as derived', async () => {
    const derived = await fresh.db.select().from(draws).where(eq(draws.sourceAdapter, 'derivation'));
    expect(derived.length).toBe(276);
    const byGame = Object.fromEntries(QUINIELAS.map((id) => [id, derived.filter((d) => d.gameId === id).length]));
    expect(byGame).toEqual({ 'new-york-tarde': 69, 'new-york-noche': 69, 'florida-dia': 69, 'florida-noche': 69 });
    const inputs = await fresh.db
      .select()
      .from(draws)
      .where(inArray(draws.gameId, ['new-york-numbers-tarde', 'new-york-win-4-tarde']));
    for (const row of derived.filter((d) => d.gameId === 'new-york-tarde')) {
      const numbersOf = (id: string) => inputs.find((i) => i.gameId === id && i.drawDate === row.drawDate)?.numbers;
      expect(row.numbers).toEqual(expectedNumbers(gameById('new-york-tarde')!, numbersOf));
      expect(row).toMatchObject({
        sourceUrl: 'derivation:new-york-numbers-tarde+new-york-win-4-tarde',
        drawTime: '14:30',
      });
    }
    expect(await storeDerivedDraws(systemContext(fresh.db))).toBe(0);
  });

  it('stores nothing for a day one of whose picks is missing', async () => {
    const day = and(
      eq(draws.drawDate, '2026-08-20'),
      inArray(draws.gameId, ['new-york-noche', 'new-york-win-4-noche']),
    );
    expect(await fresh.db.select().from(draws).where(day)).toHaveLength(2);
    await fresh.db.delete(draws).where(day);
    expect(await storeDerivedDraws(systemContext(fresh.db))).toBe(0);
    expect(await counts(fresh, ['new-york-noche'], '2026-08-19')).toEqual({ 'new-york-noche': 1 });
  });
});

describe('planStore with a source that only fills a game in', () => {
  it('lets a source replace a quiniela stored from its picks', () => {
    const derived = {
      id: 1,
      gameId: 'new-york-tarde',
      drawDate: '2026-08-20',
      drawTime: '14:30',
      numbers: ['12', '34', '56'],
      extras: {},
      sourceAdapter: 'derivation',
    } as unknown as DrawRow;
    const published = { ...derived, numbers: ['12', '34', '57'] } as unknown as DrawInput;
    expect(planStore(new Map([[drawKey(derived), derived]]), [published], 'loteriasdominicanas-html')).toEqual({
      fresh: [],
      changed: [published],
      disputed: [],
    });
  });

  const row = (adapter: string, numbers: string[]): DrawRow =>
    ({
      id: 1,
      gameId: 'powerball',
      operatorId: 'americanas',
      drawDate: '2026-08-19',
      drawTime: '23:00',
      numbers,
      extras: {},
      sourceAdapter: adapter,
      underReview: false,
      reviewNote: null,
    }) as unknown as DrawRow;
  const input: DrawInput = {
    gameId: 'powerball',
    operatorId: 'americanas',
    drawDate: '2026-08-19',
    drawTime: '23:00',
    numbers: ['10', '21', '58', '61', '64', '17'],
    extras: { multiplier: '2' },
  };
  const stored = (r: DrawRow) => new Map([[drawKey(r), r]]);

  it('never disputes the official draw', () => {
    const official = row('ny-open-data', ['10', '21', '58', '61', '64', '17']);
    const feed = { ...input, numbers: ['61', '21', '64', '10', '58', '17'], extras: {} };
    expect(planStore(stored(official), [feed], FEED)).toEqual({ fresh: [], changed: [], disputed: [] });
  });

  it('gives way to the official source, which changes its draw instead of disputing it', () => {
    const copy = row(FEED, ['61', '21', '64', '10', '58', '17']);
    expect(planStore(stored(copy), [input], 'ny-open-data')).toEqual({ fresh: [], changed: [input], disputed: [] });
  });
});
