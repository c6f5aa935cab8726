/**
 * `npm test`: every test, each tier once (decision 046). Debian's Chromium is checked first (installed with apt-get
 * when missing and running as root; otherwise the command to run is printed and nothing else runs). Then, at the same
 * time, the site is built (tests/start-script.test.ts and Playwright run the built server) and the seeded databases
 * are built once (tests/helpers/seed-db.ts: PGlite data directories, and PostgreSQL templates when TEST_DATABASE_URL
 * is set; the copies of them a killed run left are removed). Vitest runs its projects `unit` and `db` on PGlite, the
 * project `db` again on the PostgreSQL server of TEST_DATABASE_URL when it is set, and Playwright runs its projects
 * `http`, `desktop`, `mobile` and `live`. Prints how long each tier took and the whole run's wall time, one line per
 * flaky test (passed only on its retry, counted as failed), and ends with the plain line "N passed, N failed"; exits
 * non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { pgliteSeed, pgSeed, removeLeftCopies } from '../tests/helpers/seed-db.ts';

const OUT = 'test-results';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_CHROMIUM = 'apt-get install -y chromium';
type Tally = { passed: number; failed: number; flaky: string[] };

const durations: [tier: string, seconds: number][] = [];
const started = performance.now();

/** Runs `work` as tier `tier` and records how long it took. */
async function timed<T>(tier: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    durations.push([tier, (performance.now() - start) / 1000]);
  }
}

/** Runs `command` in a shell with the terminal's output; true when it exits 0. */
function run(command: string, env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n$ ${command}`);
  const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Prints the tiers' durations, the flaky tests and the closing line, and exits. */
function finish(tallies: Tally[]): never {
  const total = tallies.reduce(
    (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, flaky: [...sum.flaky, ...t.flaky] }),
    { passed: 0, failed: 0, flaky: [] },
  );
  const all = (performance.now() - started) / 1000;
  console.log(`\n${[...durations, ['total', all] as const].map(([t, s]) => `${t} ${s.toFixed(1)} s`).join(' · ')}`);
  for (const test of total.flaky) console.log(`flaky (passed only on retry): ${test}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

/** Debian's Chromium, installed when missing and this is root; otherwise stops with the command to run. */
async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Falta Chromium (${CHROMIUM}), que usa Playwright. Instálalo con:\n  sudo ${INSTALL_CHROMIUM}`);
    process.exit(1);
  }
  if (
    !(await run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${INSTALL_CHROMIUM}`)) ||
    !existsSync(CHROMIUM)
  ) {
    console.error(`No se pudo instalar Chromium en ${CHROMIUM}.`);
    process.exit(1);
  }
}

async function vitest(label: string, args: string, env: Record<string, string>): Promise<Tally> {
  const file = `${OUT}/vitest-${label}.json`;
  const ok = await run(`vitest run ${args} --reporter=default --reporter=json --outputFile.json=${file}`, env);
  const report = readJson(file) as { numPassedTests: number; numFailedTests: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: (report?.numFailedTests ?? 0) + (ok ? 0 : 1), flaky: [] };
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** "[project] file:line › title" of every flaky test in the report's suites. */
function flakyTests(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites),
  ]);
}

async function playwright(): Promise<Tally> {
  const file = `${OUT}/playwright.json`;
  const ok = await run('playwright test --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  } | null;
  const stats = report?.stats;
  return {
    passed: stats?.expected ?? 0,
    failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (ok ? 0 : 1),
    flaky: flakyTests(report?.suites),
  };
}

await ensureChromium();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const pgUrl = process.env.TEST_DATABASE_URL;
// The build and the seeds use neither's output and together keep both cores busy, so they run at the same time.
const [built] = await Promise.all([
  timed('build', () => run('astro build')),
  timed('seed', async () => {
    console.log('\n$ seeded databases (tests/helpers/seed-db.ts)');
    removeLeftCopies();
    await pgliteSeed('empty');
    await pgliteSeed('history');
    if (pgUrl) await Promise.all([pgSeed(pgUrl, 'empty'), pgSeed(pgUrl, 'history')]);
  }),
]);
if (!built) finish([{ passed: 0, failed: 1, flaky: [] }]);
const tallies = [await timed('vitest pglite', () => vitest('pglite', '', { TEST_DB: 'pglite' }))];
if (pgUrl) tallies.push(await timed('vitest pg', () => vitest('postgres', '--project db', { TEST_DB: 'pg' })));
tallies.push(await timed('playwright', playwright));
finish(tallies);
