/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU
 * slowdown) in Debian's Chromium against the built site on 127.0.0.1, for the home, an operator page, a game
 * page, a post and a static page, then the home again on a server seeded with the demo ads. Prints a Markdown
 * table of the performance and accessibility scores (0-100) and the main metrics (ms; CLS unitless).
 *
 * Options: --no-build (never run `astro build`; default: only when dist/server/entry.mjs is missing),
 * --port=4466, --runs=1 (runs per page; the median performance run is reported), --pages=/a,/b (only these pages,
 * and no run with ads), --age=0 (seconds: request each page once, then wait this long before auditing it, so it is
 * served from the page cache as old as a visitor finds it; a game page with its draw pending, decision 088).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { flag, numberArg, textArg } from './args.ts';
import { freePort, startServer } from '../scripts/built-site.ts';
import { fmt, table } from './stats.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const PORT = numberArg('port', 4466);
const RUNS = Math.max(1, numberArg('runs', 1));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHOSEN = textArg('pages')?.split(',');
const PAGES = CHOSEN ?? [
  '/',
  '/leidsa-resultado-loteria-de-hoy',
  '/powerball',
  '/como-se-juega-la-quiniela',
  '/terminos',
];
const AGE_S = numberArg('age', 0);
const log = (message: string) => console.error(`[lighthouse] ${message}`);

interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Failed accessibility audits, by id. */
  failed: string[];
  /** The performance score of every run, in order. */
  runs: number[];
}

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
async function audit(url: string, port: number, page: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const accessibility = categories.accessibility;
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    runs: [],
  };
}

/** The median-performance run of `RUNS` runs of `path`. */
async function measure(origin: string, path: string, port: number, label = path): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(origin + path, port, label));
  const scores = runs.map((run) => run.performance);
  runs.sort((a, b) => a.performance - b.performance);
  return { ...(runs[Math.floor(runs.length / 2)] as Scores), runs: scores };
}

/** Measures `paths` on a fresh server (with the demo ads when `seedAds`). */
async function measureServer(paths: readonly string[], seedAds: boolean, chromePort: number): Promise<Scores[]> {
  const dataDir = seedAds ? './.data/lighthouse-ads' : './.data/lighthouse';
  const server = await startServer({ port: await freePort(PORT), dataDir, seedAds });
  try {
    const scores: Scores[] = [];
    if (AGE_S > 0) {
      for (const path of paths) await fetch(server.origin + path);
      log(`pages cached; waiting ${AGE_S} s`);
      await new Promise((resolve) => setTimeout(resolve, AGE_S * 1000));
    }
    for (const path of paths) {
      log(`${path}${seedAds ? ' (with ads)' : ''}…`);
      scores.push(await measure(server.origin, path, chromePort, seedAds ? `${path} (con anuncios)` : path));
    }
    return scores;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync('dist/server/entry.mjs') || (!flag('no-build') && flag('build'))) {
  log('running `npx astro build`…');
  if (spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('astro build failed');
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const scores = [
    ...(await measureServer(PAGES, false, chrome.port)),
    ...(CHOSEN ? [] : await measureServer(['/'], true, chrome.port)),
  ];
  console.log(`## Lighthouse mobile (${RUNS} run(s) per page, median performance), ${new Date().toISOString()}\n`);
  console.log(
    table(
      ['page', 'performance', 'runs', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'failed a11y audits'],
      scores.map((s) => [
        s.page,
        String(s.performance),
        s.runs.join(', '),
        String(s.accessibility),
        fmt(s.fcp, 0),
        fmt(s.lcp, 0),
        fmt(s.tbt, 0),
        fmt(s.cls, 3),
        s.failed.join(', ') || '-',
      ]),
      [1, 3, 4, 5, 6, 7],
    ),
  );
} finally {
  chrome.kill();
}
