/**
 * Server configuration: every environment variable the app reads, in one zod schema. Each entry point
 * (scripts/start.ts, astro.config.mjs for the build, the /api entry, scripts/scrape.ts) parses it once with
 * `parseEnv` and passes the values on; a bad value stops the start with the field errors.
 * Server-only: islands get public values through `astro:env/client`.
 */
import { z } from 'zod';

/** `undefined` for an unset or empty variable (`FOO=` in a .env file means "not set"). */
const optional = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === '' ? undefined : v), type.optional());
const POSTGRES_URL = /^postgres(ql)?:\/\//;

const variables = z.object({
  /** Unset: embedded PGlite in ./.data/pglite. `pglite:<dir>`, `memory://`, or a postgres:// URL (Neon or plain). */
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|pglite:|memory:\/\/)/,
        'debe ser postgres://, postgresql://, pglite:<dir> o memory://',
      ),
  ),
  /**
   * Most database connections one process opens at once (decision 091): on Vercel, per function instance, so the
   * total is instances × this. Unset: 5 on Neon, 10 on node-postgres.
   */
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(100)),
  /** Public origin of the site, for canonical links and the sitemap (required on Vercel). */
  SITE_URL: optional(z.url()),
  /** Bearer token that /api/cron/scrape requires (at least 16 characters; required on Vercel). */
  CRON_SECRET: optional(z.string().min(16, 'debe tener al menos 16 caracteres')),
  /** Interface and port `npm start` listens on. */
  HOST: optional(z.string()).transform((v) => v ?? 'localhost'),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 4321),
  /** The committed migrations (Vercel functions ship them next to the bundle). */
  MIGRATIONS_DIR: optional(z.string()).transform((v) => v ?? 'db/migrations'),
  /** The bundled snapshot captures. */
  SNAPSHOT_DIR: optional(z.string()).transform((v) => v ?? 'cron/snapshot'),
  /** `auto`: import the bundled captures not imported yet at start. `off`: never. */
  SNAPSHOT_IMPORT: optional(z.enum(['auto', 'off'])).transform((v) => v ?? 'auto'),
  /** Vercel ISR on-demand revalidation token (32+ characters). */
  ISR_BYPASS_TOKEN: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
  /** Base URL of the loteriasdominicanas.com JSON API for the default scrapers; unset: the public API. */
  LD_API_BASE: optional(z.url()),
  /** Base URL of the data.ny.gov datasets for the default scrapers; unset: the public site. */
  NY_OPEN_DATA_BASE: optional(z.url()),
  /** `local`: `npm start` runs the in-process scheduler. `off`: only /api/cron/scrape runs scrapers. */
  SCHEDULER: optional(z.enum(['local', 'off'])).transform((v) => v ?? 'local'),
  /** Whether scrapers may fetch live sources (tests and offline machines set `off`). */
  LIVE_SCRAPING: optional(z.enum(['on', 'off'])).transform((v) => v ?? 'on'),
  /**
   * Requests each scheduled run spends on the backfill after the live scrape (decision 086): the newest gaps of the
   * history first, then older ones. 0 turns it off.
   */
  BACKFILL_REQUESTS_PER_RUN: optional(z.coerce.number().int().min(0).max(50)).transform((v) => v ?? 3),
  /**
   * Seconds one /api/cron/scrape call keeps polling the sources of awaited draws, every POLL_INTERVAL_S (decision
   * 090); unset: 45 on Vercel (its minute cron), 0 elsewhere (`npm start` ticks every 5 s instead, decision 096).
   */
  CRON_POLL_WINDOW_S: optional(z.coerce.number().int().min(0).max(55)),
  /** Requests per IP a minute the public read API answers together (decision 062; the e2e servers raise it, all their clients being 127.0.0.1). */
  PUBLIC_API_LIMIT: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 120),
  /** Set to `1` by Vercel (build and functions). */
  VERCEL: optional(z.string()).transform((v) => v === '1'),
  /** HS256 key of admin session tokens, and the source of the ad click-token key (32+ characters; required on Vercel; unset: random per process). */
  SESSION_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
  /**
   * An admin account, made by `npm run admin:create` (decision 083) or, when none exists, by `npm start`'s set-up step
   * (unset: `admin-<random>` and a one-time password printed to that terminal; never by a function); the password's
   * strength is checked first (decision 035).
   */
  ADMIN_USERNAME: optional(z.string().min(3, 'debe tener al menos 3 caracteres')),
  ADMIN_PASSWORD: optional(z.string().min(10, 'debe tener al menos 10 caracteres')),
  /** The first admin's email, where one-time login links go (decision 079); unset: that account gets none. */
  ADMIN_EMAIL: optional(z.email('debe ser un correo electrónico válido')),
  /** PayPal: `sandbox` (default) or `live` picks the API host unless PAYPAL_API_BASE is set (tests: a local fake). */
  PAYPAL_ENV: optional(z.enum(['sandbox', 'live'])).transform((v) => v ?? 'sandbox'),
  PAYPAL_API_BASE: optional(z.url()),
  /** REST app credentials; without both, the payment step answers 503 (orders are still taken). */
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  /** SMTP server of outgoing mail (`smtp://user:pass@host:587`, `smtps://…`); unset: mail is logged to the console. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  /** Sender of outgoing mail. */
  MAIL_FROM: optional(z.string()).transform((v) => v ?? 'Gana Más <publicidad@ganamas.com.do>'),
  /** Contact e-mail and WhatsApp number shown on the site (public). */
  CONTACT_EMAIL: optional(z.email()).transform((v) => v ?? 'publicidad@ganamas.com.do'),
  WHATSAPP_PHONE: optional(z.string()).transform((v) => v ?? '+1 809 555 0100'),
  /**
   * Web Push ('Avísame'): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) and the
   * contact the push services see (`mailto:` or https URL; default `mailto:` CONTACT_EMAIL). Unset locally:
   * `npm start` generates a pair once and keeps it in the database; unset on Vercel: alerts are off.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'debe ser una clave pública P-256 en base64url')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'debe ser una clave privada P-256 en base64url')),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)/, 'debe empezar por mailto: o https://')),
  /**
   * Push services alerts may be sent to (decision 074): `browsers` (default), the browsers' own push services
   * only; `any`, any https endpoint, private addresses included (the e2e servers' local fake; refused on Vercel).
   */
  PUSH_ENDPOINTS: optional(z.enum(['browsers', 'any'])).transform((v) => v ?? 'browsers'),
  /** Most push subscriptions stored in all; a new browser past it is answered 503 (decision 074). */
  PUSH_MAX_SUBSCRIPTIONS: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 20_000),
});

