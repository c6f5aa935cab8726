/**
 * Reviewed corrections (decision 052): Mega Millions of 2022-05-10 is bundled with Mega Ball 06 (the New York
 * export); megamillions.com gives 09. The correction goes through the review path, is logged once with the
 * official page, and a re-import of the export does not bring 06 back.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../../cron/snapshot/manifest.ts';
import { draws, logs } from '../../../db/schema/index.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { REVIEWED_CORRECTIONS } from '../reviewed-corrections.ts';
import { importPage } from '../scraping/run-scrape.ts';
import { systemContext } from './context.ts';
import { applyReviewedCorrections } from './draw-corrections.ts';

const EXPORT = SNAPSHOT.find((f) => f.file.startsWith('Lottery_Mega_Millions'));
if (!EXPORT) throw new Error('no Mega Millions export in the snapshot');
const reimport = (db: Parameters<typeof importPage>[0]) =>
  importPage(db, {
    adapter: EXPORT.adapter,
    body: readFileSync(`cron/snapshot/${EXPORT.file}`, 'utf8'),
    url: EXPORT.url,
    fetchedAt: new Date('2026-11-25T12:00:00Z'),
  });
const OFFICIAL = 'https://www.megamillions.com/Winning-Numbers/Previous-Drawings.aspx';
const WRONG = ['15', '19', '20', '61', '70', '06'];
const RIGHT = ['15', '19', '20', '61', '70', '09'];

describe('a reviewed correction on an empty database', () => {
  const handle = useTestDb();
  const draw = async () =>
    (
      await handle.db
        .select()
        .from(draws)
        .where(and(eq(draws.gameId, 'mega-millions'), eq(draws.drawDate, '2022-05-10')))
    )[0];
  const reviewLogs = () => handle.db.select().from(logs).where(eq(logs.action, 'resolve_draw_review'));

  it('is missing until the draw is stored, then corrects it through the review path, once', async () => {
    const ctx = systemContext(handle.db);
    expect(await applyReviewedCorrections(ctx)).toEqual(['missing']);
    await reimport(handle.db);
    expect(await draw()).toMatchObject({ numbers: WRONG, sourceAdapter: 'ny-open-data' });

    expect(await applyReviewedCorrections(ctx)).toEqual(['corrected']);
    expect(await draw()).toMatchObject({
      numbers: RIGHT,
      extras: { multiplier: '03' },
      sourceAdapter: 'reviewed-correction',
      sourceUrl: OFFICIAL,
      underReview: false,
      reviewNote: null,
    });
    const [entry, ...more] = await reviewLogs();
    expect(more).toEqual([]);
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({
      key: 'mega-millions|2022-05-10|23:00',
      decision: 'adopt',
      before: { numbers: WRONG, source: 'ny-open-data' },
      after: { numbers: RIGHT, source: 'reviewed-correction' },
      reports: [{ adapter: 'reviewed-correction', url: OFFICIAL, numbers: RIGHT }],
    });

    expect(await applyReviewedCorrections(ctx)).toEqual(['already']);
    expect(await reviewLogs()).toHaveLength(1);
  });

  it('survives a re-import of the export that still says 06: not changed, not disputed, not logged', async () => {
    await reimport(handle.db);
    await applyReviewedCorrections(systemContext(handle.db));
    const again = await reimport(handle.db);
    expect(again).toMatchObject({ status: 'ok', created: 0, updated: 0, disagreements: [] });
    expect(await draw()).toMatchObject({ numbers: RIGHT, sourceAdapter: 'reviewed-correction', underReview: false });
    expect(await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'))).toEqual([]);
  });
});

describe('the bundled history', () => {
  const handle = useTestDb({ history: true });

  it('carries the correction, logged once with the official page, and a re-import keeps it', async () => {
    expect(REVIEWED_CORRECTIONS.map((c) => c.officialUrl)).toEqual([OFFICIAL]);
    const row = async () =>
      (await handle.db.select().from(draws).where(eq(draws.drawDate, '2022-05-10'))).find(
        (d) => d.gameId === 'mega-millions',
      );
    expect(await row()).toMatchObject({ numbers: RIGHT, sourceUrl: OFFICIAL });
    await reimport(handle.db);
    expect(await applyReviewedCorrections(systemContext(handle.db))).toEqual(['already']);
    expect(await row()).toMatchObject({ numbers: RIGHT, underReview: false });
    const entries = await handle.db.select().from(logs).where(eq(logs.action, 'resolve_draw_review'));
    expect(entries.map((e) => (JSON.parse(e.details) as { key: string }).key)).toEqual([
      'mega-millions|2022-05-10|23:00',
    ]);
  });
});
