import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../../cron/snapshot/manifest.ts';
import type { DbHandle } from '../../../db/client.ts';
import { countDraws } from '../../../db/queries/draws.ts';
import { importedSnapshotFiles } from '../../../db/queries/snapshot-imports.ts';
import { draws, scrapeRuns } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { systemContext } from '../services/context.ts';
import { importMissingCaptures } from './snapshot.ts';

const DIR = 'cron/snapshot';
/** The games the feed covers from its first days (2025-09-07..09) to its last (2026-08-19..22). */
const YEAR_LONG_GAMES = [
  'anguila-manana',
  'anguila-medio-dia',
  'anguila-noche',
  'anguila-tarde',
  'el-quemaito-mayor',
  'el-quinielon-dia',
  'el-quinielon-noche',
  'gana-mas',
  'juega-mas-pega-mas',
  'king-quiniela-dia',
  'king-quiniela-noche',
  'la-primera-dia',
  'la-primera-noche',
  'la-suerte-1230',
  'la-suerte-1800',
  'loteria-nacional',
  'loto-5',
  'loto-leidsa',
  'loto-pool-leidsa',
  'loto-real',
  'mega-chances',
  'pega-3-mas',
  'quiniela-leidsa',
  'quiniela-lotedom',
  'quiniela-loteka',
  'quiniela-real',
  'super-kino-tv',
  'super-pale-leidsa',
];
const INTERRUPTED_AFTER = 4;
/** Every stored draw as comparable text, in a stable order. */
const dump = async (handle: DbHandle) =>
  (await handle.db.select().from(draws))
    .map((d) => JSON.stringify([d.gameId, d.drawDate, d.drawTime, d.numbers, d.extras, d.sourceUrl]))
    .sort();

let clean: DbHandle;
let resumed: DbHandle;
beforeAll(async () => {
  [clean, resumed] = await Promise.all([openTestDb(), openTestDb()]);
  await importMissingCaptures(systemContext(clean.db), DIR);
});
afterAll(async () => Promise.all([clean.close(), resumed.close()]));

describe('importMissingCaptures', () => {
  it('imports every capture of the manifest once into a fresh database', async () => {
    expect(await importedSnapshotFiles(clean.db)).toEqual(new Set(SNAPSHOT.map((f) => f.file)));
    expect(await countDraws(clean.db)).toBeGreaterThan(7000);
    expect(await clean.db.select().from(scrapeRuns)).toHaveLength(SNAPSHOT.length);
  });

  it('brings a year of real Dominican history from the feed, each draw stamped with its day file', async () => {
    const rows = await clean.db.select().from(draws).where(eq(draws.sourceAdapter, 'loteriasdominicanas-feed'));
    expect(rows.length).toBeGreaterThan(9900);
    const spans = new Map<string, string[]>();
    for (const r of rows) spans.set(r.gameId, [...(spans.get(r.gameId) ?? []), r.drawDate]);
    const yearLong = [...spans].filter(([, dates]) => {
      const [first = '', last = ''] = [dates.sort()[0], dates.at(-1)];
      return first <= '2025-09-09' && last >= '2026-08-19';
    });
    expect(yearLong.map(([gameId]) => gameId).sort()).toEqual(YEAR_LONG_GAMES);
    expect(spans.get('quiniela-leidsa')).toHaveLength(290);
    const sample = rows.find((r) => r.gameId === 'quiniela-real' && r.drawDate === '2026-08-21');
    expect(sample).toMatchObject({ numbers: ['42', '84', '59'], drawTime: '12:55' });
    expect(sample?.sourceUrl).toMatch(/ScraperLoteriasDominicanas\/blob\/0f6bcee6.*\/public\/feed\/2026-08-21\.json$/);
    expect(await clean.db.select().from(draws).where(eq(draws.underReview, true))).toEqual([]);
  });

  it('rolls a capture that fails back whole and keeps the ones before it', async () => {
    const missing = { ...SNAPSHOT[0], file: 'no-such-capture.html' } as (typeof SNAPSHOT)[number];
    const files = [...SNAPSHOT.slice(0, INTERRUPTED_AFTER), missing];
    await expect(importMissingCaptures(systemContext(resumed.db), DIR, files)).rejects.toThrow(/ENOENT/);
    expect(await importedSnapshotFiles(resumed.db)).toEqual(
      new Set(SNAPSHOT.slice(0, INTERRUPTED_AFTER).map((f) => f.file)),
    );
  });

  it('resumed after the interruption, ends with exactly the draws of a clean import', async () => {
    const imported = await importMissingCaptures(systemContext(resumed.db), DIR);
    expect(imported.map((i) => i.file)).toEqual(SNAPSHOT.slice(INTERRUPTED_AFTER).map((f) => f.file));
    expect(await countDraws(resumed.db)).toBe(await countDraws(clean.db));
    expect(await dump(resumed)).toEqual(await dump(clean));
  });

  it('is a no-op once every capture is imported', async () => {
    const before = await countDraws(resumed.db);
    const runs = (await resumed.db.select().from(scrapeRuns)).length;
    expect(await importMissingCaptures(systemContext(resumed.db), DIR)).toEqual([]);
    expect(await countDraws(resumed.db)).toBe(before);
    expect(await resumed.db.select().from(scrapeRuns)).toHaveLength(runs);
  });
});
