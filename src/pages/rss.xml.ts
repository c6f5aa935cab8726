/** RSS 2.0 feed of the newest draws of every game (decision 061), cached under the draws tag. */
import type { APIRoute } from 'astro';
import { feedAnswer } from '../server/feed-answer.ts';

export const prerender = false;

export const GET: APIRoute = (context) => feedAnswer(context, { kind: 'all' });
