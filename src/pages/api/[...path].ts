/** Hands every /api/* request to the Hono app, with the Astro context for cache invalidation. */
import type { APIRoute } from 'astro';
import { apiDb } from '../../server/db.ts';
import { createApp } from '../../../api/_hono/app.ts';

export const prerender = false;

const app = createApp({ db: apiDb, fetcher: fetch });

export const ALL: APIRoute = (context) => app.fetch(context.request, { astro: context });
