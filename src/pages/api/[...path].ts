/**
 * Hands every /api/* request to the Hono app, with the Astro context for cache invalidation. The database is only
 * opened: no admin is created and no password printed here (decision 083; `npm run admin:create`).
 */
import type { APIRoute } from 'astro';
import { appDb } from '../../server/db.ts';
import { env } from '../../env.ts';
import { createApp } from '../../../api/_hono/app.ts';
import { PUBLIC_API_RULE } from '../../../api/_hono/public-api.ts';

export const prerender = false;

const app = createApp({
  db: appDb,
  fetcher: fetch,
  publicApiRule: { ...PUBLIC_API_RULE, limit: env().PUBLIC_API_LIMIT },
});

export const ALL: APIRoute = (context) => app.fetch(context.request, { astro: context });