/** The name of every variable the app reads (README's configuration table lists them all; a test compares them). */
export const ENV_VARIABLES = Object.keys(variables.shape) as readonly (keyof typeof variables.shape)[];

const schema = variables
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'obligatoria cuando la otra clave VAPID está definida',
      });
    }
    if (!env.VERCEL) return;
    if (env.PUSH_ENDPOINTS === 'any') {
      ctx.addIssue({ code: 'custom', path: ['PUSH_ENDPOINTS'], message: 'any no se admite con VERCEL=1' });
    }
    const required = 'obligatoria con VERCEL=1';
    if (!env.DATABASE_URL || !POSTGRES_URL.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `${required}: una URL postgres:// (el disco de Vercel es de solo lectura, PGlite no sirve)`,
      });
    }
    if (!env.SITE_URL) ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: required });
    if (!env.CRON_SECRET) ctx.addIssue({ code: 'custom', path: ['CRON_SECRET'], message: required });
    if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: required });
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof schema>;

/** One invalid variable: its name and what is wrong, in Spanish. */
export interface EnvIssue {
  variable: string;
  message: string;
}

/** The environment does not parse; `issues` lists every invalid variable, the message names them all. */
export class EnvError extends Error {
  readonly issues: EnvIssue[];

  constructor(issues: EnvIssue[]) {
    super(`Configuración inválida:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}`);
    this.name = 'EnvError';
    this.issues = issues;
  }
}

/**
 * Parses raw variables (e.g. `process.env`) into the app's configuration, with defaults applied.
 * @throws EnvError listing every invalid variable.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((i) => ({ variable: i.path.join('.') || '(env)', message: i.message })));
}

let parsed: Env | undefined;

/**
 * For scripts: `work`'s value; when it throws an EnvError (a bad environment, an ADMIN_PASSWORD easy to guess),
 * the field errors are printed and the process exits with code 1. Other errors are thrown on.
 */
export async function exitOnEnvError<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The configuration of this process: `process.env` parsed on the first call (throws EnvError like `parseEnv`). */
export function env(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}
