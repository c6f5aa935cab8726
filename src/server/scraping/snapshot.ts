/**
 * The bundled snapshot of real captures, imported resumably and in batches (decision 065): each capture goes
 * through the same rules a live scrape does (parse, validate, `planStore`, derivation checks, draws in progress),
 * applied in capture order to the draws held in memory; a batch of captures is then written in one transaction of
 * multi-row statements (draws, changed rows, logs, draws in progress, runs, and the `snapshot_imports` ledger). A
 * process stopped half-way leaves whole batches behind, and the next import starts at the first capture the ledger
 * lacks. The whole bundled year takes a few dozen round trips instead of thousands. The ledger also keeps the
 * source-id mapping version each capture was read with: a capture read under an older one is read again for the
 * games mapped since, only them (decision 084).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SNAPSHOT, type SnapshotFile } from '../../../cron/snapshot/manifest.ts';
import type { Db } from '../../../db/client.ts';
import {
  allDrawsInProgress,
  drawsOnDates,
  insertDrawsReturningIds,
  saveDrawsInProgress,
  updateDraw,
  type NewDrawInProgress,
} from '../../../db/queries/draws.ts';
import { insertLogs, type NewLog } from '../../../db/queries/logs.ts';
import { recordRuns, type NewScrapeRun } from '../../../db/queries/scrapers.ts';
import { importedSnapshotFiles, markSnapshotImported } from '../../../db/queries/snapshot-imports.ts';
import type { DrawRow } from '../../../db/schema/index.ts';
import type { ValidationResult } from '../../../cron/validate.ts';
import { gamesMappedAfter, MAPPING_VERSION } from '../../lib/catalogue/source-ids.ts';
import { publicationDelays } from '../../lib/scraper-schedule.ts';
import { inTransaction, systemContext, type ServiceContext } from '../services/context.ts';
import { applyReviewedCorrections } from '../services/draw-corrections.ts';
import { derivedDisputes, storeDerivedDraws } from '../services/derived-draws.ts';
import {
  asJson,
  disagreementOf,
  disputedNotes,
  drawChangeLog,
  drawKey,
  planStore,
  type DrawInput,
  type DrawSource,
} from '../services/draws.ts';
import { failedSummary, readPage, sightingsOf, type RunSummary } from './run-scrape.ts';

/** Where the snapshot files are, from the project root, unless SNAPSHOT_DIR says otherwise. */
export const DEFAULT_SNAPSHOT_DIR = 'cron/snapshot';
/** Captures written per transaction: the bundled year (359 captures) is 6 batches of about 8 statements each. */
const CAPTURES_PER_BATCH = 64;
/** Draws per multi-row insert: 13 bound values each stay under PostgreSQL's 65,535 parameters. */
const DRAWS_PER_INSERT = 4000;

export interface CaptureImport {
  file: string;
  summary: RunSummary;
}

/**
 * The draws as the database will hold them once the pending batch is written: rows read from the database, rows
 * still to insert (`id` 0) and rows changed since they were read.
 */
class DrawState {
  private readonly byKey = new Map<string, DrawRow>();
  private readonly byGameDate = new Map<string, DrawRow[]>();
  /** The date ranges ("from|to") already read from the database. */
  private readonly loaded = new Set<string>();
  /** Game and draw date of every draw seen in progress. */
  readonly inProgress = new Set<string>();
  fresh: DrawRow[] = [];
  changed = new Set<DrawRow>();
  logs: NewLog[] = [];
  sightings = new Map<string, NewDrawInProgress>();

  get rows(): ReadonlyMap<string, DrawRow> {
    return this.byKey;
  }

  /** Reads the stored draws of `from`..`to` ("YYYY-MM-DD") not held yet (one statement; none when read before). */
  async load(db: Db, from: string, to: string): Promise<void> {
    if (this.loaded.has(`${from}|${to}`)) return;
    this.loaded.add(`${from}|${to}`);
    for (const row of await drawsOnDates(db, from, to)) if (!this.byKey.has(drawKey(row))) this.add(row);
  }

