/**
 * Playwright: Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the built site, in four
 * projects (decision 046):
 * - `http`: the tests tagged `@http` (API fuzz, sitemap crawl, header and link checks), once, with no browser;
 * - `desktop`: every other test but the live scrape and the `@phone` ones, at 1280 px;
 * - `mobile`: the tests tagged `@responsive` (what depends on the width or the touch screen) and `@phone` (what
 *   only a phone shows: the drawer that replaces the menus; never on desktop), on a Pixel 7;
 * - `live`: a second server whose scrapers fetch local fake sources (tests/e2e/fake-sources.ts), to see a
 *   scrape store new draws and invalidate the cached pages.
 * `desktop` and `mobile` run each worker's tests in one browser context that Playwright resets between tests
 * (`reuseContext`, decision 071; tests/e2e/fixtures.ts says what the reset leaves and who handles it).
 * Every server starts from a copy of the prebuilt database with the year of history (scripts/e2e-db.ts): none
 * imports it at start. No live scraping but on `live`. The five servers (`E2E_SERVERS`) start together in the global
 * setup (tests/e2e/servers.ts), not one after the other as Playwright's `webServer` would.
 * With VERCEL_STANDIN_URL (`npm run test:vercel`, decision 089) no server is started: the projects are `vercel-http`
 * (every `@http` test but those of `npm start`'s own page cache) and `vercel` (tests/vercel/), against that stand-in.
 */
import { defineConfig, devices } from '@playwright/test';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from './tests/fakes/paypal.ts';
import { E2E_CRON_SECRET } from './tests/e2e/helpers.ts';
import type { E2eServer } from './tests/e2e/servers.ts';

const PORT = Number(process.env.E2E_PORT ?? 4411);
// The first admin of the e2e servers; the `adminPage` fixture logs in with the same variables.
const ADMIN = {
  ADMIN_USERNAME: (process.env.ADMIN_USERNAME ??= 'admin-e2e'),
  ADMIN_PASSWORD: (process.env.ADMIN_PASSWORD ??= 'e2e-clave-de-prueba-2026'),
};
const LIVE_PORT = PORT + 1;
const FAKE_SOURCES_PORT = PORT + 2;
/** A third server whose database holds the demo ads (scripts/seed-ads.ts); tests/e2e/ads.spec.ts uses it. */
const ADS_PORT = PORT + 3;
const FAKE_PAYPAL_PORT = PORT + 4;

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every frame of ours is on one site (127.0.0.1) but the ads' sandboxed ones, which site isolation puts in
      // renderer processes of their own; the sandbox, not the process, is what the ad specs check (decision 071).
      '--disable-site-isolation-trials',
    ],
  },
};
const server = (name: string, port: number, dataDir: string, env: Record<string, string>): E2eServer => ({
  name,
  command: `node scripts/e2e-db.ts ${dataDir} && npm run serve`,
  url: `http://127.0.0.1:${port}/api/health`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `pglite:${dataDir}`,
    SCHEDULER: 'off',
    BACKFILL_REQUESTS_PER_RUN: '0',
    PUBLIC_API_LIMIT: '1000000',
    ...ADMIN,
    ...env,
  },
});

