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

/**
 * The draws looked for, each as a `drawKey`: each complete and corrected row, and each partial row's non-empty
 * cells.
 */
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

/** One game's row: "gameId:numbers" (numbers as `rowKey`). */
export const drawKey = (gameId: string, numbers: readonly string[]): string => `${gameId}:${rowKey(numbers)}`;

/** A home or operator card shows this many numbers, then '+N números más' (src/ui/GameCard.tsx). */
const CARD_NUMBERS = 6;
const DIGITS = />\s*(\d+)\s*</g;
const RESULT_LISTS = /<ul[^>]*aria-label="Números ganadores"[^>]*>([\s\S]*?)<\/ul>/g;
const tokens = (html: string): string[] => [...html.matchAll(DIGITS)].map((m) => String(Number(m[1])));

/** The numbers of each winning-numbers list in `html`, as `rowKey` text. */
const listsIn = (html: string): string[] => [...html.matchAll(RESULT_LISTS)].map((m) => tokens(m[1] ?? '').join(','));

/** The HTML of `gameId`'s card on a home or operator page, or the whole page when it has none (a game page). */
function scopeOf(html: string, gameId: string): string {
  const card = new RegExp(`<a[^>]*data-game="${gameId}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return card?.[1] ?? html;
}

/** Whether a list showing `shown` shows `row`: all of it, or a card's first CARD_NUMBERS of a longer row. */
function shows(shown: string, row: string): boolean {
  const numbers = row.split(',');
  return shown === row || (numbers.length > CARD_NUMBERS && shown === numbers.slice(0, CARD_NUMBERS).join(','));
}

/**
 * The wanted draws `html` shows as results, and the partial rows it shows as results: a draw counts only in its own
 * game's card (home, operator page) or, on a page without that card, in a winning-numbers list, so a one-number row
 * never matches a stray number. (A card of a partial row longer than six would show the complete row's first six:
 * the database watcher, which sees every stored row, guards that case.)
 */
export function readPage(html: string, wanted: Wanted): { rows: string[]; partials: string[] } {
  const lists = new Map<string, string[]>();
  const listsOf = (key: string): [string[], string] => {
    const gameId = key.slice(0, key.indexOf(':'));
    if (!lists.has(gameId)) lists.set(gameId, listsIn(scopeOf(html, gameId)));
    return [lists.get(gameId) ?? [], key.slice(gameId.length + 1)];
  };
  return {
    rows: wanted.rows.filter((key) => {
      const [shown, row] = listsOf(key);
      return shown.some((list) => shows(list, row));
    }),
    partials: wanted.partials.filter((key) => {
      const [shown, row] = listsOf(key);
      return shown.includes(row);
    }),
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
      const { rows } = await client.query<{ game_id: string; numbers: string[] }>(
        'SELECT game_id, numbers FROM draws WHERE draw_date = $1',
        [options.drawDate],
      );
      const stored = new Set(rows.map((r) => drawKey(r.game_id, r.numbers)));
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
        for (const { at, body, tag } of await push.received()) {
          // "jueves 21/08/2026 · 33 - 29 - Más 5": the numbers after '·', a bonus ball with its label.
          const key = drawKey(tag, (body.split('·')[1] ?? '').match(/\d+/g) ?? []);
          log.saw({ kind: 'push' }, wanted().rows.includes(key) ? [key] : [], [], at);
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
