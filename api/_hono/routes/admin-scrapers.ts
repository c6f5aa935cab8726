/**
 * /api/admin/scrapers (spec: admin calls), behind the admin guard of routes/admin.ts:
 * `GET /` → `{ scrapers, status }`; `POST /` → 201 the scraper; `PUT /:id` → the scraper; `DELETE /:id` →
 * `{ ok: true }`; `POST /:id/run` → `{ results, summary }` (results: draws stored or updated); `GET /:id/runs`
 * → its latest runs; `POST /start-background` and `/stop-background` → `{ isRunning }`. Every write is logged.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { scraperInputSchema } from '../../../src/lib/schemas/scraper.ts';
import { switchAutomaticScraping } from '../../../src/server/services/admin-dashboard.ts';
import {
  createScraper,
  deleteScraper,
  scraperHistory,
  scrapersOverview,
  updateScraper,
} from '../../../src/server/services/scraper-admin.ts';
import { runScraperNow } from '../../../src/server/scraping/run-now.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminScrapers = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await scrapersOverview(c.var.ctx)))
  .post('/', validate('json', scraperInputSchema), async (c) =>
    c.json(await createScraper(c.var.ctx, c.req.valid('json')), 201),
  )
  .post('/start-background', async (c) => {
    await switchAutomaticScraping(c.var.ctx, true);
    return c.json({ isRunning: true });
  })
  .post('/stop-background', async (c) => {
    await switchAutomaticScraping(c.var.ctx, false);
    return c.json({ isRunning: false });
  })
  .put('/:id', validate('param', idParam), validate('json', scraperInputSchema), async (c) =>
    c.json(await updateScraper(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteScraper(c.var.ctx, c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .post('/:id/run', validate('param', idParam), async (c) => {
    const summary = await runScraperNow(c.var.ctx, c.req.valid('param').id);
    return c.json({ results: summary.created + summary.updated, summary });
  })
  .get('/:id/runs', validate('param', idParam), async (c) =>
    c.json(await scraperHistory(c.var.ctx, c.req.valid('param').id)),
  );