/** The servers the tests run against, started together by tests/e2e/global-setup.ts. */
export const E2E_SERVERS: E2eServer[] = [
  server('site', PORT, './.data/e2e', {
    LIVE_SCRAPING: 'off',
    PAYPAL_API_BASE: `http://127.0.0.1:${FAKE_PAYPAL_PORT}`,
    PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    // push.spec.ts subscribes at the local fake push service (decision 074: refused on Vercel).
    PUSH_ENDPOINTS: 'any',
  }),
  {
    name: 'fake PayPal',
    command: 'node tests/fakes/paypal.ts',
    url: `http://127.0.0.1:${FAKE_PAYPAL_PORT}/health`,
    env: { FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT) },
  },
  {
    ...server('ads', ADS_PORT, './.data/e2e-ads', { LIVE_SCRAPING: 'off' }),
    command: 'node scripts/e2e-db.ts ./.data/e2e-ads && node scripts/seed-ads.ts && npm run serve',
  },
  {
    name: 'fake sources',
    command: 'node tests/e2e/fake-sources.ts',
    url: `http://127.0.0.1:${FAKE_SOURCES_PORT}/health`,
    env: { FAKE_SOURCES_PORT: String(FAKE_SOURCES_PORT) },
  },
  server('live', LIVE_PORT, './.data/e2e-live', {
    LIVE_SCRAPING: 'on',
    CRON_SECRET: E2E_CRON_SECRET,
    LD_API_BASE: `http://127.0.0.1:${FAKE_SOURCES_PORT}/dominicana`,
    NY_OPEN_DATA_BASE: `http://127.0.0.1:${FAKE_SOURCES_PORT}/resource`,
    // Alerts go to the fake push service the live spec starts (tests/fakes/push-service.ts, self-signed, on
    // loopback: allowed by PUSH_ENDPOINTS=any, decision 074).
    NODE_EXTRA_CA_CERTS: 'tests/fixtures/push/cert.pem',
    PUSH_ENDPOINTS: 'any',
  }),
];

const VERCEL_STANDIN_URL = process.env.VERCEL_STANDIN_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a hang, not a speed target (those are in `npm run bench`): 30 s timed out a twelve-page test on a
  // machine kind where new memory is slow to fault in, with the other worker crawling the same server.
  timeout: 60_000,
  // One retry: a test that passes only on its retry is listed as flaky, and counted.
  retries: 1,
  workers: 2,
  reporter: [['list']],
  // The service worker (decision 058) would answer requests before page.route() sees them: only pwa.spec.ts allows it.
  use: { baseURL: VERCEL_STANDIN_URL ?? `http://127.0.0.1:${PORT}`, serviceWorkers: 'block', ...chromium },
  projects: VERCEL_STANDIN_URL
    ? [
        {
          name: 'vercel-http',
          grep: /@http/,
          // Not here: the page cache of `npm start` (decision 063; the CDN is checked in tests/vercel/), the ads server's
          // spec (its own database), and the fuzz of scripts/api-guard.ts, the Node front of `npm start` (on Vercel the
          // edge answers unknown methods, TRACE and oversized headers before any function).
          testIgnore: /page-cache\.spec|ads\.spec/,
          grepInvert: /fuzzed requests/,
          use: { launchOptions: { executablePath: '/the-http-project-opens-no-browser' } },
        },
        // After the `@http` tests, whose requests would refresh the pages the scrape invalidates; a retry would find the
        // scrape already stored: none.
        {
          name: 'vercel',
          testDir: 'tests/vercel',
          testMatch: /output\.spec/,
          retries: 0,
          dependencies: ['vercel-http'],
        },
        {
          name: 'vercel-browser',
          testDir: 'tests/vercel',
          testMatch: /smoke\.spec/,
          // After the cache checks, which count the pages a write would drop from the CDN.
          dependencies: ['vercel'],
          use: { ...devices['Desktop Chrome'], channel: undefined },
        },
      ]
    : [
        // No browser: a test of this project that asks for a page fails at the launch.
        {
          name: 'http',
          grep: /@http/,
          use: { launchOptions: { executablePath: '/the-http-project-opens-no-browser' } },
        },
        {
          name: 'desktop',
          testIgnore: /live-scrape/,
          grepInvert: /@http|@phone/,
          use: { ...devices['Desktop Chrome'], channel: undefined, reuseContext: true },
        },
        {
          name: 'mobile',
          testIgnore: /live-scrape/,
          grep: /@responsive|@phone/,
          use: { ...devices['Pixel 7'], channel: undefined, reuseContext: true },
        },
        {
          name: 'live',
          testMatch: /live-scrape/,
          use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${LIVE_PORT}` },
        },
      ],
  globalSetup: VERCEL_STANDIN_URL ? undefined : './tests/e2e/global-setup.ts',
});
