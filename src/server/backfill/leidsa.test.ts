import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { countDraws } from '../../../db/queries/draws.ts';
import { ledgerOf } from '../../../db/queries/backfill.ts';
import { draws } from '../../../db/schema/index.ts';
import { startFakeLdApi } from '../../../tests/fakes/ld-api.ts';
import { startFakeLeidsa, type FakeLeidsa, type FakeLeidsaOptions } from '../../../tests/fakes/leidsa-history.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { runBackfill } from './engine.ts';
import { leidsaSources } from './leidsa.ts';
import { createPacer } from './pacer.ts';
import { planRange } from './plan.ts';
import { ldApiSource, type BackfillSource } from './sources.ts';

const handle = freshDbPerTest();
const FROM = '2026-03-01';
const TO = '2026-03-14';
const LEIDSA_GAMES = [
  'loto-leidsa',
  'loto-pool-leidsa',
  'pega-3-mas',
  'quiniela-leidsa',
  'super-kino-tv',
  'super-pale-leidsa',
];
const fakes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

/** A fake leidsa.com living on 2026-12-31 by default, so March is reached by draw number, not in the newest list. */
async function fakeLeidsa(options: FakeLeidsaOptions = {}): Promise<FakeLeidsa> {
  const fake = await startFakeLeidsa({ today: '2026-12-31', ...options });
  fakes.push(fake);
  return fake;
}

async function fill(sources: readonly BackfillSource[], from = FROM, to = TO, signal?: AbortSignal) {
  const items = await planRange(handle.db, sources, from, to);
  const pacer = createPacer(fetch, { intervalMs: 0 });
  const report = await runBackfill(handle.db, items, { fetcher: pacer.fetch, signal });
  return { items, report, requests: pacer.requests() };
}

/** Stored draws by "game|date" → numbers joined, and whether any is under review. */
async function stored() {
  const rows = await handle.db.select().from(draws);
  return {
    numbers: new Map(rows.map((r) => [`${r.gameId}|${r.drawDate}`, r.numbers.join('-')])),
    keys: rows.map((r) => `${r.gameId}|${r.drawDate}|${r.drawTime}`),
    underReview: rows.filter((r) => r.underReview).map((r) => `${r.gameId}|${r.drawDate}`),
  };
}

describe('runBackfill with the leidsa sources against the fake leidsa.com', () => {
  it('fills two weeks of the six Leidsa games, one page per game and day, then a second run asks nothing', async () => {
    const fake = await fakeLeidsa();
    const sources = leidsaSources(fake.base);
    const first = await fill(sources);
    expect(first.report.failed).toEqual([]);
    // Every daily game on each of the 14 days, Loto on its 4 Wednesdays and Saturdays.
    expect(first.items).toHaveLength(5 * 14 + 4);
    expect(first.requests).toBe(first.items.length);
    for (const game of ['quiniela-leidsa', 'super-kino-tv', 'loto-pool-leidsa', 'pega-3-mas', 'super-pale-leidsa']) {
      expect(first.report.games.get(game)).toEqual({ found: 14, stored: 14, rejected: 0 });
    }
    expect(first.report.games.get('loto-leidsa')).toEqual({ found: 4, stored: 4, rejected: 0 });
    const rows = await handle.db.select().from(draws);
    expect(rows.every((r) => r.drawDate >= FROM && r.drawDate <= TO && r.sourceAdapter === 'leidsa-history')).toBe(
      true,
    );
    const ledger = await ledgerOf(
      handle.db,
      sources.map((s) => s.id),
    );
    expect(new Set(ledger.map((r) => r.source))).toEqual(new Set(LEIDSA_GAMES.map((g) => `leidsa:${g}`)));
    expect(ledger.every((r) => r.found === 1 && r.stored === 1)).toBe(true);

    const second = await fill(sources);
    expect([second.items, second.requests]).toEqual([[], 0]);
    expect(await countDraws(handle.db)).toBe(74);
  });

  it('corrects a wrong estimate by stepping, and records a day the site held no draw as done with nothing found', async () => {
    // Quiniela had no draw on 2026-03-10 on this site: every earlier draw number is one less than the schedule says.
    const fake = await fakeLeidsa({ skipDays: { 'quiniela-leidsa': ['2026-03-10'] } });
    const [quiniela] = leidsaSources(fake.base).filter((s) => s.id === 'leidsa:quiniela-leidsa');
    const anchor = quiniela?.anchors?.[0];
    if (!quiniela || !anchor) throw new Error('no quiniela source');
    // An anchor 40 draws off: the first estimate misses and is corrected from the page it got.
    const off = { ...quiniela, anchors: [{ ...anchor, drawNo: anchor.drawNo + 40 }] };
    const { report, items, requests } = await fill([off], '2026-03-08', '2026-03-12');
    expect(report.failed).toEqual([]);
    expect(items).toHaveLength(5);
    expect(requests).toBeGreaterThan(5);
    expect(report.games.get('quiniela-leidsa')).toEqual({ found: 4, stored: 4, rejected: 0 });
    const ledger = await ledgerOf(handle.db, ['leidsa:quiniela-leidsa']);
    expect(ledger.map((r) => [r.date, r.found]).sort()).toEqual([
      ['2026-03-08', 1],
      ['2026-03-09', 1],
      ['2026-03-10', 0],
      ['2026-03-11', 1],
      ['2026-03-12', 1],
    ]);
    const dates = (await handle.db.select({ d: draws.drawDate }).from(draws)).map((r) => r.d).sort();
    expect(dates).toEqual(['2026-03-08', '2026-03-09', '2026-03-11', '2026-03-12']);
  });

  it('reads the newest days from the newest list whatever number it asked', async () => {
    const fake = await fakeLeidsa({ today: '2026-05-25' });
    const sources = leidsaSources(fake.base).filter((s) => s.id === 'leidsa:pega-3-mas');
    const { report, requests } = await fill(sources, '2026-05-18', '2026-05-24');
    expect([report.games.get('pega-3-mas'), requests]).toEqual([{ found: 7, stored: 7, rejected: 0 }, 7]);
    // A date after the newest draw: done with nothing found, on the first page.
    const later = await fill(sources, '2026-05-27', '2026-05-27');
    expect([later.report.done, later.requests, later.report.games.get('pega-3-mas')]).toEqual([1, 1, undefined]);
  });

  it('a run stopped half-way and restarted stores nothing twice and finishes', async () => {
    const fake = await fakeLeidsa();
    const sources = leidsaSources(fake.base);
    const stop = new AbortController();
    const items = await planRange(handle.db, sources, FROM, TO);
    const half = Math.floor(items.length / 2);
    const first = await runBackfill(handle.db, items, {
      fetcher: createPacer(fetch, { intervalMs: 0 }).fetch,
      signal: stop.signal,
      onItem: (done) => done === half && stop.abort(),
    });
    expect([first.stopped, first.done]).toEqual([true, half]);
    const rest = await fill(sources);
    expect([rest.items.length, rest.requests]).toEqual([items.length - half, items.length - half]);
    const { keys } = await stored();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(74);
    expect((await fill(sources)).requests).toBe(0);
  });

  it('a page leidsa.com refuses (HTTP 503) stores nothing for that date and leaves it to a later run', async () => {
    const fake = await fakeLeidsa();
    const sources = leidsaSources(fake.base).filter((s) => s.id === 'leidsa:super-pale-leidsa');
    fake.failNext(5, 503);
    const items = await planRange(handle.db, sources, '2026-03-05', '2026-03-05');
    const pacer = createPacer(fetch, { intervalMs: 0, maxRetries: 1, backoffMs: 0 });
    const report = await runBackfill(handle.db, items, { fetcher: pacer.fetch });
    expect(report.failed).toEqual([
      { source: 'leidsa:super-pale-leidsa', date: '2026-03-05', error: 'HTTP 503 Service Unavailable' },
    ]);
    expect(await countDraws(handle.db)).toBe(0);
    expect(await planRange(handle.db, sources, '2026-03-05', '2026-03-05')).toHaveLength(1);
  });
});

