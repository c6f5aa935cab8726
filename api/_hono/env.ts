/** The Hono environment of the /api app, and the one place that reads the Astro context of a request. */
import type { APIContext } from 'astro';
import type { MiddlewareHandler } from 'hono';
import type { DbDriver, DbHandle } from '../../db/client.ts';
import { routeCachePort } from '../../src/server/cache.ts';
import type { RateRule } from '../../src/server/services/rate-limit.ts';
import type { RunParts, ServiceConfig, ServiceContext } from '../../src/server/services/context.ts';

/**
 * Bindings: the Astro context when the app runs inside Astro (absent in tests). Variables: the request's service
 * context (`ctx`, built once by `contextOf`; the admin guard sets its actor), the database driver and the public
 * API's per-IP rule.
 */
export type AppEnv = {
  Bindings: { astro?: APIContext };
  Variables: {
    ctx: ServiceContext;
    dbDriver: DbDriver;
    publicApiRule: RateRule;
  };
};

/** The client address Astro saw, or `null` (tests, adapters that give none). */
function clientIp(astro: APIContext | undefined): string | null {
  try {
    return astro?.clientAddress ?? null;
  } catch {
    return null;
  }
}

/** What the context middleware builds each request's context from: the app's dependencies. */
export interface ContextSources extends Required<Pick<RunParts, 'fetcher' | 'mailer' | 'paypal' | 'push'>> {
  db: () => Promise<DbHandle>;
  config: () => ServiceConfig;
}

/**
 * The middleware that builds the request's service context once (decision 092): its database, no actor (the admin
 * guard sets it), the client IP, now, the configuration, Astro's route cache as the cache port (none outside
 * Astro), the mailer, PayPal, Web Push and the fetcher.
 */
export const contextOf =
  (sources: ContextSources): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const handle = await sources.db();
    const astro = (c.env as AppEnv['Bindings'] | undefined)?.astro;
    c.set('dbDriver', handle.driver);
    c.set('ctx', {
      db: handle.db,
      actor: null,
      ip: clientIp(astro),
      now: new Date(),
      config: sources.config(),
      cache: routeCachePort(astro?.cache),
      mailer: sources.mailer,
      paypal: sources.paypal,
      push: sources.push,
      fetcher: sources.fetcher,
    });
    await next();
  };
