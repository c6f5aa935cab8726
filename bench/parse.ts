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
import { LD_COMPANIES, siteCompaniesUrl, type CompanyKey } from '../cron/sources/loteriasdominicanas-api/companies.ts';
import { DATASETS, datasetUrl } from '../cron/sources/ny-open-data/datasets.ts';
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

const list = (dir: string, suffix: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort();

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
      adapter: 'loteriasdominicanas-html',
      file: join(LD_HTML_DIR, file),
      kind: 'real capture',
      url: 'https://loteriasdominicanas.com/pagina/ultimos-resultados',
      fetchedAt: htmlFetchedAt(file),
    });
  }
  for (const file of list(NY_DIR, '.csv')) {
    const dataset = DATASETS.find((d) => file.includes(d.title.replaceAll(' ', '_')));
    // The newer captures are from 2026-07; the "jacob-s-mason-2025" ones from 2025.
    const fetchedAt = new Date(file.includes('2026-07') ? '2026-07-12T12:00:00Z' : '2025-03-18T12:00:00Z');
    cases.push({
      adapter: 'ny-open-data',
      file: join(NY_DIR, file),
      kind: 'real capture',
      url: dataset ? datasetUrl(dataset) : '',
      fetchedAt,
    });
  }
  for (const file of list(LD_API_DIR, '.json')) {
    const company = (Object.keys(LD_COMPANIES) as CompanyKey[]).find((key) => file.includes(`-${key}.json`));
    cases.push({
      adapter: 'loteriasdominicanas-api',
      file: join(LD_API_DIR, file),
      kind: 'constructed',
      url: company ? siteCompaniesUrl(company) : '',
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
    return {
      ...base,
      draws: null,
      medianMs: Number.NaN,
      p95Ms: Number.NaN,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
