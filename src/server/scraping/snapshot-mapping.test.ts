import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDraws } from '../../../db/queries/draws.ts';
import { importedSnapshotFiles } from '../../../db/queries/snapshot-imports.ts';
import { draws, drawsInProgress, snapshotImports, type DrawRow } from '../../../db/schema/index.ts';
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
let atVersion2: Handle;
beforeAll(async () => {
  [fresh, older, atVersion2] = await Promise.all([
    openTestDb({ history: true }),
    openTestDb({ history: true }),
    openTestDb({ history: true }),
  ]);
});
afterAll(async () => Promise.all([fresh.close(), older.close(), atVersion2.close()]));

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
    // The feed's 350 days and its 2026-10-10 file, and the six 2025-08 pages, whose "Take 5 Midday" mapping 3 reads.
    expect(imported.length).toBe(357);
    expect(imported.every((i) => i.file.startsWith(`${FEED}/`) || i.file.startsWith('pagina-ultimos'))).toBe(true);
    expect(await dump(older)).toEqual(await dump(fresh));
    expect(new Set((await importedSnapshotFiles(older.db)).values())).toEqual(new Set([MAPPING_VERSION]));
    expect(await importMissingCaptures(systemContext(older.db), DIR)).toEqual([]);
  });
});

/** Draws stored by a fresh import per game of mapping 3 (decision 085). */
const MAPPING_3_DRAWS = {
  'anguila-8-00-am': 44,
  'anguila-9-00-am': 46,
  'anguila-11-00-am': 46,
  'anguila-12-00-pm': 45,
  'anguila-2-00-pm': 45,
  'anguila-3-00-pm': 45,
  'anguila-4-00-pm': 43,
  'anguila-5-00-pm': 43,
  'anguila-7-00-pm': 36,
  'anguila-8-00-pm': 40,
  'anguila-10-00-pm': 42,
  'take-5-dia': 84,
  'take-5-noche': 81,
  'new-york-lotto': 24,
  'millionaire-for-life': 17,
  'florida-lotto': 24,
  'florida-fantasy-5-dia': 79,
  'powerball-double-play': 36,
  'haiti-bolet-9-30-am': 1,
  'haiti-bolet-10-30-am': 1,
  'haiti-bolet-11-30-am': 1,
  'haiti-bolet-5-30-pm': 1,
  'haiti-bolet-6-30-pm': 1,
  'haiti-bolet-7-30-pm': 1,
  'georgia-dia': 1,
  'georgia-tarde': 1,
  'georgia-noche': 1,
  'new-jersey-dia': 1,
  'new-jersey-noche': 1,
  'loteria-real-noche': 1,
  'quiniela-loteka-dia': 1,
};

describe('the bundled import under source-id mapping 3 (decision 085)', () => {
  const NEW_GAMES = Object.keys(MAPPING_3_DRAWS);
  const drawOf = async (handle: Handle, gameId: string, date: string) =>
    (
      await handle.db
        .select()
        .from(draws)
        .where(and(eq(draws.gameId, gameId), eq(draws.drawDate, date)))
    )[0];

  it('stores the real draws the bundle holds for every new game, at its own time', async () => {
    expect(await counts(fresh, NEW_GAMES)).toEqual(MAPPING_3_DRAWS);
    expect(await drawOf(fresh, 'anguila-4-00-pm', '2026-08-22')).toMatchObject({
      numbers: ['14', '40', '13'],
      drawTime: '16:00',
      sourceAdapter: FEED,
    });
    expect(await drawOf(fresh, 'anguila-2-00-pm', '2026-07-09')).toMatchObject({ numbers: ['43', '57', '10'] });
    expect(await drawOf(fresh, 'haiti-bolet-9-30-am', '2026-10-10')).toMatchObject({
      numbers: ['79', '38', '56'],
      drawTime: '09:30',
    });
    expect(await drawOf(fresh, 'new-york-lotto', '2026-08-19')).toMatchObject({
      numbers: ['22', '52', '29', '18', '16', '19', '43'],
      drawTime: '20:15',
    });
    expect(await drawOf(fresh, 'take-5-dia', '2025-08-04')).toMatchObject({
      numbers: ['04', '12', '14', '15', '31'],
      sourceAdapter: 'loteriasdominicanas-html',
    });
    expect(await fresh.db.select().from(draws).where(eq(draws.underReview, true))).toEqual([]);
  });

  it("keeps Anguila 8:00 PM's draws the feed caught in progress (one number) out of the draws", async () => {
    const seen = await fresh.db.select().from(drawsInProgress).where(eq(drawsInProgress.gameId, 'anguila-8-00-pm'));
    expect(seen.map((s) => s.drawDate).sort()).toEqual(['2026-07-22', '2026-07-23']);
    // 07-22 never came whole; the next day's feed completed 07-23.
    expect(await drawOf(fresh, 'anguila-8-00-pm', '2026-07-22')).toBeUndefined();
    expect(await drawOf(fresh, 'anguila-8-00-pm', '2026-07-23')).toMatchObject({ numbers: ['57', '56', '07'] });
  });

  it('reads the 2026-10-10 feed for the games the year lacks only', async () => {
    const later = await fresh.db.select().from(draws).where(gt(draws.drawDate, '2026-08-22'));
    expect(new Set(later.map((d) => d.gameId))).toEqual(
      new Set(NEW_GAMES.filter((id) => MAPPING_3_DRAWS[id as keyof typeof MAPPING_3_DRAWS] === 1)),
    );
  });

  it('gives an install that imported mapping 2 the same draws, once', async () => {
    const added = [...gamesMappedAfter(FEED, 2)];
    expect(added).toHaveLength(NEW_GAMES.length);
    // The install as it was: the ledger at mapping 2 without the 2026-10-10 feed, none of the new games' draws.
    await atVersion2.db.update(snapshotImports).set({ mapping: 2 });
    await atVersion2.db.delete(snapshotImports).where(eq(snapshotImports.file, `${FEED}/2026-10-10.rebuilt.json`));
    await atVersion2.db.delete(draws).where(inArray(draws.gameId, added));
    await atVersion2.db.delete(drawsInProgress).where(inArray(drawsInProgress.gameId, added));

    const imported = await importMissingCaptures(systemContext(atVersion2.db), DIR);
    expect(imported.length).toBe(357);
    expect(await dump(atVersion2)).toEqual(await dump(fresh));
    expect(new Set((await importedSnapshotFiles(atVersion2.db)).values())).toEqual(new Set([3]));
    expect(await importMissingCaptures(systemContext(atVersion2.db), DIR)).toEqual([]);
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
