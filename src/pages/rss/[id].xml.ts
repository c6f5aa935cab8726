/** RSS 2.0 feed of a game's newest draws, `/rss/{gameId}.xml` (decision 061), cached under the game's tag; 404 for an unknown id. */
import type { APIRoute } from 'astro';
import { gameFeedScope } from '../../lib/feeds.ts';
import { feedAnswer } from '../../server/feed-answer.ts';

export const prerender = false;

export const GET: APIRoute = (context) => feedAnswer(context, gameFeedScope(context.params.id ?? ''));
