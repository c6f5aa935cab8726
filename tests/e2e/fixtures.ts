/**
 * The `test` and `expect` every e2e spec imports. Fixtures added to Playwright's:
 * - `consoleErrors` (with every `page`): the test fails on any console error or page error of its page that it
 *   did not declare with `consoleErrors.expect(pattern)` or tolerate with `consoleErrors.allow(pattern)`, and on
 *   a declared one that never came; a test that uses no page (the `http` project) opens no browser;
 * - `api`: a request context on the server under test (baseURL), without the page's cookies;
 * - `adminPage`: the test's page, logged in through POST /api/admin/login as ADMIN_USERNAME / ADMIN_PASSWORD;
 *   the test is skipped when those variables are not set.
 *
 * The `desktop` and `mobile` projects run each worker's tests in one reused browser context (decision 071):
 * between tests Playwright clears its cookies, cache, storage and service workers, routes, clock and emulation, and
 * the `page` fixture withdraws the permissions a test granted; a spec that needs more (offline, Cache Storage) asks
 * for a fresh context with `test.use({ reuseContext: false })`.
 */
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** Console errors and uncaught page errors of the test's page. */
interface ConsoleErrors {
  /** Declares an expected error (substring or RegExp of its text); the test fails if none comes. */
  expect(pattern: RegExp | string): void;
  /** Tolerates an error that may or may not come (substring or RegExp of its text). */
  allow(pattern: RegExp | string): void;
  /** Every console error and page error seen so far, page errors prefixed with "pageerror: ". */
  readonly messages: readonly string[];
  /** Adds an error of the page (the `page` fixture calls it). */
  record(message: string): void;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  api: APIRequestContext;
  adminPage: Page;
}

/**
 * Errors every page tolerates: the server's 409 to an impression of an ad that a parallel test (the admin's ads
 * spec) switched off between the page's render and its impression. The browser logs any 4xx of a fetch; the
 * refusal itself is tested in src/server/services/ad-events.test.ts.
 */
const TOLERATED = [/status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/advertisements\/\d+\/impression\)$/];

const matches = (pattern: RegExp | string, message: string): boolean =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

export const test = base.extend<Fixtures>({
  // Every page records its console errors into `consoleErrors`; a test without a page opens no browser.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleErrors: async ({}, use) => {
    const messages: string[] = [];
    const patterns: (RegExp | string)[] = [];
    const allowed: (RegExp | string)[] = [...TOLERATED];
    await use({
      expect: (pattern) => patterns.push(pattern),
      allow: (pattern) => allowed.push(pattern),
      messages,
      record: (message) => messages.push(message),
    });
    const unexpected = messages.filter((m) => ![...patterns, ...allowed].some((p) => matches(p, m)));
    const missing = patterns.filter((p) => !messages.some((m) => matches(p, m))).map(String);
    expect(unexpected, 'console errors the test did not expect').toEqual([]);
    expect(missing, 'expected console errors that never came').toEqual([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.record(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.record(`pageerror: ${error.message}`));
    await use(page);
    // The one state a reused context keeps that a test here changes (decision 071).
    await page.context().clearPermissions();
  },
  api: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    await use(api);
    await api.dispose();
  },
  adminPage: async ({ page }, use, testInfo) => {
    const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
    testInfo.skip(
      !username || !password,
      'adminPage needs ADMIN_USERNAME and ADMIN_PASSWORD: an admin account of the server under test',
    );
    const response = await page.request.post('/api/admin/login', { data: { username, password } });
    expect(response.ok(), `POST /api/admin/login answered ${response.status()}`).toBe(true);
    await use(page);
  },
});

export { expect };
