/**
 * The scrape pipeline: fetch -> parse -> validate -> idempotent upsert -> record the run.
 * Invalidation of cached pages and alerts are the caller's job (`publishRuns`): it gets the changed games and
 * the inserted draws.
 */
import { parsePage } from '../../../cron/adapters.ts';
import { validateDraws, type ValidationResult } from '../../../cron/validate.ts';
import type { ParsedDraw } from '../../../cron/sources/types.ts';
import type { Db } from '../../../db/client.ts';
import type { ScraperRow } from '../../../db/queries/scrapers.ts';
import type { RejectedDraw } from '../../lib/draws.ts';
import { publicationDelays, type PublicationDelay } from '../../lib/scraper-schedule.ts';
import { ApiError } from '../errors.ts';
import { systemContext } from '../services/context.ts';
import { checkDerivedDraws } from '../services/derived-draws.ts';
import { recordDrawsInProgress, storeDraws, type Disagreement } from '../services/draws.ts';
import { claimRun, finishRun } from '../services/scrapers.ts';
import type { Fetcher } from '../services/context.ts';
import { fetchConditional, retryAtAfter, type PageValidators } from './fetch-page.ts';

export interface RunSummary {
  status: 'ok' | 'error';
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedDraw[];
  /** Draws still being drawn (never stored; a later run picks them up). */
  incomplete: RejectedDraw[];
  /** Page-level warnings (no draws at all, every row rejected). */
  warnings: string[];
  /**
   * Draws another source published with other values (nothing stored), or derived draws that differ from
   * their inputs (adapter `derivation`): marked under review.
   */
  disagreements: Disagreement[];
  changedGameIds: string[];
  /** Minutes from each new draw's scheduled time to this run (draws of the last day only). */
  delays: PublicationDelay[];
  /** The draws this run inserted (game, date, time). */
  insertedDraws: { gameId: string; drawDate: string; drawTime: string }[];
  /** The source answered 304 Not Modified to the conditional request: nothing was read (decision 090). */
  notModified?: true;
  /** The draws whose values this run changed: a source's correction (game, date, time). */
  updatedDraws: { gameId: string; drawDate: string; drawTime: string }[];
  error?: string;
}

export interface ImportInput {
  adapter: string;
  body: string;
  /** The page's URL (or `snapshot:`/`file:` name); stored with every draw. */
  url: string;
  fetchedAt: Date;
  /** Which parsed draws to validate and store (all when absent); the backfill keeps the asked day's only. */
  keep?: (draw: ParsedDraw) => boolean;
}

export type { Fetcher } from '../services/context.ts';

/** An error's message with its cause ("fetch failed: getaddrinfo ENOTFOUND data.ny.gov"). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** The counts of a run that read no page: nothing stored, rejected or seen. */
const nothingRead = (): Omit<RunSummary, 'status'> => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: [],
  incomplete: [],
  warnings: [],
  disagreements: [],
  changedGameIds: [],
  delays: [],
  insertedDraws: [],
  updatedDraws: [],
});

/** The summary of a run that failed with `error` (nothing stored). */
export const failedSummary = (error: unknown): RunSummary => ({
  ...nothingRead(),
  status: 'error',
  error: describeError(error),
});

/** The summary of a run whose source answered 304: the page has not changed since the last good read. */
const notModifiedSummary = (): RunSummary => ({ ...nothingRead(), status: 'ok', notModified: true });

/**
 * A scraper run that stored nothing valid is not a success: a page-level warning (an answer without draws,
 * every row rejected) turns an `ok` summary into `error` with the warnings as the reason.
 */
const withWarningsAsError = (summary: RunSummary): RunSummary =>
  summary.status === 'ok' && summary.warnings.length > 0
    ? { ...summary, status: 'error', error: `Sin sorteos válidos: ${summary.warnings.join('; ')}` }
    : summary;

/** The game and draw date of each incomplete draw matched to a game. */
export const sightingsOf = (incomplete: readonly RejectedDraw[]) =>
  incomplete.flatMap((d) => (d.gameId ? [{ gameId: d.gameId, drawDate: d.drawDate }] : []));

