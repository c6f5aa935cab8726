import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPage } from '../scraping/run-scrape.ts';
import type { DbHandle } from '../../../db/client.ts';
import { logs } from '../../../db/schema/index.ts';
import { fixturePath, readFixture } from '../../../tests/helpers/captures.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';

/** Every bundled capture the pipeline can import: HTML pages, NY CSV and Socrata JSON, API answers. */
function captures(): { dir: string; file: string; adapter: string }[] {
  const inDir = (dir: string, adapter: string, test: (file: string) => boolean) =>
    readdirSync(fixturePath(dir))
      .filter(test)
      .sort()
      .map((file) => ({ dir, file, adapter }));
  return [
    ...inDir('loteriasdominicanas.com', 'loteriasdominicanas-html', (f) => f.endsWith('-rendered.html')),
    ...inDir('data.ny.gov', 'ny-open-data', (f) => f.endsWith('.csv') || f.endsWith('.json')),
    ...inDir('loteriasdominicanas-api', 'loteriasdominicanas-api', (f) => f.endsWith('.json')),
  ];
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

describe('storeDraws through the pipeline', () => {
  const all = captures();

  it('finds the bundled captures of the three adapters', () => {
    expect(new Set(all.map((c) => c.adapter)).size).toBe(3);
    expect(all.length).toBeGreaterThanOrEqual(17);
  });

  it.each(all)('re-importing $file reports updated 0 and logs no update', async ({ dir, file, adapter }) => {
    const input = {
      adapter,
      body: readFixture(dir, file),
      url: `file:${file}`,
      fetchedAt: new Date('2026-08-22T21:18:48Z'),
    };
    const first = await importPage(handle.db, input);
    expect(first.status).toBe('ok');
    const logged = (await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'))).length;
    const again = await importPage(handle.db, { ...input, fetchedAt: new Date('2026-08-22T22:00:00Z') });
    expect(again).toMatchObject({ status: 'ok', created: 0, updated: 0, changedGameIds: [] });
    expect(again.unchanged).toBe(first.created + first.updated + first.unchanged);
    expect(await handle.db.select().from(logs).where(eq(logs.action, 'update_draw'))).toHaveLength(logged);
  });
});
