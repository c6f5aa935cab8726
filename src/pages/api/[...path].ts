/** Hands every /api/* request to the Hono app, with the Astro context for cache invalidation. */
import type { APIRoute } from 'astro';
import { app } from '../../../api/_app.ts';

export const prerender = false;

export const ALL: APIRoute = (context) => app.fetch(context.request, { astro: context });
