import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { drawSightings } from '../../../db/schema/index.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { STORED } from '../../lib/latency.ts';
import { importPage } from '../scraping/run-scrape.ts';
import { systemContext } from './context.ts';
import { timeToResult } from './latency.ts';
import { gameHistory } from './results.ts';

/**
 * Time to result through the real pipeline: the constructed Leidsa answer of 2026-10-09 (real numbers, newer than
 * the bundled year) read 95 s after Leidsa's 8:55 p. m. draws (2026-10-10T00:55:00Z), then again later.
 */
const handle = freshDbPerTest({ history: true });
const LEIDSA = readFileSync(
  'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
  'utf8',
);
const DRAWN = Date.parse('2026-10-10T00:55:00Z');
const at = (seconds: number) => new Date(DRAWN + seconds * 1000);
const read = (fetchedAt: Date, storedAt: Date) =>
  importPage(
    handle.db,
    { adapter: 'loteriasdominicanas-api', body: LEIDSA, url: siteCompaniesUrl('leidsa'), fetchedAt },
    storedAt,
  );

describe('time to result', () => {
  it("keeps each source's first sighting and when Gana Más stored the draw, and reports both", async () => {
    expect(await read(at(95), at(96))).toMatchObject({ created: 6 });
    expect(await read(at(395), at(396))).toMatchObject({ created: 0 });

    const sightings = await handle.db.select().from(drawSightings);
    expect(sightings.filter((s) => s.gameId === 'quiniela-leidsa')).toEqual([
      {
        gameId: 'quiniela-leidsa',
        drawDate: '2026-10-09',
        drawTime: '20:55',
        sourceAdapter: 'loteriasdominicanas-api',
        firstSeenAt: at(95),
      },
    ]);

    // Five draws of 2026-10-09; the answer's Loto is of 2026-10-07, read two days later: a fill, not counted.
    const report = await timeToResult(systemContext(handle.db, new Date('2026-10-10T12:00:00Z')));
    expect(report).toEqual({
      days: 7,
      sources: [
        { source: STORED, draws: 5, medianS: 96, p95S: 96 },
        { source: 'loteriasdominicanas-api', draws: 5, medianS: 95, p95S: 95 },
      ],
    });
  });

  it("gives the game page's latest draw when Gana Más published it, and none for a history fill", async () => {
    await read(at(95), at(96));
    const ctx = systemContext(handle.db, at(600));
    const [latest] = await gameHistory(ctx, 'quiniela-leidsa', { limit: 1 });
    expect(latest).toMatchObject({ date: '2026-10-09', publishedAt: at(96).toISOString() });

    // The bundled year, imported long after its draws: no time to publish.
    const [imported] = await gameHistory(ctx, 'gana-mas', { limit: 1 });
    expect(imported?.date).toBe('2026-08-22');
    expect(imported?.publishedAt).toBeUndefined();
    // The same answer read again three days later changes nothing.
    await read(at(3 * 86_400), at(3 * 86_400));
    const late = await timeToResult(systemContext(handle.db, at(3 * 86_400)));
    expect(late.sources.map((s) => s.draws)).toEqual([5, 5]);
  });
});
