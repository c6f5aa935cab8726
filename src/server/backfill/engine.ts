/**
 * Runs backfill items (decision 086): for each source × date, fetches the page for that date (leidsa.com: the
 * history page found by draw number, `leidsa.ts`), keeps only the sessions dated that day (the API repeats each
 * game's latest older session; a history page lists a hundred draws), and stores them through the scrapers'
 * pipeline (`importPage`: number rules, cross-checks, review queue, derived checks) in one transaction with the
 * date's ledger row, so a date is done exactly when its draws are stored and a restarted run asks it no more.
 */
import { parsePage } from '../../../cron/adapters.ts';
import type { ParsedDraw } from '../../../cron/sources/types.ts';
import type { Db } from '../../../db/client.ts';
import { logBackfillRequest, markDateDone } from '../../../db/queries/backfill.ts';
import type { ValidationResult } from '../../../cron/validate.ts';
import { matchSourceTitle } from '../../lib/catalogue/index.ts';
import { fetchPage } from '../scraping/fetch-page.ts';
import { describeError, importPage, readPage, type Fetcher } from '../scraping/run-scrape.ts';
import { locateLeidsaDraw } from './leidsa.ts';
import type { BackfillItem } from './plan.ts';

/** Per game: draws of the asked dates the sources held, newly stored, and refused (rules, catalogue, incomplete). */
export interface GameTally {
  found: number;
  stored: number;
  rejected: number;
}

export interface BackfillReport {
  /** Items asked (fetched), whether they were stored or failed. */
  asked: number;
  /** Items whose draws were stored and whose ledger row was written (dry run: validated). */
  done: number;
  failed: { source: string; date: string; error: string }[];
  /** Keyed by catalogue game id, or by the source title of an item matched to no game. */
  games: Map<string, GameTally>;
  changedGameIds: string[];
  /** Whether the run stopped before its last item (`signal` aborted). */
  stopped: boolean;
}

export interface BackfillOptions {
  /** The (paced) fetcher every request goes through. */
  fetcher: Fetcher;
  /** Fetch and validate, store nothing and write no ledger or request log. */
  dryRun?: boolean;
  /** Checked before each item: once aborted, the run stops there. */
  signal?: AbortSignal;
  /** Stop at the first failed item (the cron's budget: a busy source is left alone until the next run). */
  stopOnFailure?: boolean;
  now?: () => Date;
  /** Told after each item (done counts the items handled so far, failed or not). */
  onItem?: (done: number, total: number, item: BackfillItem) => void;
}

/** Adds the draws of one answer to `games`. */
function tally(games: Map<string, GameTally>, page: ValidationResult, inserted: readonly { gameId: string }[]) {
  const entry = (key: string) => {
    const found = games.get(key) ?? { found: 0, stored: 0, rejected: 0 };
    games.set(key, found);
    return found;
  };
  for (const d of page.valid) entry(d.gameId).found += 1;
  for (const d of [...page.rejected, ...page.incomplete]) {
    const game = entry(
      d.gameId ?? matchSourceTitle(d.operatorTitle, d.title)?.id ?? `${d.operatorTitle} ${d.title}`.trim(),
    );
    game.found += 1;
    game.rejected += 1;
  }
  for (const d of inserted) entry(d.gameId).stored += 1;
}

/** The oldest draw date of `parsed` ("YYYY-MM-DD"), null when it holds none. */
const oldestOf = (parsed: readonly ParsedDraw[]): string | null =>
  parsed.reduce<string | null>((min, d) => (d.drawDate && (min === null || d.drawDate < min) ? d.drawDate : min), null);

/**
 * Asks and stores `items` one after the other. A failed item (HTTP error after the pacer's retries, a page the
 * parser refuses) stores nothing, writes no ledger row and is logged; the run goes on with the next.
 * A database error on one item rolls its draws and ledger row back together and is reported like a failed item.
 */
export async function runBackfill(
  db: Db,
  items: readonly BackfillItem[],
  options: BackfillOptions,
): Promise<BackfillReport> {
  const now = options.now ?? (() => new Date());
  const report: BackfillReport = {
    asked: 0,
    done: 0,
    failed: [],
    games: new Map(),
    changedGameIds: [],
    stopped: false,
  };
  const changed = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (options.signal?.aborted || (options.stopOnFailure && report.failed.length > 0)) {
      report.stopped = true;
      break;
    }
    const { source, date } = item;
    const fetchedAt = now();
    const fail = async (error: unknown) => {
      const message = describeError(error);
      report.failed.push({ source: source.id, date, error: message });
      if (!options.dryRun) await logBackfillRequest(db, { source: source.id, date, at: fetchedAt, error: message });
    };
    report.asked += 1;
    try {
      const { body, url } =
        source.adapter === 'leidsa-history'
          ? await locateLeidsaDraw(options.fetcher, source, date)
          : { body: await fetchPage(options.fetcher, source.adapter, source.url, { date }), url: source.url };
      const oldestSeen = oldestOf(parsePage(source.adapter, body, { url, fetchedAt }));
      const input = {
        adapter: source.adapter,
        body,
        url,
        fetchedAt,
        keep: (d: ParsedDraw) => d.drawDate === date,
      };
      const page = readPage(input);
      if ('error' in page) throw page.error;
      if (options.dryRun) {
        tally(report.games, page, []);
      } else {
        const summary = await db.transaction(async (tx) => {
          const imported = await importPage(tx, input);
          const stored = imported.insertedDraws.length;
          const rejected = page.rejected.length + page.incomplete.length;
          const found = page.valid.length + rejected;
          await markDateDone(tx, { source: source.id, date, doneAt: fetchedAt, found, stored, rejected, oldestSeen });
          await logBackfillRequest(tx, { source: source.id, date, at: fetchedAt, error: null });
          return imported;
        });
        tally(report.games, page, summary.insertedDraws);
        for (const id of summary.changedGameIds) changed.add(id);
      }
      report.done += 1;
    } catch (error) {
      await fail(error);
    }
    options.onItem?.(index + 1, items.length, item);
  }
  report.changedGameIds = [...changed];
  return report;
}
