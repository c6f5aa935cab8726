/**
 * A fake leidsa.com on loopback that answers `GET /results/Leidsa/<Game>/<gameId>_<drawNo>` for ANY draw number of
 * Leidsa's six games, in the shape of the real history pages of `tests/fixtures/leidsa.com/history-*.html`: the real
 * page, with its embedded `"drawResult":…,"drawResults":[…]` rewritten (the rest of the page, its rendered HTML
 * included, stays as captured). Numbering: the capture's asked draw keeps its number and date (the anchor), and
 * each draw day of the game's catalogue schedule (`draw-days.ts`) before or after it takes the next number; a day
 * listed in `skipDays` had no draw (the catalogue did not know). Draw times as the real pages write them: Sunday
 * 16:00 (20:00Z), other days 21:00 (01:00Z the next day). Each draw's numbers are one of the capture's 100 real
 * rows, picked by the date (deterministic), unless `setNumbers` gave them.
 * As the real site: `drawResult` is the asked draw (null for a number it has no draw of: below 1 or past the newest)
 * and `drawResults` the game's newest 100 draws up to `today`, whatever number was asked. `failNext` answers the
 * next requests with a status. Every request is recorded.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gameById, weekdayOf, type Game } from '../../src/lib/catalogue/index.ts';
import { addDays } from '../../src/lib/dates.ts';
import { notHeldOn } from '../../src/lib/draw-days.ts';

const FIXTURES = new URL('../fixtures/leidsa.com/', import.meta.url);

/** leidsa.com's game number → the capture the fake answers from and the catalogue game. */
const GAMES: Record<string, { file: string; gameId: string }> = {
  '1': { file: 'history-loto-1_2061.html', gameId: 'loto-leidsa' },
  '2': { file: 'history-loto-pool-2_9218.html', gameId: 'loto-pool-leidsa' },
  '3': { file: 'history-kinotv-3_6218.html', gameId: 'super-kino-tv' },
  '4': { file: 'history-pega3mas-4_5218.html', gameId: 'pega-3-mas' },
  '5': { file: 'history-quiniela-pale-5_10219.html', gameId: 'quiniela-leidsa' },
  '6': { file: 'history-super-pale-6_10215.html', gameId: 'super-pale-leidsa' },
};

const SEGMENT_START = String.raw`\"drawResult\":`;
const LIST_START = String.raw`\"drawResults\":[`;

interface Round {
  drawnValues: number[];
}
interface Entry {
  gameDrawId: string;
  drawTime: string;
  results: { drawnValues: Round[]; bonusDraws: Round[] };
  [key: string]: unknown;
}

export interface FakeLeidsaOptions {
  /** The Santo Domingo day the fake lives in: its newest draw is the last one on or before it (default 2026-05-25). */
  today?: string;
  /** Per catalogue game id, days the catalogue schedules but on which the fake game held no draw. */
  skipDays?: Record<string, readonly string[]>;
}

export interface FakeLeidsa {
  /** http://127.0.0.1:<port>: the base `leidsaSources` takes. */
  base: string;
  /** Every request: leidsa.com's game number and the draw number asked, in order. */
  requests: { game: string; drawNo: number }[];
  /** The draw of catalogue game `gameId` on `date` shows `numbers` (two-digit strings, bonus balls last). */
  setNumbers(gameId: string, date: string, numbers: readonly string[]): void;
  /** The next `count` requests answer `status`. */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

/** A number of stable value for `text` (FNV-1a), to pick a real row per date. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Index just past the JSON array or object opened at `start` of the page's escaped text (no brackets in strings). */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '[' || c === '{') depth += 1;
    else if (c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('fake leidsa.com: capture without a closed drawResults list');
}

/** One game of the fake: its capture cut around the results, its anchor, rows and numbering. */
class FakeGame {
  readonly before: string;
  readonly after: string;
  readonly template: Entry;
  readonly rows: Entry['results'][];
  readonly anchor: { drawNo: number; date: string };
  readonly prefix: string;
  readonly game: Game;
  private readonly skip: ReadonlySet<string>;
  /** Draw dates by draw number, filled outward from the anchor as asked. */
  private readonly dates = new Map<number, string>();
  private low: { drawNo: number; date: string };
  private high: { drawNo: number; date: string };

