/**
 * Fault tolerance of every parser plus validation, on mutated real captures: byte flips, truncation, removed and
 * duplicated nodes, out-of-range and non-numeric numbers, future and impossible dates, renamed titles, removed
 * or retyped JSON fields. For each input: the parser either returns items or refuses the page with
 * SourceBlockedError/SourceFormatError (anything else is a crash), takes at most 2 s (else a hang), and every
 * draw validation accepts fits its game again when re-checked against the catalogue (else an invalid draw).
 * Deterministic: a seeded generator, so a failure names an input that can be rebuilt.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawsOn, gameById, operatorOf, validateExtras, validateNumbers } from '../src/lib/catalogue/index.ts';
import { dominicanDate, isIsoDate } from '../src/lib/dates.ts';
import { readFixture } from '../tests/helpers/captures.ts';
import { parsePage } from './adapters.ts';
import { SourceBlockedError, SourceFormatError } from './sources/types.ts';
import type { AdapterId } from './sources/types.ts';
import { validateDraws, type ValidDraw } from './validate.ts';

const HANG_MS = 2_000;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** mulberry32: a small seeded generator, [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Rng = () => number;
const int = (rng: Rng, n: number) => Math.floor(rng() * n);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)] as T;

/** Values that break numbers, dates and titles. */
const BAD_VALUES: readonly unknown[] = [
  '',
  '0',
  '00',
  '7',
  '100',
  '999',
  '-1',
  'x',
  'Verde',
  '\u0000',
  '2'.repeat(10_000),
  70,
  3.5,
  null,
  true,
  [],
  {},
  '2099-01-01T04:00:00.000Z',
  '2026-02-30T04:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '13/45/2026',
  'Take 5',
  'Quiniela Leidsa',
];

/** Text mutations that ignore the format. */
const TEXT_MUTATIONS: ReadonlyArray<(body: string, rng: Rng) => string> = [
  (body, rng) => {
    let out = body;
    for (let i = 0; i < 1 + int(rng, 8); i += 1) {
      const at = int(rng, out.length);
      out = out.slice(0, at) + String.fromCharCode(int(rng, 128)) + out.slice(at + 1);
    }
    return out;
  },
  (body, rng) => body.slice(0, int(rng, body.length)),
  (body, rng) => {
    const start = int(rng, body.length);
    return body.slice(0, start) + body.slice(start + int(rng, 2_000));
  },
  (body, rng) => {
    const start = int(rng, body.length);
    const slice = body.slice(start, start + int(rng, 3_000));
    return body.slice(0, start) + slice + slice + body.slice(start);
  },
  (body, rng) =>
    body.replace(/\b\d{2}\b/g, (match) => (rng() < 0.05 ? pick(rng, ['100', '7', 'x', '00', '99', '3']) : match)),
  (body, rng) =>
    body.replace(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/g, (match) =>
      rng() < 0.2 ? pick(rng, ['2099-12-31', '2026-02-30', '13/45/2026', '02/30/2026']) : match,
    ),
];

/** A JSON mutation at a random path: delete, retype, replace with a bad value, duplicate an array item. */
function mutateJson(value: unknown, rng: Rng): unknown {
  if (Array.isArray(value) && value.length > 0) {
    const copy = [...value];
    const index = int(rng, copy.length);
    const roll = rng();
    if (roll < 0.15) copy.splice(index, 1);
    else if (roll < 0.3) copy.splice(index, 0, mutateJson(structuredClone(copy[index]), rng));
    else if (roll < 0.45) copy[index] = pick(rng, BAD_VALUES);
    else copy[index] = mutateJson(copy[index], rng);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0) return copy;
    const key = pick(rng, keys);
    const roll = rng();
    if (roll < 0.15) return Object.fromEntries(Object.entries(copy).filter(([name]) => name !== key));
    if (roll < 0.3) copy[key] = pick(rng, BAD_VALUES);
    else if (roll < 0.4) copy[key] = JSON.stringify(copy[key]);
    else copy[key] = mutateJson(copy[key], rng);
    return copy;
  }
  return rng() < 0.5 ? pick(rng, BAD_VALUES) : value;
}

