/**
 * Astro cache provider on Vercel (astro.config.mjs): Vercel's own (CDN cache headers and tag invalidation), with the
 * answer's query declaration (`x-cache-query`, read only by the local page cache of `npm start`, decision 063)
 * taken off before it leaves the function.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import vercelCacheProvider from '@astrojs/vercel/cache/provider';
import { CACHE_QUERY_HEADER } from './cache.ts';

const provider: CacheProviderFactory = (config): CacheProvider => ({
  ...vercelCacheProvider(config),
  async onRequest(_context, next) {
    const response = await next();
    if (response.headers.has(CACHE_QUERY_HEADER)) response.headers.delete(CACHE_QUERY_HEADER);
    return response;
  },
});

export default provider;