  add(row: DrawRow): void {
    this.byKey.set(drawKey(row), row);
    const key = `${row.gameId}|${row.drawDate}`;
    this.byGameDate.set(key, [...(this.byGameDate.get(key) ?? []), row]);
  }

  /** The one draw of `gameId` on `date`, undefined with none or several (as the derivation checks read it). */
  only = (gameId: string, date: string): DrawRow | undefined => {
    const rows = this.byGameDate.get(`${gameId}|${date}`) ?? [];
    return rows.length === 1 ? rows[0] : undefined;
  };

  /** Marks `row` changed: written as an update when it is stored already, else inserted with its new values. */
  touch(row: DrawRow): void {
    if (row.id !== 0) this.changed.add(row);
  }

  /** Clears what was written, keeping the rows (with their new ids). */
  written(): void {
    this.fresh = [];
    this.changed = new Set();
    this.logs = [];
    this.sightings = new Map();
  }
}

/** One capture read and parsed: its validated draws, or the parser's error. */
interface ReadCapture {
  entry: SnapshotFile;
  source: DrawSource;
  page: ReturnType<typeof readPage>;
}

/**
 * A capture to import: whole, or for the games in `only` (those its manifest entry is read for, less, when it was
 * read before under an older mapping, those not mapped since).
 */
interface PendingCapture {
  entry: SnapshotFile;
  only?: ReadonlySet<string>;
}

/** `page` reduced to the draws of `games` (page-level warnings dropped: they were reported at the first read). */
function onlyGames(page: ValidationResult, games: ReadonlySet<string>): ValidationResult {
  const kept = (d: { gameId?: string }) => d.gameId !== undefined && games.has(d.gameId);
  return {
    valid: page.valid.filter(kept),
    rejected: page.rejected.filter(kept),
    incomplete: page.incomplete.filter(kept),
    warnings: [],
  };
}

/** Reads and parses the capture `entry` from `dir`, reduced to the games of `only` when given. @throws the read error */
async function readCapture(dir: string, { entry, only }: PendingCapture): Promise<ReadCapture> {
  const body = await readFile(resolve(dir, entry.file), 'utf8');
  const source: DrawSource = { adapter: entry.adapter, url: entry.url, fetchedAt: new Date(entry.fetchedAt) };
  const page = readPage({ ...source, body });
  return { entry, source, page: only && !('error' in page) ? onlyGames(page, only) : page };
}