describe('the API and leidsa.com backfilling the same Leidsa dates', () => {
  /** The API fills the range first; the fake leidsa.com then shows the numbers the API gave for every draw. */
  async function apiThenLeidsa(change?: { gameId: string; date: string }) {
    const api = await startFakeLdApi();
    fakes.push(api);
    await fill([ldApiSource('leidsa', api.base)]);
    const fromApi = await stored();
    expect(fromApi.numbers.size).toBe(74);
    const fake = await fakeLeidsa();
    for (const [key, numbers] of fromApi.numbers) {
      const [gameId = '', date = ''] = key.split('|');
      const values = numbers.split('-');
      if (change?.gameId === gameId && change.date === date) values[0] = values[0] === '01' ? '02' : '01';
      fake.setNumbers(gameId, date, values);
    }
    const leidsa = await fill(leidsaSources(fake.base));
    return { fromApi, leidsa, after: await stored() };
  }

  it('agree: leidsa.com confirms every draw the API stored, Loto bonus balls written "07" there and "7" by the API', async () => {
    const { fromApi, leidsa, after } = await apiThenLeidsa();
    expect(leidsa.report.failed).toEqual([]);
    const found = [...leidsa.report.games.values()].reduce((sum, g) => sum + g.found, 0);
    const added = [...leidsa.report.games.values()].reduce((sum, g) => sum + g.stored, 0);
    expect([found, added]).toEqual([74, 0]);
    expect(after.numbers).toEqual(fromApi.numbers);
    // The API writes Loto's bonus balls bare ("7", its option text), leidsa.com's parsers with two digits ("07", as
    // the feed does): the same balls, so no draw goes under review.
    expect(after.underReview).toEqual([]);
    const loto = await handle.db.select().from(draws).where(eq(draws.gameId, 'loto-leidsa'));
    expect(loto.length).toBe(4);
    expect(loto.every((row) => row.reviewNote === null)).toBe(true);
  });

  it('disagree: one number changed on leidsa.com puts that draw under review, and only that one', async () => {
    const { after } = await apiThenLeidsa({ gameId: 'pega-3-mas', date: '2026-03-07' });
    expect(after.underReview).toEqual(['pega-3-mas|2026-03-07']);
    const [row] = await handle.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 'pega-3-mas'), eq(draws.drawDate, '2026-03-07')));
    expect(row?.underReview).toBe(true);
  });
});
