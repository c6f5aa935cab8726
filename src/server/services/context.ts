/**
 * What every service verb receives (decision 092): the database (or the transaction it runs in), who acts, from
 * where and when, and what the run it belongs to was built with: the configuration it reads, the cache it
 * invalidates, the mailer, PayPal, Web Push and the fetch of scrapers. One is built per request (the /api
 * middleware, `c.var.ctx`) and per cron tick; services never read `env()`. Services are the only writers and
 * the only invalidators: a write drops the cached answers it changes through `ctx.cache`.
 */
import type { Db } from '../../../db/client.ts';
import { parseEnv, type Env } from '../../env.ts';
import { NO_CACHE, type CachePort } from '../cache.ts';
import { consoleMailer, type Mailer } from '../mailer.ts';
import type { PaypalAccess } from '../paypal.ts';
import type { PushConfig } from '../push-config.ts';

/** The admin user behind a write; `null` for visitors and the system (scrapers, scheduler, first start). */
export interface Actor {
  id: number;
  username: string;
  role: 'admin';
}

/** What a fetch function must do: the global `fetch` fits; tests pass a fake. */
export type Fetcher = (
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

/** The parsed configuration services and the cron tick read (a whole `Env` fits). */
export type ServiceConfig = Pick<
  Env,
  | 'SITE_URL'
  | 'SESSION_SECRET'
  | 'CRON_SECRET'
  | 'LIVE_SCRAPING'
  | 'BACKFILL_REQUESTS_PER_RUN'
  | 'CRON_POLL_WINDOW_S'
  | 'VERCEL'
>;

export interface ServiceContext {
  /** The database, or the transaction the verb runs inside. */
  db: Db;
  actor: Actor | null;
  /** Client IP of the request, or `null` outside a request. */
  ip: string | null;
  now: Date;
  config: ServiceConfig;
  /** Where writes invalidate (and GET answers are tagged): Astro's route cache in a request, else nothing. */
  cache: CachePort;
  /** Outgoing mail (built on first use). */
  mailer: () => Mailer;
  /** PayPal, or null when not configured (built on first use). */
  paypal: () => PaypalAccess | null;
  /** Web Push, or null when alerts are off. */
  push: () => PushConfig | null;
  /** How scrapers fetch source pages. */
  fetcher: Fetcher;
}

/** What a run may set besides the database and the clock; `systemContext` fills in the rest. */
export type RunParts = Partial<Omit<ServiceContext, 'db' | 'now'>>;

let emptyEnv: ServiceConfig | undefined;

/** Refuses any fetch: a context built without a fetcher never reaches a source. */
const noFetcher: Fetcher = (url) => Promise.reject(new Error(`Este contexto no tiene fetcher: ${url}`));

/**
 * A context for the system itself (cron, first start, CLI, tests): no actor, no IP, `now` at call time unless
 * given, and the parts of `parts`; what it leaves out is the configuration of an empty environment (its defaults),
 * no cache to invalidate, the console mailer, no PayPal, no push, and a fetcher that refuses.
 */
export function systemContext(db: Db, now = new Date(), parts: RunParts = {}): ServiceContext {
  return {
    db,
    actor: null,
    ip: null,
    now,
    config: (emptyEnv ??= parseEnv({})),
    cache: NO_CACHE,
    mailer: () => consoleMailer,
    paypal: () => null,
    push: () => null,
    fetcher: noFetcher,
    ...parts,
  };
}

/** `ctx` acting as `actor` (the admin guard, once the session is verified). */
export const withActor = (ctx: ServiceContext, actor: Actor | null): ServiceContext => ({ ...ctx, actor });

/** Runs `work` in one transaction, with a context whose `db` is that transaction (the rest of `ctx` kept). */
export function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

/**
 * `write`'s result, once `invalidate` has dropped the cached answers it changed: a service invalidates after its
 * transaction committed, so no render between the two caches the state from before the write.
 */
export async function afterCommit<T>(write: Promise<T>, invalidate: (result: T) => Promise<void>): Promise<T> {
  const result = await write;
  await invalidate(result);
  return result;
}