/**
 * Parses and validates one page body with its adapter (pure), only the draws `input.keep` keeps; `{ error }` when
 * the parser refuses the page.
 */
export function readPage(input: ImportInput): ValidationResult | { error: unknown } {
  let parsed;
  try {
    parsed = parsePage(input.adapter, input.body, { url: input.url, fetchedAt: input.fetchedAt });
  } catch (error) {
    return { error };
  }
  return validateDraws(input.keep ? parsed.filter(input.keep) : parsed, input.fetchedAt);
}

/**
 * Parses one page body with an adapter, validates it and stores what is valid, then checks the derived games
 * it touches (`checkDerivedDraws`); incomplete draws are recorded as in progress ('En curso'), never stored
 * as results. Stored at `now` (a new draw's `created_at`).
 * A page the parser refuses (block page, unknown shape) stores nothing and yields status `error`.
 */
export async function importPage(db: Db, input: ImportInput, now = new Date()): Promise<RunSummary> {
  const page = readPage(input);
  if ('error' in page) return failedSummary(page.error);
  const { valid, rejected, incomplete, warnings } = page;
  const source = { adapter: input.adapter, url: input.url, fetchedAt: input.fetchedAt };
  const ctx = systemContext(db, now);
  const { inserted, changedGameIds, insertedDraws, disagreements, ...stored } = await storeDraws(ctx, valid, source);
  const derived = await checkDerivedDraws(ctx, valid);
  const running = await recordDrawsInProgress(ctx, sightingsOf(incomplete), source);
  return {
    status: 'ok',
    created: inserted,
    ...stored,
    disagreements: [...disagreements, ...derived.disagreements],
    changedGameIds: [...new Set([...changedGameIds, ...derived.changedGameIds, ...running])],
    delays: publicationDelays(insertedDraws, input.fetchedAt),
    insertedDraws,
    rejected,
    incomplete,
    warnings,
  };
}

/**
 * Runs one scraper: claims it (see `claimRun`), fetches its page conditionally (the validators of its last good
 * read; a 304 reads nothing and is `ok`), imports it, records the run, then sets it `active`, or `error` with the
 * reason (a failure, or a page whose rows were all rejected or that listed no draws), keeping the page's new
 * validators and, after a 429 or 5xx, when it may ask again (`retryAt`, decision 090). What was stored before is
 * never touched by a failed run.
 * @throws ApiError `conflict` when a run of this scraper is already in progress.
 */
export async function runScraper(
  db: Db,
  scraper: ScraperRow,
  fetcher: Fetcher,
  now = () => new Date(),
): Promise<RunSummary> {
  const startedAt = now();
  if (!(await claimRun(systemContext(db, startedAt), scraper.id))) {
    throw new ApiError('conflict', `El scraper "${scraper.name}" ya se está ejecutando`);
  }
  const { adapter, ...options } = scraper.config;
  const stored: PageValidators = { etag: scraper.etag, lastModified: scraper.lastModified };
  let summary: RunSummary;
  let validators = stored;
  let retryAt: Date | null = null;
  try {
    const page = await fetchConditional(fetcher, adapter, scraper.url, options, stored);
    if ('notModified' in page) {
      summary = notModifiedSummary();
    } else {
      const input = { adapter, body: page.body, url: scraper.url, fetchedAt: startedAt };
      summary = withWarningsAsError(await importPage(db, input, now()));
      // Only a page read well is worth a 304 next time: after a failed read, the next run reads it whole.
      validators = summary.status === 'ok' ? page.validators : { etag: null, lastModified: null };
    }
  } catch (error) {
    summary = failedSummary(error);
    retryAt = retryAtAfter(error, now());
  }
  await finishRun(systemContext(db, now()), scraper.id, {
    adapter,
    source: scraper.url,
    startedAt,
    outcome: summary,
    validators,
    retryAt,
  });
  return summary;
}
