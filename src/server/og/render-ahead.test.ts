import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { siteCompaniesUrl } from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { insertScraper } from '../../../tests/factories.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { drawImageFor } from '../../lib/draw-image.ts';
import { systemContext } from '../services/context.ts';
import { gameDay } from '../services/draw-dates.ts';
import { runScraperNow } from '../scraping/run-now.ts';
import type { Fetcher } from '../scraping/run-scrape.ts';
import { createRenderPool } from './pool.ts';
import { readyImage } from './render-ahead.ts';
import { installImageRenderer, type ImageRenderer } from './renderer.ts';

/** The constructed Leidsa answer of 2026-10-09 (real numbers, newer than the bundled year): new draws that day. */
const LEIDSA = readFileSync(
  'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
  'utf8',
);
const fetchLeidsa: Fetcher = () => Promise.resolve(new Response(LEIDSA, { status: 200 }));
const handle = freshDbPerTest({ history: true });
const pool = createRenderPool({ threads: 1, maxQueue: 4, idleTimeoutMs: 1_000 });
afterAll(async () => {
  installImageRenderer(undefined as unknown as ImageRenderer);
  await pool.destroy();
});

/** Runs the Leidsa scraper on the capture through the real pipeline ('run now'). */
async function scrapeLeidsa() {
  const scraper = await insertScraper(handle.db, {
    name: 'Loterías Dominicanas Leidsa',
    url: siteCompaniesUrl('leidsa', 'https://api.example.test/dominicana'),
    config: { adapter: 'loteriasdominicanas-api' },
  });
  return runScraperNow(systemContext(handle.db, new Date(), { fetcher: fetchLeidsa }), scraper.id);
}

/** The current image path of the Quiniela Leidsa draws of 2026-10-09. */
async function quinielaImagePath() {
  const day = await gameDay(systemContext(handle.db), 'quiniela-leidsa', '2026-10-09');
  return drawImageFor('quiniela-leidsa', '2026-10-09', day.records, day.underReview);
}

describe('share images rendered when a scrape stores new draws (decision 076)', () => {
  it('renders nothing ahead with the inline renderer (Vercel: the CDN keeps the first render)', async () => {
    installImageRenderer(undefined as unknown as ImageRenderer);
    const run = await scrapeLeidsa();
    expect(run.insertedDraws.length).toBeGreaterThan(0);
    const path = await quinielaImagePath();
    expect(path).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readyImage(path ?? '')).toBeUndefined();
  });

  it("renders the image of a new draw's day on the worker pool, ready for its first request", async () => {
    installImageRenderer(pool);
    const run = await scrapeLeidsa();
    expect(run.insertedDraws).toContainEqual(expect.objectContaining({ gameId: 'quiniela-leidsa' }));
    const path = (await quinielaImagePath()) ?? '';
    await vi.waitFor(() => expect(readyImage(path)).toBeDefined(), { timeout: 20_000, interval: 100 });
    expect(readyImage(path)?.subarray(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  }, 30_000);
});
