/**
 * Parse-time benchmark: runs each source adapter's `parse` on every capture in tests/fixtures
 * (warm-ups first, then timed runs) and reports median and p95 milliseconds plus the draws parsed.
 * Paths are relative to the project root, which must be the working directory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { adapterFor } from '../cron/adapters.ts';
import { median, percentile } from './stats.ts';

export interface ParseCase {
  adapter: string;
  file: string;
  /** "real capture" or "constructed" (hand-built fixture, see its README). */
  kind: string;
  url: string;
  fetchedAt: Date;
}

export interface ParseResult extends ParseCase {
  bytes: number;
  draws: number | null;
  medianMs: number;
  p95Ms: number;
  runs: number;
  error: string | null;
}

const LD_HTML_DIR = 'tests/fixtures/loteriasdominicanas.com';
const NY_DIR = 'tests/fixtures/data.ny.gov';
const LD_API_DIR = 'tests/fixtures/loteriasdominicanas-api';

/** Socrata resource URL per game, so the NY parser is told the dataset like in production. */
const NY_URLS: Record<string, string> = {
  Powerball: 'https://data.ny.gov/resource/d6yy-54nr.json',
  Mega_Millions: 'https://data.ny.gov/resource/5xaw-6ayf.json',
  Cash_4_Life: 'https://data.ny.gov/resource/kwxv-fwze.json',
};

/** Company ids of the constructed API bodies (from that fixture directory's README). */
const API_COMPANIES: Record<string, string> = {
  leidsa: '6966a6d1ea7015c3b8a3d44a',
  anguila: '6966a6d3ea7015c3b8a3d60e',
  americanas: '6966a6d2ea7015c3b8a3d4fa',
};

const list = (dir: string, suffix: string) => readdirSync(dir).filter((f) => f.endsWith(suffix)).sort();

/** Capture time from a name like `pagina-ultimos-resultados-2025-08-04T2105-0400-rendered.html`. */
function htmlFetchedAt(file: string): Date {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})-(\d{2})(\d{2})/.exec(file);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:00-${m[4]}:${m[5]}`) : new Date();
}

/** Every fixture the benchmark parses, with the adapter and context it is parsed with. */
export function parseCases(): ParseCase[] {
  const cases: ParseCase[] = [];
  for (const file of list(LD_HTML_DIR, '-rendered.html')) {
    cases.push({
      adapter: 'loteriasdominicanas-html', file: join(LD_HTML_DIR, file), kind: 'real capture',
      url: 'https://loteriasdominicanas.com/pagina/ultimos-resultados', fetchedAt: htmlFetchedAt(file),
    });
  }
  for (const file of list(NY_DIR, '.csv')) {
    const game = Object.keys(NY_URLS).find((g) => file.includes(g));
    // The newer captures are from 2026-07; the "jacob-s-mason-2025" ones from 2025.
    const fetchedAt = new Date(file.includes('2026-07') ? '2026-07-12T12:00:00Z' : '2025-03-18T12:00:00Z');
    cases.push({ adapter: 'ny-open-data', file: join(NY_DIR, file), kind: 'real capture', url: game ? (NY_URLS[game] as string) : '', fetchedAt });
  }
  for (const file of list(LD_API_DIR, '.json')) {
    const company = Object.keys(API_COMPANIES).find((c) => file.includes(c));
    cases.push({
      adapter: 'loteriasdominicanas-api', file: join(LD_API_DIR, file), kind: 'constructed',
      url: `https://api.loteriasdominicanas.com/dominicana/site-companies/${company ? API_COMPANIES[company] : ''}`,
      fetchedAt: new Date('2026-08-22T21:18:48Z'),
    });
  }
  return cases;
}

setFlagsFromString('--expose-gc');
/** A full garbage collection, so one fixture's garbage is not collected during the next one's runs. */
const collect = runInNewContext('gc') as () => void;

/** Parses one fixture `warmups` times untimed, then `runs` times timed. */
export function benchParse(c: ParseCase, runs = 30, warmups = 3): ParseResult {
  const body = readFileSync(c.file, 'utf8');
  const adapter = adapterFor(c.adapter);
  const context = { url: c.url, fetchedAt: c.fetchedAt };
  const base = { ...c, bytes: Buffer.byteLength(body), runs };
  try {
    let draws = 0;
    for (let i = 0; i < warmups; i++) draws = adapter.parse(body, context).length;
    collect();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      adapter.parse(body, context);
      times.push(performance.now() - start);
    }
    return { ...base, draws, medianMs: median(times), p95Ms: percentile(times, 95), error: null };
  } catch (error) {
    return { ...base, draws: null, medianMs: Number.NaN, p95Ms: Number.NaN, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
