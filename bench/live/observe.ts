/**
 * What `npm run bench:live` watches, all in real time (epoch ms of the bench's own clock): the database (a draw
 * stored with its numbers), each page's server HTML as a visitor fetches it (through the page cache or the stand-in
 * CDN), each page open in a Chromium tab (never reloaded; its clock shifted like the site's), and the local push
 * service. Each watcher records the first time it saw a row of numbers, and any partial row shown as a result.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import type { LivePush } from './push.ts';

/** Where a row was seen: the database, a push, or a page ("html" or "tab") by URL path. */
export type Place = { kind: 'stored' } | { kind: 'push' } | { kind: 'html' | 'tab'; path: string };

/** The first sighting of a numbers row (normalised, "," joined) at a place. */
export interface Sighting {
  place: Place;
  row: string;
  at: number;
}

/** A partial row shown as a winning-numbers list. */
export interface Violation {
  place: Place;
  row: string;
  at: number;
}

/** The rows looked for: each complete and corrected row, and each partial row's non-empty cells. */
export interface Wanted {
  rows: readonly string[];
  partials: readonly string[];
}

/** Numbers as comparable text: "08" and "8" are the same ball. */
export const rowKey = (numbers: readonly string[]): string =>
  numbers
    .filter((n) => n !== '')
    .map((n) => String(Number(n)))
    .join(',');

const DIGITS = />\s*(\d+)\s*</g;
const RESULT_LISTS = /<ul[^>]*aria-label="Números ganadores"[^>]*>([\s\S]*?)<\/ul>/g;
const tokens = (html: string): string[] => [...html.matchAll(DIGITS)].map((m) => String(Number(m[1])));

/** The wanted rows whose balls appear one after the other in `html`, and the partial rows shown as results. */
function readPage(html: string, wanted: Wanted): { rows: string[]; partials: string[] } {
  const text = `,${tokens(html).join(',')},`;
  const lists = new Set([...html.matchAll(RESULT_LISTS)].map((m) => tokens(m[1] ?? '').join(',')));
  return {
    rows: wanted.rows.filter((row) => text.includes(`,${row},`)),
    partials: wanted.partials.filter((row) => lists.has(row)),
  };
}

/** The sightings and violations of one run, first sighting per place and row. */
export class Log {
  readonly sightings: Sighting[] = [];
  readonly violations: Violation[] = [];
  readonly #seen = new Set<string>();

  /** Records `rows` seen at `place` at `at` (epoch ms; only the first time for each). */
  saw(place: Place, rows: readonly string[], partials: readonly string[] = [], at = Date.now()): void {
    const key = (row: string) => `${JSON.stringify(place)}|${row}`;
    for (const row of rows) {
      if (this.#seen.has(key(row))) continue;
      this.#seen.add(key(row));
      this.sightings.push({ place, row, at });
    }
    for (const row of partials) this.violations.push({ place, row, at });
  }

  /** When `row` was first seen at `place`, or undefined. */
  firstAt(place: Place, row: string): number | undefined {
    const wanted = JSON.stringify(place);
    return this.sightings.find((s) => s.row === row && JSON.stringify(s.place) === wanted)?.at;
  }
}

/** A loop that calls `step` every `everyMs` until stopped; errors are counted, not thrown. */
function every(everyMs: number, step: () => Promise<void>): { stop: () => Promise<void>; errors: () => number } {
  const state = { running: true, errors: 0 };
  const done = (async () => {
    while (state.running) {
      const started = Date.now();
      await step().catch(() => (state.errors += 1));
      await new Promise((resolve) => setTimeout(resolve, Math.max(100, everyMs - (Date.now() - started))));
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await done;
    },
    errors: () => state.errors,
  };
}

export interface Watchers {
  /** Requests or reads that failed (a page that did not answer, a closed tab). */
  errors(): number;
  stop(): Promise<void>;
}

/**
 * Starts watching: the draws of `drawDate` in `databaseUrl` every second; each of `paths` on `origin` fetched every
 * `pollMs` ms and open in a Chromium tab whose clock starts at `shiftedNow()` (read every `pollMs` ms); the push
 * service's received messages every 500 ms.
 */
export async function watch(options: {
  log: Log;
  wanted: () => Wanted;
  databaseUrl: string;
  drawDate: string;
  origin: string;
  paths: readonly string[];
  pollMs: number;
  shiftedNow: () => number;
  push: LivePush | null;
}): Promise<Watchers> {
  const { log, wanted } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const loops = [
    every(1000, async () => {
      const { rows } = await client.query<{ numbers: string[] }>('SELECT numbers FROM draws WHERE draw_date = $1', [
        options.drawDate,
      ]);
      const stored = new Set(rows.map((r) => rowKey(r.numbers)));
      log.saw(
        { kind: 'stored' },
        wanted().rows.filter((row) => stored.has(row)),
      );
    }),
    ...options.paths.map((path) =>
      every(options.pollMs, async () => {
        const response = await fetch(`${options.origin}${path}`, { signal: AbortSignal.timeout(30_000) });
        const seen = readPage(await response.text(), wanted());
        log.saw({ kind: 'html', path }, seen.rows, seen.partials);
      }),
    ),
  ];
  if (options.push) {
    const push = options.push;
    loops.push(
      every(500, async () => {
        for (const { at, body } of await push.received()) {
          const row = rowKey((body.split('·')[1] ?? '').split('-').map((n) => n.trim()));
          log.saw({ kind: 'push' }, wanted().rows.includes(row) ? [row] : [], [], at);
        }
      }),
    );
  }
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ locale: 'es-DO', timezoneId: 'America/Santo_Domingo' });
  const pages: Page[] = [];
  for (const path of options.paths) {
    const page = await context.newPage();
    await page.clock.install({ time: options.shiftedNow() });
    await page.goto(`${options.origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    pages.push(page);
    loops.push(
      every(options.pollMs, async () => {
        const seen = readPage(await page.evaluate(() => document.body.innerHTML), wanted());
        log.saw({ kind: 'tab', path }, seen.rows, seen.partials);
      }),
    );
  }
  return {
    errors: () => loops.reduce((sum, loop) => sum + loop.errors(), 0),
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      await browser.close();
      await client.end();
    },
  };
}
