/** The Hono environment of the /api app. */
import type { APIContext } from 'astro';
import type { Context } from 'hono';
import type { Db, DbDriver } from '../../db/client.ts';
import type { Mailer } from '../../src/server/mail.ts';
import type { PaypalAccess } from '../../src/server/paypal.ts';
import type { PushConfig } from '../../src/server/push-config.ts';
import type { Fetcher } from '../../src/server/scraping/run-scrape.ts';
import type { RateRule } from '../../src/server/services/rate-limit.ts';
import type { ServiceContext } from '../../src/server/services/context.ts';

/**
 * Bindings: the Astro context when the app runs inside Astro (absent in tests). Variables: the database
 * the request uses, the fetch scrapers use, the outgoing mail, PayPal, Web Push and the public API's per-IP rule
 * (set by `createApp`'s middleware).
 */
export type AppEnv = {
  Bindings: { astro?: APIContext };
  Variables: {
    db: Db;
    dbDriver: DbDriver;
    fetcher: Fetcher;
    mailer: () => Mailer;
    paypal: () => PaypalAccess | null;
    publicApiRule: RateRule;
    push: () => PushConfig | null;
  };
};

/** The Astro context of a request, or `undefined` outside Astro (`app.request` in tests passes no bindings). */
export const astroOf = <E extends AppEnv>(c: Context<E>): APIContext | undefined =>
  (c.env as AppEnv['Bindings'] | undefined)?.astro;

/** The client address Astro saw, or `null` (tests, adapters that give none). */
function clientIp<E extends AppEnv>(c: Context<E>): string | null {
  try {
    return astroOf(c)?.clientAddress ?? null;
  } catch {
    return null;
  }
}

/** The service context of a request: its database, the acting admin (`null` for visitors), the client IP, now. */
export const requestContext = <E extends AppEnv>(
  c: Context<E>,
  actor: ServiceContext['actor'] = null,
): ServiceContext => ({
  db: c.var.db,
  actor,
  ip: clientIp(c),
  now: new Date(),
});
