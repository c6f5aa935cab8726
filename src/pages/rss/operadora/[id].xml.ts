/** RSS 2.0 feed of an operator's games' newest draws, `/rss/operadora/{operatorId}.xml` (decision 061), cached under the operator's tag; 404 for an unknown id. */
import type { APIRoute } from 'astro';
import { operatorFeedScope } from '../../../lib/feeds.ts';
import { feedAnswer } from '../../../server/feed-answer.ts';

export const prerender = false;

export const GET: APIRoute = (context) => feedAnswer(context, operatorFeedScope(context.params.id ?? ''));