/** Applies one read capture to `state` as `importPage` would store it, and says what it did. */
function applyCapture(ctx: ServiceContext, state: DrawState, { source, page }: ReadCapture): RunSummary {
  if ('error' in page) return failedSummary(page.error);
  const { fetchedAt } = source;
  const { valid, rejected, incomplete, warnings } = page;
  const now = ctx.now;
  const plan = planStore(state.rows, valid, source.adapter);
  const stamp = { sourceAdapter: source.adapter, sourceUrl: source.url, fetchedAt };
  for (const d of plan.fresh) {
    const row: DrawRow = {
      id: 0,
      gameId: d.gameId,
      operatorId: d.operatorId,
      drawDate: d.drawDate,
      drawTime: d.drawTime,
      numbers: asJson(d.numbers),
      extras: asJson(d.extras),
      ...stamp,
      underReview: false,
      reviewNote: null,
      createdAt: now,
      updatedAt: now,
    };
    state.add(row);
    state.fresh.push(row);
  }
  for (const d of plan.changed) {
    const row = state.rows.get(drawKey(d)) as DrawRow;
    state.logs.push(drawChangeLog(ctx, { ...row }, d, source));
    Object.assign(row, { numbers: asJson(d.numbers), extras: asJson(d.extras), ...stamp, updatedAt: now });
    state.touch(row);
  }
  const newlyDisputed: DrawInput[] = [];
  const dispute = (row: DrawRow, input: DrawInput, from: DrawSource): boolean => {
    const reviewNote = disputedNotes(row, input, from);
    if (!reviewNote) return false;
    Object.assign(row, { underReview: true, reviewNote, updatedAt: now });
    state.touch(row);
    return true;
  };
  const disagreements = plan.disputed.map((d) => {
    const row = state.rows.get(drawKey(d)) as DrawRow;
    const disagreement = disagreementOf(d, { ...row }, source);
    if (dispute(row, d, source)) newlyDisputed.push(d);
    return disagreement;
  });
  const derivedChanged = new Set<string>();
  for (const { gameId, row, input, source: derivation } of derivedDisputes(valid, state.only, now)) {
    disagreements.push(disagreementOf(input, { ...row }, derivation));
    if (dispute(row, input, derivation)) derivedChanged.add(gameId);
  }
  const running: string[] = [];
  for (const s of sightingsOf(incomplete)) {
    const key = `${s.gameId}|${s.drawDate}`;
    state.sightings.set(key, { ...s, sourceAdapter: source.adapter, sourceUrl: source.url, seenAt: fetchedAt });
    if (!state.inProgress.has(key)) running.push(s.gameId);
    state.inProgress.add(key);
  }
  const insertedDraws = plan.fresh.map(({ gameId, drawDate, drawTime }) => ({ gameId, drawDate, drawTime }));
  return {
    status: 'ok',
    created: plan.fresh.length,
    updated: plan.changed.length,
    unchanged: valid.length - plan.fresh.length - plan.changed.length - plan.disputed.length,
    disagreements,
    changedGameIds: [
      ...new Set([
        ...[...plan.fresh, ...plan.changed, ...newlyDisputed].map((d) => d.gameId),
        ...derivedChanged,
        ...running,
      ]),
    ],
    delays: publicationDelays(insertedDraws, fetchedAt),
    insertedDraws,
    updatedDraws: plan.changed.map(({ gameId, drawDate, drawTime }) => ({ gameId, drawDate, drawTime })),
    rejected,
    incomplete,
    warnings,
  };
}

/** The run row of one imported capture. */
const runOf = (entry: SnapshotFile, summary: RunSummary, startedAt: Date): NewScrapeRun => ({
  adapter: entry.adapter,
  source: `snapshot:${entry.file}`,
  status: summary.status,
  created: summary.created,
  updated: summary.updated,
  unchanged: summary.unchanged,
  rejected: summary.rejected,
  delays: summary.delays,
  error: summary.error ?? null,
  startedAt,
  durationMs: Date.now() - startedAt.getTime(),
});

/** Writes a batch: `state`'s pending rows, the captures' runs and their ledger entries, in one transaction. */
async function writeBatch(ctx: ServiceContext, state: DrawState, done: CaptureImport[], runs: NewScrapeRun[]) {
  await inTransaction(ctx, async (tx) => {
    for (let i = 0; i < state.fresh.length; i += DRAWS_PER_INSERT) {
      const chunk = state.fresh.slice(i, i + DRAWS_PER_INSERT);
      const ids = await insertDrawsReturningIds(tx.db, chunk);
      const byKey = new Map(ids.map((r) => [drawKey(r), r.id]));
      for (const row of chunk) row.id = byKey.get(drawKey(row)) ?? 0;
    }
    for (const row of state.changed) {
      const { id, numbers, extras, sourceAdapter, sourceUrl, fetchedAt, underReview, reviewNote, updatedAt } = row;
      await updateDraw(tx.db, id, {
        numbers,
        extras,
        sourceAdapter,
        sourceUrl,
        fetchedAt,
        underReview,
        reviewNote,
        updatedAt,
      });
    }
    await insertLogs(tx.db, state.logs);
    await saveDrawsInProgress(tx.db, [...state.sightings.values()]);
    await recordRuns(tx.db, runs);
    await markSnapshotImported(
      tx.db,
      done.map((d) => d.file),
      tx.now,
      MAPPING_VERSION,
    );
  });
  state.written();
}

