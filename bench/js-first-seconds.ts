/**
 * `npm run bench:js-first-seconds`: the JavaScript a visitor's Chromium loads in the first seconds of a page, as a
 * visitor finds it in production, where a page is served from the page cache some time after it was rendered.
 * Starts the built site on a fresh database (the bundled year imported), requests each page once (rendered and
 * cached), waits `--age` seconds, then opens it in Debian's Chromium and counts, for `--seconds` seconds, every
 * script response: its URL and gzipped size (level 9, as scripts/js-budget.ts counts). Also says whether an island
 * hydrated (an `astro-island` that lost its `ssr` attribute: React ran).
 *
 * Options: --pages=/quiniela-pale-leidsa,/ (comma-separated), --age=65, --seconds=30, --port=4477.
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { numberArg, textArg } from './args.ts';
import { freePort, startServer } from '../scripts/built-site.ts';

const PAGES = (textArg('pages') ?? '/quiniela-pale-leidsa').split(',');
const AGE_S = numberArg('age', 65);
const SECONDS = numberArg('seconds', 30, { positive: true });
const PORT = numberArg('port', 4477);

const DATA_DIR = './.data/js-first-seconds';
const server = await startServer({ port: await freePort(PORT), dataDir: DATA_DIR });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const path of PAGES) await fetch(server.origin + path);
  console.error(`[js-first-seconds] pages cached; waiting ${AGE_S} s`);
  await new Promise((resolve) => setTimeout(resolve, AGE_S * 1000));
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response
        .body()
        .then((body) => scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined);
    });
    await page.goto(server.origin + path);
    await page.waitForTimeout(SECONDS * 1000);
    const hydrated = await page.locator('astro-island:not([ssr])').count();
    await page.close();
    const kb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    console.log(
      `${path}: ${kb.toFixed(1)} KB gzipped in ${scripts.size} scripts in the first ${SECONDS} s ` +
        `(page ${AGE_S} s old), ${hydrated} island(s) hydrated`,
    );
    for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB ${url}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
