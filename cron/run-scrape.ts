/**
 * The scrape pipeline: fetch -> parse -> validate -> idempotent upsert -> record the run.
 * Invalidation of cached pages is the caller's job (it owns the page cache): it gets the changed games.
 */
import type { Db } from '../db/client.ts';
import { upsertDraws } from '../db/queries/draws.ts';
import { recordRun, setScraperStatus, type ScraperRow } from '../db/queries/scrapers.ts';
import type { RejectedDraw } from '../db/schema/index.ts';
import { adapterFor } from './adapters.ts';
import { validateDraws } from './validate.ts';

export interface RunSummary {
  status: 'ok' | 'error';
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedDraw[];
  changedGameIds: string[];
  error?: string;
}

export interface ImportInput {
  adapter: string;
  body: string;
  /** The page's URL (or `snapshot:`/`file:` name); stored with every draw. */
  url: string;
  fetchedAt: Date;
}

/** What a fetch function must do: the global `fetch` fits; tests pass a fake. */
export type Fetcher = (url: string, init: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<Response>;

export const FETCH_TIMEOUT_MS = 20_000;
/** An error's message with its cause ("fetch failed: getaddrinfo ENOTFOUND data.ny.gov"). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

const failed = (error: unknown): RunSummary => ({
  status: 'error', created: 0, updated: 0, unchanged: 0, rejected: [], changedGameIds: [], error: describeError(error),
});

/**
 * Parses one page body with an adapter, validates it and stores what is valid.
 * A page the parser refuses (block page, unknown shape) stores nothing and yields status `error`.
 */
export async function importPage(db: Db, input: ImportInput): Promise<RunSummary> {
  let parsed;
  try {
    parsed = adapterFor(input.adapter).parse(input.body, { url: input.url, fetchedAt: input.fetchedAt });
  } catch (error) {
    return failed(error);
  }
  const { valid, rejected } = validateDraws(parsed, input.fetchedAt);
  const stored = await upsertDraws(db, valid, { adapter: input.adapter, url: input.url, fetchedAt: input.fetchedAt });
  return { status: 'ok', ...stored, rejected };
}

/**
 * Fetches a source page.
 * @throws Error "HTTP <status> <text>" for a non-OK answer, or the network/timeout error.
 */
export async function fetchPage(fetcher: Fetcher, adapterId: string, url: string, options: Record<string, unknown>): Promise<string> {
  const request = adapterFor(adapterId).request(url, options);
  const response = await fetcher(request.url, { headers: request.headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/**
 * Runs one scraper: marks it `running`, fetches and imports its page, records the run, then sets it
 * `active` (or `error` with the reason). What was stored before is never touched by a failed run.
 */
export async function runScraper(db: Db, scraper: ScraperRow, fetcher: Fetcher, now = () => new Date()): Promise<RunSummary> {
  const startedAt = now();
  await setScraperStatus(db, scraper.id, 'running');
  const { adapter, ...options } = scraper.config;
  let summary: RunSummary;
  try {
    const body = await fetchPage(fetcher, adapter, scraper.url, options);
    summary = await importPage(db, { adapter, body, url: scraper.url, fetchedAt: startedAt });
  } catch (error) {
    summary = failed(error);
  }
  await recordRun(db, {
    scraperId: scraper.id, adapter, source: scraper.url, status: summary.status, created: summary.created,
    updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected, error: summary.error ?? null,
    startedAt, durationMs: now().getTime() - startedAt.getTime(),
  });
  const status = summary.status === 'ok' ? 'active' : 'error';
  await setScraperStatus(db, scraper.id, status, { lastRun: startedAt, errorMessage: summary.error ?? null });
  return summary;
}
