/**
 * Astro cache provider of `npm start` (astro.config.mjs, decision 063): hands every request to the process's page
 * cache (src/server/page-cache.ts) and its invalidations (`Astro.cache.invalidate()`, src/server/cache.ts) to it.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import { CACHE_QUERY_HEADER } from './cache.ts';
import { cacheRequestOf, responseOf, sharedPageCache } from './page-cache.ts';

const pageCacheProvider: CacheProviderFactory = (): CacheProvider => {
  const cache = sharedPageCache();
  return {
    name: 'page-cache',
    async onRequest(context, next) {
      const answer = await cache.handle(cacheRequestOf(context.request, context.url), () => next());
      if (!(answer instanceof Response)) return responseOf(answer);
      answer.headers.delete(CACHE_QUERY_HEADER);
      return answer;
    },
    invalidate(options) {
      cache.invalidate(options);
      return Promise.resolve();
    },
  };
};

export default pageCacheProvider;
