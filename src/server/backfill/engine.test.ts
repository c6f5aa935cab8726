import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDraws } from '../../../db/queries/draws.ts';
import { ledgerOf } from '../../../db/queries/backfill.ts';
import { draws } from '../../../db/schema/index.ts';
import { startFakeLdApi, type FakeLdApi } from '../../../tests/fakes/ld-api.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { runBackfill } from './engine.ts';
import { createPacer } from './pacer.ts';
import { missingByGame, planGaps, planRange } from './plan.ts';
import { ldApiSource, type BackfillSource } from './sources.ts';

const handle = freshDbPerTest();
let fake: FakeLdApi;
let sources: BackfillSource[];
const FROM = '2026-03-01';
const TO = '2026-03-14';

beforeAll(async () => {
  fake = await startFakeLdApi();
  sources = (['leidsa', 'anguila', 'americanas'] as const).map((c) => ldApiSource(c, fake.base));
});
afterAll(() => fake.close());

const fetcher = () => createPacer(fetch, { intervalMs: 0 });

async function fill(from = FROM, to = TO, signal?: AbortSignal) {
  const items = await planRange(handle.db, sources, from, to);
  const before = fake.requests.length;
  const report = await runBackfill(handle.db, items, { fetcher: fetcher().fetch, signal });
  return { items, report, requests: fake.requests.length - before };
}

/** Draw rows by "game|date|time", to see no draw was stored twice. */
async function drawKeys() {
  const rows = await handle.db.select().from(draws);
  return rows.map((r) => `${r.gameId}|${r.drawDate}|${r.drawTime}`);
}

describe('runBackfill against the fake API', () => {
  it('fills a range for Leidsa, Anguila and Americanas, then a second run asks and stores nothing', async () => {
    const first = await fill();
    expect(first.report.failed).toEqual([]);
    expect(first.requests).toBe(first.items.length);
    const stored = await countDraws(handle.db);
    expect(stored).toBeGreaterThan(14 * 10);
    const games = first.report.games;
    expect(games.get('quiniela-leidsa')).toEqual({ found: 14, stored: 14, rejected: 0 });
    // Loto is drawn on Wednesdays and Saturdays: 4 in the range; the other days answer an older session, kept out.
    expect(games.get('loto-leidsa')).toEqual({ found: 4, stored: 4, rejected: 0 });
    expect(games.get('anguila-manana')?.stored).toBe(14);
    expect(games.get('powerball')?.stored).toBeGreaterThan(0);
    const dates = (await handle.db.select({ d: draws.drawDate }).from(draws)).map((r) => r.d);
    expect(dates.every((d) => d >= FROM && d <= TO)).toBe(true);
    const missing = await missingByGame(handle.db, ['quiniela-leidsa', 'loto-leidsa', 'anguila-manana'], FROM, TO);
    expect([...missing.values()]).toEqual([0, 0, 0]);

    const second = await fill();
    expect(second.items).toEqual([]);
    expect(second.requests).toBe(0);
    expect(await countDraws(handle.db)).toBe(stored);
  });

  it('a run stopped half-way and restarted stores nothing twice and finishes', async () => {
    const stop = new AbortController();
    const items = await planRange(handle.db, sources, FROM, TO);
    const half = Math.floor(items.length / 2);
    const first = await runBackfill(handle.db, items, {
      fetcher: fetcher().fetch,
      signal: stop.signal,
      onItem: (done) => done === half && stop.abort(),
    });
    expect(first.stopped).toBe(true);
    expect(first.done).toBe(half);
    expect(
      (
        await ledgerOf(
          handle.db,
          sources.map((s) => s.id),
        )
      ).length,
    ).toBe(half);

    const before = fake.requests.length;
    const rest = await fill();
    expect(rest.items.length).toBe(items.length - half);
    expect(fake.requests.length - before).toBe(items.length - half);
    const keys = await drawKeys();
    expect(new Set(keys).size).toBe(keys.length);
    const whole = await fill();
    expect(whole.requests).toBe(0);
  });

  it('rejects and counts a row that breaks the number rules, and stores the rest of the day', async () => {
    fake.corrupt('Quiniela Leidsa', '2026-03-10');
    const { report } = await fill('2026-03-10', '2026-03-10');
    expect(report.games.get('quiniela-leidsa')).toEqual({ found: 1, stored: 0, rejected: 1 });
    expect(report.games.get('pega-3-mas')).toEqual({ found: 1, stored: 1, rejected: 0 });
    const [row] = (await ledgerOf(handle.db, ['ld-api:leidsa'])).filter((r) => r.date === '2026-03-10');
    expect(row).toMatchObject({ rejected: 1 });
  });

  it('dry run fetches and validates but stores nothing and writes no ledger', async () => {
    const items = await planRange(handle.db, sources, FROM, '2026-03-02');
    const report = await runBackfill(handle.db, items, { fetcher: fetcher().fetch, dryRun: true });
    expect(report.games.get('quiniela-leidsa')).toEqual({ found: 2, stored: 0, rejected: 0 });
    expect(await countDraws(handle.db)).toBe(0);
    expect(
      await ledgerOf(
        handle.db,
        sources.map((s) => s.id),
      ),
    ).toEqual([]);
  });

  it('an HTTP error after the retries stores nothing for that date and leaves it to a later run', async () => {
    fake.failNext(2, 503);
    const items = await planRange(handle.db, [sources[0] as BackfillSource], '2026-03-05', '2026-03-05');
    const pacer = createPacer(fetch, { intervalMs: 0, maxRetries: 1, backoffMs: 0 });
    const report = await runBackfill(handle.db, items, { fetcher: pacer.fetch });
    expect(report.failed).toEqual([
      { source: 'ld-api:leidsa', date: '2026-03-05', error: 'HTTP 503 Service Unavailable' },
    ]);
    expect(pacer.requests()).toBe(2);
    expect(await planRange(handle.db, [sources[0] as BackfillSource], '2026-03-05', '2026-03-05')).toHaveLength(1);
  });
});

describe('planGaps', () => {
  it('plans the newest gaps first, skips days already stored, and never goes past a source with nothing older', async () => {
    await fill('2026-03-10', '2026-03-12');
    const gaps = await planGaps(handle.db, sources, '2026-03-14', 6);
    expect(gaps.map((g) => `${g.source.id}|${g.date}`)).toEqual([
      'ld-api:leidsa|2026-03-14',
      'ld-api:anguila|2026-03-14',
      'ld-api:americanas|2026-03-14',
      'ld-api:leidsa|2026-03-13',
      'ld-api:anguila|2026-03-13',
      'ld-api:americanas|2026-03-13',
    ]);
    const older = await planGaps(handle.db, sources, '2026-03-12', 3);
    expect(older.map((g) => g.date)).toEqual(['2026-03-09', '2026-03-09', '2026-03-09']);
  });
});
