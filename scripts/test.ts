/**
 * `npm test`: every test. The site is built first (tests/start-script.test.ts and Playwright run the
 * built server); then Vitest on embedded PGlite; the same Vitest suite again on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set; then Playwright in Debian's Chromium. Ends with the plain line
 * "N passed, N failed" and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUT = 'test-results';
type Tally = { passed: number; failed: number };

function run(command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n$ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(label: string, env: Record<string, string>): Tally {
  const file = `${OUT}/vitest-${label}.json`;
  const ok = run(`vitest run --reporter=default --reporter=json --outputFile.json=${file}`, env);
  const report = readJson(file) as { numPassedTests: number; numFailedTests: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: (report?.numFailedTests ?? 0) + (ok ? 0 : 1) };
}

function playwright(): Tally {
  const file = `${OUT}/playwright.json`;
  const ok = run('playwright test --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = (readJson(file) as { stats: { expected: number; unexpected: number; flaky: number } } | null)?.stats;
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: (stats?.unexpected ?? 0) + (ok ? 0 : 1) };
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
if (!run('astro build')) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const tallies = [vitest('pglite', { TEST_DB: 'pglite' })];
if (process.env.TEST_DATABASE_URL) tallies.push(vitest('postgres', { TEST_DB: 'pg' }));
tallies.push(playwright());
const total = tallies.reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
