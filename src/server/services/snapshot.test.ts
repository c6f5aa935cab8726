import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../../cron/snapshot/manifest.ts';
import type { DbHandle } from '../../../db/client.ts';
import { countDraws } from '../../../db/queries/draws.ts';
import { importedSnapshotFiles } from '../../../db/queries/snapshot-imports.ts';
import { draws, scrapeRuns } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { systemContext } from './context.ts';
import { importMissingCaptures } from './snapshot.ts';

const DIR = 'cron/snapshot';
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