/** One mutated body: one to three mutations, structural ones for JSON bodies. */
function mutate(body: string, rng: Rng): string {
  let out = body;
  for (let i = 0; i < 1 + int(rng, 3); i += 1) {
    if (out.trimStart().match(/^[[{]/) && rng() < 0.6) {
      try {
        out = JSON.stringify(mutateJson(JSON.parse(out), rng));
        continue;
      } catch {
        // Already broken JSON: fall through to a text mutation.
      }
    }
    out = pick(rng, TEXT_MUTATIONS)(out, rng);
  }
  return out;
}

/** Why an accepted draw breaks its game's rules, re-checked against the catalogue, or null. */
function invalidReason(draw: ValidDraw, today: string): string | null {
  const game = gameById(draw.gameId);
  if (!game || operatorOf(game).id !== draw.operatorId) return 'unknown game';
  if (!isIsoDate(draw.drawDate) || draw.drawDate > today) return 'bad date';
  if (!drawsOn(game, draw.drawDate)) return 'not a draw day';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draw.drawTime)) return 'bad time';
  if (draw.numbers.some((n) => !/^\d{1,7}$/.test(n))) return 'non-numeric number';
  const extras = Object.values(draw.extras).flat();
  if (extras.some((v) => typeof v !== 'string' || v.length > 10 || CONTROL.test(v))) return 'bad extra';
  return validateNumbers(game, draw.drawDate, draw.numbers) ?? validateExtras(game, draw.drawDate, draw.extras);
}

interface Seed {
  adapter: AdapterId;
  name: string;
  body: string;
  fetchedAt: Date;
}

/** The first `rows` lines of a CSV capture (header included), each ending with its line break. */
const csvHead = (text: string, rows: number) =>
  text
    .split('\n')
    .slice(0, rows + 1)
    .map((line) => `${line}\n`)
    .join('');
/** A rendered page cut after its first `cards` cards (the rest of the page dropped, as a truncated answer). */
const firstCards = (page: string, cards: number) => {
  let at = 0;
  for (let i = 0; i <= cards && at !== -1; i += 1) at = page.indexOf('<div class="game-block', at + 1);
  return at === -1 ? page : `${page.slice(0, at)}</div></div></body></html>`;
};

/** A /sessions answer rebuilt from the verbatim conectate excerpt (see the API parser tests). */
function sessionsAnswer(): string {
  const proof = JSON.parse(
    readFixture('conectate.com.do', 'jdmdelivery-extraction_proof_conectate_anguila-2026-07-23T1407Z.json'),
  ) as {
    extracciones: { game_id: string; ejemplo: { fecha: string; score_raw: string[][] } }[];
  };
  return JSON.stringify(
    proof.extracciones.map((e) => ({
      game_id: e.game_id,
      lastSession: { date: e.ejemplo.fecha, score: e.ejemplo.score_raw },
    })),
  );
}

const SEEDS: Record<string, Seed[]> = {
  'loteriasdominicanas-api': [
    ...['leidsa', 'anguila', 'americanas'].map((company) => ({
      adapter: 'loteriasdominicanas-api' as const,
      name: company,
      body: readFixture('loteriasdominicanas-api', `site-companies-${company}.json`),
      fetchedAt: new Date('2026-08-22T21:18:48Z'),
    })),
    {
      adapter: 'loteriasdominicanas-api',
      name: 'sessions',
      body: sessionsAnswer(),
      fetchedAt: new Date('2026-07-23T14:07:02Z'),
    },
  ],
  leidsa: ['home-2026-05-27-nextjs.html', 'results-loto-2026-05-24-nextjs.html'].map((file) => ({
    adapter: 'leidsa' as const,
    name: file,
    body: readFixture('leidsa.com', file),
    fetchedAt: new Date('2026-05-27T05:28:00Z'),
  })),
  'leidsa-history': ['loto-1_2061', 'quiniela-pale-5_10219', 'loto-1_1'].map((name) => ({
    adapter: 'leidsa-history' as const,
    name,
    body: readFixture('leidsa.com', `history-${name}.html`),
    fetchedAt: new Date('2026-05-27T05:28:00Z'),
  })),
  'ny-open-data': [
    ...['powerball-d6yy-54nr', 'mega-millions-5xaw-6ayf', 'cash-4-life-kwxv-fwze'].map((file) => ({
      adapter: 'ny-open-data' as const,
      name: file,
      body: readFixture('data.ny.gov', `${file}.socrata.json`),
      fetchedAt: new Date('2026-07-12T12:00:00Z'),
    })),
    {
      adapter: 'ny-open-data',
      name: 'numbers-win4',
      body: readFixture('data.ny.gov', 'numbers-win4-hsys-3def.constructed.json'),
      fetchedAt: new Date('2026-05-07T12:00:00Z'),
    },
    ...[
      'Lottery_Powerball_Winning_Numbers__Beginning_2010.jacob-s-mason-2025.csv',
      'Lottery_Mega_Millions_Winning_Numbers__Beginning_2002.jacob-s-mason-2025.csv',
    ].map((file) => ({
      adapter: 'ny-open-data' as const,
      name: file,
      body: csvHead(readFixture('data.ny.gov', file), 40),
      fetchedAt: new Date('2025-03-20T12:00:00Z'),
    })),
  ],
  'loteriasdominicanas-feed': ['2025-09-07', '2026-06-13', '2026-08-22'].map((day) => ({
    adapter: 'loteriasdominicanas-feed' as const,
    name: day,
    body: readFileSync(`cron/snapshot/loteriasdominicanas-feed/${day}.json`, 'utf8'),
    fetchedAt: new Date(`${day}T23:59:00-04:00`),
  })),
  'loteriasdominicanas-html': [
    { stamp: '2025-08-06T1119', fetchedAt: '2025-08-06T15:19:00Z', cards: Infinity },
    { stamp: '2025-08-05T2354', fetchedAt: '2025-08-06T03:54:00Z', cards: 10 },
    { stamp: '2025-08-07T1439', fetchedAt: '2025-08-07T18:39:00Z', cards: 10 },
  ].map(({ stamp, fetchedAt, cards }) => ({
    adapter: 'loteriasdominicanas-html' as const,
    name: stamp,
    fetchedAt: new Date(fetchedAt),
    body: firstCards(
      readFixture('loteriasdominicanas.com', `pagina-ultimos-resultados-${stamp}-0400-rendered.html`),
      cards,
    ),
  })),
};