  constructor(number: string, file: string, game: Game, skip: ReadonlySet<string>) {
    this.game = game;
    this.skip = skip;
    const body = readFileSync(new URL(file, FIXTURES), 'utf8');
    const start = body.indexOf(SEGMENT_START);
    const listAt = body.indexOf(LIST_START, start);
    const end = closing(body, listAt + LIST_START.length - 1);
    this.before = body.slice(0, start);
    this.after = body.slice(end);
    const segment = JSON.parse(`"${body.slice(start, end)}"`) as string;
    const list = JSON.parse(segment.slice(segment.indexOf('"drawResults":') + '"drawResults":'.length)) as Entry[];
    const first = list[0];
    if (!first) throw new Error(`fake leidsa.com: ${file} lists no draw`);
    this.template = first;
    this.rows = list.map((e) => e.results);
    this.prefix = number;
    const date = new Date(Date.parse(first.drawTime) - 4 * 3_600_000).toISOString().slice(0, 10);
    this.anchor = { drawNo: Number(first.gameDrawId.split('_')[1]), date };
    this.dates.set(this.anchor.drawNo, date);
    this.low = { ...this.anchor };
    this.high = { ...this.anchor };
  }

  /** Whether the fake game drew on `date`. */
  private drawsOn(date: string): boolean {
    return notHeldOn(this.game, date) === null && !this.skip.has(date);
  }

  /** The date of draw `drawNo` (≥ 1). */
  dateOf(drawNo: number): string {
    while (drawNo < this.low.drawNo) {
      let d = addDays(this.low.date, -1);
      while (!this.drawsOn(d)) d = addDays(d, -1);
      this.low = { drawNo: this.low.drawNo - 1, date: d };
      this.dates.set(this.low.drawNo, d);
    }
    while (drawNo > this.high.drawNo) {
      let d = addDays(this.high.date, 1);
      while (!this.drawsOn(d)) d = addDays(d, 1);
      this.high = { drawNo: this.high.drawNo + 1, date: d };
      this.dates.set(this.high.drawNo, d);
    }
    return this.dates.get(drawNo) ?? '';
  }

  /** The number of the newest draw on or before `today`. */
  newest(today: string): number {
    let n = this.anchor.drawNo;
    while (this.dateOf(n + 1) <= today) n += 1;
    while (n > 1 && this.dateOf(n) > today) n -= 1;
    return n;
  }
}

/** Draw `drawNo` of `game` as the real pages write it. */
function entryOf(game: FakeGame, drawNo: number, numbers: ReadonlyMap<string, readonly string[]>): Entry {
  const date = game.dateOf(drawNo);
  const drawTime = weekdayOf(date) === 0 ? `${date}T20:00:00Z` : `${addDays(date, 1)}T01:00:00Z`;
  const given = numbers.get(`${game.game.id}|${date}`);
  const row = structuredClone(game.rows[hash(date) % game.rows.length] ?? game.template.results);
  let results = row;
  if (given) {
    const main = row.drawnValues.flatMap((r) => r.drawnValues).length;
    const values = given.map(Number);
    const rounds = row.drawnValues.length;
    results = {
      drawnValues:
        rounds === 1
          ? [{ drawnValues: values.slice(0, main) }]
          : values.slice(0, main).map((n) => ({ drawnValues: [n] })),
      bonusDraws: values.slice(main).map((n) => ({ drawnValues: [n] })),
    };
  }
  return { ...game.template, gameDrawId: `${game.prefix}_${drawNo}`, drawTime, results };
}

/** Starts the fake on a random loopback port. */
export async function startFakeLeidsa(options: FakeLeidsaOptions = {}): Promise<FakeLeidsa> {
  const today = options.today ?? '2026-05-25';
  const games = new Map(
    Object.entries(GAMES).map(([number, { file, gameId }]) => {
      const game = gameById(gameId);
      if (!game) throw new Error(`fake leidsa.com: no catalogue game ${gameId}`);
      return [number, new FakeGame(number, file, game, new Set(options.skipDays?.[gameId] ?? []))];
    }),
  );
  const requests: FakeLeidsa['requests'] = [];
  const numbers = new Map<string, readonly string[]>();
  const failures: number[] = [];
  const server = createServer((req, res) => {
    const match = /^\/results\/Leidsa\/[^/]+\/(\d+)_(\d+)$/.exec(req.url ?? '');
    const game = games.get(match?.[1] ?? '');
    const drawNo = Number(match?.[2] ?? 0);
    requests.push({ game: match?.[1] ?? req.url ?? '', drawNo });
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure, { 'content-type': 'text/html' }).end('<html><body>Busy</body></html>');
      return;
    }
    if (!game) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>404</body></html>');
      return;
    }
    const newest = game.newest(today);
    const asked = drawNo >= 1 && drawNo <= newest ? entryOf(game, drawNo, numbers) : null;
    const list = [];
    for (let n = newest; n > Math.max(0, newest - 100); n -= 1) list.push(entryOf(game, n, numbers));
    const segment = `"drawResult":${JSON.stringify(asked)},"drawResults":${JSON.stringify(list)}`;
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`${game.before}${JSON.stringify(segment).slice(1, -1)}${game.after}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    setNumbers: (gameId, date, values) => numbers.set(`${gameId}|${date}`, [...values]),
    failNext: (count, status) => {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