/** The first and last draw dates ("YYYY-MM-DD") the read captures report, undefined when they report none. */
function dateSpan(captures: readonly ReadCapture[]): [string, string] | undefined {
  const dates = captures.flatMap(({ page }) => ('error' in page ? [] : page.valid.map((d) => d.drawDate))).sort();
  return dates.length > 0 ? [dates[0] as string, dates.at(-1) as string] : undefined;
}

/**
 * What `files` still need against the ledger: captures to import (whole, or for the games their entry names, when
 * the ledger lacks them; for the games mapped since when it lists them under an older mapping version), and captures
 * whose ledger version only needs raising (no game of theirs was mapped since).
 */
async function pendingCaptures(db: Db, files: readonly SnapshotFile[]) {
  const imported = await importedSnapshotFiles(db);
  const pending: PendingCapture[] = [];
  const bump: string[] = [];
  for (const entry of files) {
    const version = imported.get(entry.file);
    const readFor = entry.games && new Set(entry.games);
    if (version === undefined) pending.push({ entry, only: readFor });
    else if (version < MAPPING_VERSION) {
      const mapped = gamesMappedAfter(entry.adapter, version);
      const only = readFor ? new Set([...mapped].filter((id) => readFor.has(id))) : mapped;
      if (only.size > 0) pending.push({ entry, only });
      else bump.push(entry.file);
    }
  }
  return { pending, bump };
}

/**
 * Imports, oldest first, every capture of `files` (default: the whole manifest) that is not in the ledger, and
 * re-reads those the ledger lists under an older mapping version for the games mapped since, reading them from
 * directory `dir`, in batches of CAPTURES_PER_BATCH; records one scrape run per capture read. Captures imported under
 * the current mapping are skipped, so calling it again is a no-op.
 * @returns what each newly imported capture stored ([] when nothing was missing).
 * @throws the read or database error of the batch being imported; the captures of the batch read before a failed
 *   read are written first, a batch whose write fails is rolled back whole.
 */
export async function importMissingCaptures(
  ctx: ServiceContext,
  dir: string,
  files: readonly SnapshotFile[] = SNAPSHOT,
): Promise<CaptureImport[]> {
  const { pending: missing, bump } = await pendingCaptures(ctx.db, files);
  await markSnapshotImported(ctx.db, bump, ctx.now, MAPPING_VERSION);
  if (missing.length === 0) return [];
  const state = new DrawState();
  for (const seen of await allDrawsInProgress(ctx.db)) state.inProgress.add(`${seen.gameId}|${seen.drawDate}`);
  const imports: CaptureImport[] = [];
  for (let i = 0; i < missing.length; i += CAPTURES_PER_BATCH) {
    const batch = missing.slice(i, i + CAPTURES_PER_BATCH);
    const captures: ReadCapture[] = [];
    let failure: Error | undefined;
    for (const pending of batch) {
      try {
        captures.push(await readCapture(dir, pending));
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        break;
      }
    }
    const span = dateSpan(captures);
    if (span) await state.load(ctx.db, ...span);
    const done: CaptureImport[] = [];
    const runs: NewScrapeRun[] = [];
    for (const capture of captures) {
      const startedAt = new Date();
      const summary = applyCapture(ctx, state, capture);
      done.push({ file: capture.entry.file, summary });
      runs.push(runOf(capture.entry, summary, startedAt));
    }
    if (done.length > 0) await writeBatch(ctx, state, done, runs);
    imports.push(...done);
    if (failure) throw failure;
  }
  return imports;
}

/**
 * Imports the snapshot captures that are not imported yet, from `dir`, stores the quinielas their picks give where
 * no source gave them (`storeDerivedDraws`, decision 084), then applies the reviewed corrections (as
 * `npm run db:import` does); one summary per capture imported.
 */
export async function importSnapshot(db: Db, dir = DEFAULT_SNAPSHOT_DIR): Promise<RunSummary[]> {
  const ctx = systemContext(db);
  const imports = await importMissingCaptures(ctx, dir);
  await storeDerivedDraws(ctx);
  await applyReviewedCorrections(ctx);
  return imports.map((i) => i.summary);
}
