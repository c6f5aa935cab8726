/** The Scrapers screen's records, as the typed client reads them from /api/admin/scrapers. */
import type { InferResponseType } from 'hono/client';
import type { api } from '../../islands/api-client.ts';

/** A scraper of GET /api/admin/scrapers. */
export type Scraper = InferResponseType<typeof api.admin.scrapers.$get>['scrapers'][number];
/** The answer of POST /api/admin/scrapers/:id/run: the count of results and the run summary. */
export type RunAnswer = InferResponseType<(typeof api.admin.scrapers)[':id']['run']['$post']>;
