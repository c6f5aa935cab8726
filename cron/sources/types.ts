/**
 * The contract between a source adapter and the scrape pipeline.
 *
 * A parser is pure: it takes the raw body of one source page (HTML, JSON or CSV text) and
 * returns the draws it found, exactly as the source publishes them. It never looks at the
 * game catalogue: matching a title to a game and validating the numbers happen later, in
 * `cron/validate.ts`, so that a parser can be tested on a capture alone.
 */

import type { IdSource } from '../../src/lib/catalogue/index.ts';
import type { DrawExtras } from '../../src/lib/draws.ts';
import { ADAPTER_IDS } from '../../src/lib/schemas/scraper.ts';

/** Identifiers of the adapters a scraper's `config.adapter` can name (defined once, with the admin's schema). */
export { ADAPTER_IDS };
export type AdapterId = (typeof ADAPTER_IDS)[number];

/** One draw as a source publishes it, before catalogue matching and validation. */
export interface ParsedDraw {
  /** The source's stable id of the game (matched through src/lib/catalogue/source-ids.ts before the title). */
  sourceGameId?: { source: IdSource; id: string };
  /**
   * Why the parser could not read this item (a session without a date, an unknown cell): the item is
   * reported as rejected with this reason and the page's other items are still stored.
   */
  problem?: string;
  /** Operator (company) name exactly as the source writes it, e.g. "Leidsa", "Americanas". */
  operatorTitle: string;
  /** Game title exactly as the source writes it, e.g. "Quiniela Leidsa", "Anguila 10:00 AM". */
  title: string;
  /** Official draw date, America/Santo_Domingo, "YYYY-MM-DD". */
  drawDate: string;
  /** Draw time "HH:MM" (24 h) when the source states it, otherwise null (taken from the catalogue). */
  drawTime: string | null;
  /**
   * Winning numbers as published, in draw order, leading zeros kept; bonus balls included last. Never
   * compacted: an empty cell stays "" (a draw still being drawn is incomplete, not a shorter result).
   */
  numbers: string[];
  extras?: DrawExtras;
}

/** The page was answered but is not a results page (block page, error page, login wall). */
export class SourceBlockedError extends Error {
  override name = 'SourceBlockedError';
}

/** The page is not in the shape the parser knows: the site changed, or the body is truncated. */
export class SourceFormatError extends Error {
  override name = 'SourceFormatError';
}

/** An HTTP request a scraper makes: URL plus headers. */
export interface SourceRequest {
  url: string;
  headers?: Record<string, string>;
}

/** Options a scraper's `config` may carry besides `adapter`. */
export interface AdapterOptions {
  /** Draw date to request, "YYYY-MM-DD"; today in America/Santo_Domingo when absent. */
  date?: string;
  [key: string]: unknown;
}

/** A source adapter: how to ask a source for a page and how to read the answer. */
export interface SourceAdapter {
  id: AdapterId;
  /** Builds the request for a scraper's base URL and options. */
  request(url: string, options: AdapterOptions): SourceRequest;
  /**
   * Reads one raw page body. `context.url` is the page's URL (some pages take the date from it);
   * `context.fetchedAt` is when it was fetched (used for pages that omit the year).
   * @throws SourceBlockedError for a block or error page, SourceFormatError for an unknown shape.
   */
  parse(body: string, context: ParseContext): ParsedDraw[];
}

export interface ParseContext {
  url?: string;
  fetchedAt: Date;
}
