import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../../cron/snapshot/manifest.ts';
import { createDb, type DbHandle } from '../../../db/client.ts';
import { countDraws } from '../../../db/queries/draws.ts';
import { recordRun } from '../../../db/queries/scrapers.ts';
import { importedSnapshotFiles } from '../../../db/queries/snapshot-imports.ts';
import { draws, drawsInProgress, logs, scrapeRuns } from '../../../db/schema/index.ts';
import { openSharedTestDb, openTestDb } from '../../../tests/helpers/test-db.ts';
import { inTransaction, systemContext } from '../services/context.ts';
import { importPage } from './run-scrape.ts';
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
let drop: () => Promise<void>;
/** The statements the clean import of the whole year sent, as Drizzle sends them (on pg and Neon BEGIN and COMMIT included). */
let statements = 0;
beforeAll(async () => {
  const shared = await openSharedTestDb();
  drop = shared.drop;
  clean = await createDb(shared.url, { logger: { logQuery: () => void (statements += 1) } });
  resumed = await openTestDb();
  await importMissingCaptures(systemContext(clean.db), DIR);
});
afterAll(async () => {
  await Promise.all([clean.close(), resumed.close()]);
  await drop();
});

describe('importMissingCaptures', () => {
  it('imports the bundled year in batches: at most 100 statements through the real driver', () => {
    // Thousands, one capture per transaction, before decision 065.
    expect(statements).toBeGreaterThan(5);
    expect(statements).toBeLessThanOrEqual(100);
  });

  it('imports every capture of the manifest once into a fresh database', async () => {
    expect(new Set((await importedSnapshotFiles(clean.db)).keys())).toEqual(new Set(SNAPSHOT.map((f) => f.file)));
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
    expect(new Set((await importedSnapshotFiles(resumed.db)).keys())).toEqual(
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

describe('the batched import', () => {
  /** The captures of August 2025 (overlapping pages of one source) and the New York files. */
  const FILES = SNAPSHOT.slice(0, 9);
  /** A review note without its time (a derivation report is stamped with the time of its run). */
  const withoutTime = ({ fetchedAt: _time, ...note }: { fetchedAt: string }) => note;
  /** What a capture import leaves, comparable between two databases. */
  const state = async (handle: DbHandle) => ({
    draws: (await handle.db.select().from(draws))
      .map((d) =>
        JSON.stringify([
          d.gameId,
          d.drawDate,
          d.drawTime,
          d.numbers,
          d.extras,
          d.sourceUrl,
          d.underReview,
          d.reviewNote?.map(withoutTime),
        ]),
      )
      .sort(),
    logs: (await handle.db.select().from(logs)).map((l) => `${l.action} ${l.details}`).sort(),
    inProgress: (await handle.db.select().from(drawsInProgress)).map((r) => `${r.gameId}|${r.drawDate}`).sort(),
    runs: (await handle.db.select().from(scrapeRuns))
      .map((r) => JSON.stringify([r.source, r.status, r.created, r.updated, r.unchanged, r.rejected.length]))
      .sort(),
  });

  let batched: DbHandle;
  let oneByOne: DbHandle;
  // Opened and closed around the test, not in it: dropping a database ends its connections, which a driver may report.
  beforeAll(async () => {
    [batched, oneByOne] = await Promise.all([openTestDb(), openTestDb()]);
  });
  afterAll(async () => Promise.all([batched.close(), oneByOne.close()]));

  it('stores exactly what importing each capture through importPage stores', async () => {
    const summaries = await importMissingCaptures(systemContext(batched.db), DIR, FILES);
    for (const entry of FILES) {
      const body = await readFile(resolve(DIR, entry.file), 'utf8');
      const fetchedAt = new Date(entry.fetchedAt);
      await inTransaction(systemContext(oneByOne.db), async (tx) => {
        const summary = await importPage(tx.db, { adapter: entry.adapter, body, url: entry.url, fetchedAt });
        const batchedSummary = summaries.find((s) => s.file === entry.file)?.summary;
        expect({ ...batchedSummary, delays: [] }).toEqual({ ...summary, delays: [] });
        await recordRun(tx.db, {
          adapter: entry.adapter,
          source: `snapshot:${entry.file}`,
          status: summary.status,
          created: summary.created,
          updated: summary.updated,
          unchanged: summary.unchanged,
          rejected: summary.rejected,
          startedAt: new Date(),
          durationMs: 0,
        });
      });
    }
    expect(await state(batched)).toEqual(await state(oneByOne));
  });

  it('updates, logs and disputes as importPage does: a later capture of the same page with other numbers', async () => {
    const [first] = SNAPSHOT.filter((f) => f.file.includes('2025-08-05'));
    if (!first) throw new Error('no 2025-08-05 capture');
    /** The page with the first score after the game link `href` raised by one (Mega Millions, Quiniela Leidsa). */
    const bump = (html: string, href: string) => {
      const at = html.indexOf('class="score', html.indexOf(`href="${href}"`));
      return (
        html.slice(0, at) +
        html.slice(at).replace(/>\s*(\d+)\s*</, (_, n: string) => `>${String(Number(n) + 1).padStart(2, '0')}<`)
      );
    };
    const dir = mkdtempSync(join(tmpdir(), 'gana-mas-captures-'));
    const original = readFileSync(resolve(DIR, first.file), 'utf8');
    writeFileSync(join(dir, first.file), original);
    writeFileSync(join(dir, 'later.html'), bump(bump(original, '/americanas/mega-millions'), '/leidsa/quiniela-pale'));
    const files = [first, { ...first, file: 'later.html', fetchedAt: '2025-08-06T00:30:00-04:00' }];
    await importMissingCaptures(systemContext(batched.db), dir, files);
    for (const entry of files) {
      const body = readFileSync(join(dir, entry.file), 'utf8');
      await importPage(oneByOne.db, { ...entry, body, fetchedAt: new Date(entry.fetchedAt) });
    }
    const after = await state(batched);
    expect(after.logs.filter((l) => l.startsWith('update_draw'))).toHaveLength(2);
    // Super Palé Leidsa no longer equals its changed input: under review (decision 030).
    expect(after.draws.filter((d) => (JSON.parse(d) as unknown[])[6] === true)).toHaveLength(1);
    expect({ ...after, runs: [] }).toEqual({ ...(await state(oneByOne)), runs: [] });
  });
});