const RUNS: Record<string, number> = {
  'loteriasdominicanas-api': 3_500,
  leidsa: 2_000,
  'leidsa-history': 1_500,
  'ny-open-data': 2_500,
  'loteriasdominicanas-html': 2_500,
  'loteriasdominicanas-feed': 1_500,
};

/** Runs `runs` mutated inputs of `seeds` and counts outcomes. */
function fuzz(seeds: readonly Seed[], runs: number, seed: number) {
  const rng = random(seed);
  const counts = {
    inputs: 0,
    refused: 0,
    accepted: 0,
    crashes: [] as string[],
    hangs: [] as string[],
    invalid: [] as string[],
  };
  for (let run = 0; run < runs; run += 1) {
    const source = seeds[run % seeds.length] as Seed;
    const body = mutate(source.body, rng);
    const label = `${source.adapter}/${source.name} run ${run} (seed ${seed})`;
    counts.inputs += 1;
    const started = performance.now();
    try {
      const { valid } = validateDraws(
        parsePage(source.adapter, body, { fetchedAt: source.fetchedAt, url: 'https://example.test/' }),
        source.fetchedAt,
      );
      counts.accepted += valid.length;
      const today = dominicanDate(source.fetchedAt);
      for (const draw of valid) {
        const reason = invalidReason(draw, today);
        if (reason)
          counts.invalid.push(`${label}: ${draw.gameId} ${draw.drawDate} ${draw.numbers.join(' ')}: ${reason}`);
      }
    } catch (error) {
      if (error instanceof SourceBlockedError || error instanceof SourceFormatError) counts.refused += 1;
      else
        counts.crashes.push(`${label}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
    if (performance.now() - started > HANG_MS) counts.hangs.push(label);
  }
  return counts;
}

describe('fuzz: mutated real captures through parse + validate', () => {
  const seeds = Object.keys(SEEDS);
  it('runs at least 10,000 inputs in all', () => {
    expect(Object.values(RUNS).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
    expect(Object.keys(RUNS).sort()).toEqual([...seeds].sort());
  });

  it.each(seeds)(
    '%s: no crash, no hang, no invalid draw accepted',
    (adapter) => {
      const counts = fuzz(SEEDS[adapter] ?? [], RUNS[adapter] ?? 0, 20_261_123);
      console.info(
        `fuzz ${adapter}: ${counts.inputs} inputs, ${counts.refused} refused, ${counts.accepted} draws accepted, ` +
          `${counts.crashes.length} crashes, ${counts.hangs.length} hangs, ${counts.invalid.length} invalid accepted`,
      );
      expect(counts.crashes.slice(0, 5)).toEqual([]);
      expect(counts.hangs.slice(0, 5)).toEqual([]);
      expect(counts.invalid.slice(0, 5)).toEqual([]);
      expect(counts.accepted).toBeGreaterThan(0);
    },
    300_000,
  );
});
