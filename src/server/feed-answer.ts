/** The HTTP answer of an RSS feed (decision 061). */
import type { APIContext } from 'astro';
import { drawFeedXml, type FeedScope } from '../lib/feeds.ts';
import { feedPageData } from './page-data.ts';

/**
 * The RSS 2.0 answer of `scope` (`application/rss+xml`), cached under its tag; 404 when `scope` is undefined (an
 * unknown id), 503 (never cached) when the draws could not be read.
 */
export async function feedAnswer(context: Pick<APIContext, 'cache' | 'site' | 'url'>, scope: FeedScope | undefined) {
  if (!scope)
    return new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const headers = new Headers();
  const draws = await feedPageData({ cache: context.cache, response: { headers } }, scope);
  if (!draws) {
    headers.set('Retry-After', '60');
    return new Response('Feed no disponible', { status: 503, headers });
  }
  headers.set('Content-Type', 'application/rss+xml; charset=utf-8');
  return new Response(drawFeedXml(scope, draws, (context.site ?? context.url).origin), { headers });
}
