import { describe, expect, it } from 'vitest';
import provider from './vercel-cache-provider.ts';
import { CACHE_QUERY_HEADER } from './cache.ts';

describe('the cache provider on Vercel', () => {
  const vercel = provider(undefined);

  it("takes the local page cache's query declaration off every answer and leaves the rest", async () => {
    if (!vercel.onRequest) throw new Error('no onRequest');
    const answer = await vercel.onRequest(
      {
        request: new Request('https://ganamas.com.do/api/draws?game=x'),
        url: new URL('https://x'),
        logger: console,
      },
      () =>
        Promise.resolve(
          new Response('[]', { headers: { [CACHE_QUERY_HEADER]: 'game', 'content-type': 'application/json' } }),
        ),
    );
    expect(answer.headers.has(CACHE_QUERY_HEADER)).toBe(false);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.text()).toBe('[]');
  });

  it("sets Vercel's CDN cache headers and tags as Vercel's provider does", () => {
    const headers = vercel.setHeaders?.({ maxAge: 300, swr: 600, tags: ['ads'] }, new Request('https://x/loterias'));
    expect(headers?.get('vercel-cdn-cache-control')).toMatch(/max-age=300/);
    expect(headers?.get('vercel-cache-tag')).toContain('ads');
  });
});
