/**
 * Server configuration: `process.env` parsed once with zod. Server-only (never import from islands).
 * @throws ZodError at start-up when a variable is present but malformed.
 */
import { z } from 'zod';

const schema = z.object({
  /** Unset: embedded PGlite in ./.data/pglite. `pglite:<dir>`, `memory://`, or a postgres:// URL (Neon or plain). */
  DATABASE_URL: z.string().min(1).optional(),
  /** Bearer token that /api/cron/scrape requires. */
  CRON_SECRET: z.string().min(16).optional(),
  /** Public origin of the site, for canonical links and the sitemap. */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** `auto`: import the bundled real captures when the database has no draws. `off`: never. */
  SNAPSHOT_IMPORT: z.enum(['auto', 'off']).default('auto'),
  /** `local`: `npm start` runs the in-process scheduler. `off`: only /api/cron/scrape runs scrapers. */
  SCHEDULER: z.enum(['local', 'off']).default('local'),
  /** Whether scrapers may fetch live sources (tests and offline machines set `off`). */
  LIVE_SCRAPING: z.enum(['on', 'off']).default('on'),
  /** Base URL of the loteriasdominicanas.com JSON API for the default scrapers; unset: the public API (tests set a local fake). */
  LD_API_BASE: z.url().optional(),
  /** Base URL of the data.ny.gov datasets for the default scrapers; unset: the public site. */
  NY_OPEN_DATA_BASE: z.url().optional(),
  CONTACT_EMAIL: z.email().default('publicidad@ganamas.com.do'),
  WHATSAPP_PHONE: z.string().default('+1 809 555 0100'),
});

export type Env = z.infer<typeof schema>;

let parsed: Env | undefined;

/** The parsed environment (cached after the first call). */
export function env(): Env {
  parsed ??= schema.parse(process.env);
  return parsed;
}
