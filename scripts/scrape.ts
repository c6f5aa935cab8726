/**
 * Scraper CLI for operators (`npm run scrape -- …`):
 *   --adapter <id> --file <path> [--date YYYY-MM-DD]  parse a saved page; print the valid draws as a JSON array on
 *                                                     stdout and `{rejected, incomplete, warnings}` on stderr (no database)
 *   --adapter <id> --url <url> [--date YYYY-MM-DD]    the same for a live page fetched now
 *   --all                                             run every enabled scraper against DATABASE_URL (embedded PGlite
 *                                                     by default; stop `npm start` first, PGlite allows one process)
 * Exit code 0 on success, 1 when the page is refused (block page, HTTP error) or a scraper failed, 2 on bad arguments.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parsePage } from '../cron/adapters.ts';
import { validateDraws, type ValidationResult } from '../cron/validate.ts';
import { createDb } from '../db/client.ts';
import { listScrapers } from '../db/queries/scrapers.ts';
import { parseEnv } from '../src/env.ts';
import { ApiError } from '../src/server/errors.ts';
import { fetchPage } from '../src/server/scraping/fetch-page.ts';
import { runScraper } from '../src/server/scraping/run-scrape.ts';

const USAGE =
  'uso: npm run scrape -- --adapter <id> (--file <ruta> | --url <url>) [--date AAAA-MM-DD]  |  npm run scrape -- --all';

/** The CLI's output row for one valid draw. */
function outputRow(draw: ValidationResult['valid'][number]) {
  return {
    game: draw.gameId,
    operator: draw.operatorId,
    sourceTitle: draw.sourceTitle,
    drawDate: draw.drawDate,
    drawTime: draw.drawTime,
    numbers: draw.numbers,
  };
}

function parseOne(adapterId: string, body: string, url: string): number {
  const now = new Date();
  const parsed = parsePage(adapterId, body, { url, fetchedAt: now });
  const { valid, rejected, incomplete, warnings } = validateDraws(parsed, now);
  process.stdout.write(`${JSON.stringify(valid.map(outputRow), null, 2)}\n`);
  process.stderr.write(`${JSON.stringify({ rejected, incomplete, warnings }, null, 2)}\n`);
  return 0;
}

async function runAll(): Promise<number> {
  const config = parseEnv(process.env);
  const handle = await createDb(config.DATABASE_URL, { migrationsDir: config.MIGRATIONS_DIR });
  let failures = 0;
  for (const scraper of (await listScrapers(handle.db)).filter((s) => s.enabled)) {
    let summary;
    try {
      summary = await runScraper(handle.db, scraper, fetch);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
      console.log(JSON.stringify({ scraper: scraper.name, status: 'skipped', error: error.message }));
      continue;
    }
    if (summary.status === 'error') failures += 1;
    const { status, created, updated, unchanged, rejected, incomplete, warnings, error } = summary;
    const counts = { rejected: rejected.length, incomplete: incomplete.length };
    console.log(
      JSON.stringify({ scraper: scraper.name, status, created, updated, unchanged, ...counts, warnings, error }),
    );
  }
  await handle.close();
  return failures > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      adapter: { type: 'string' },
      file: { type: 'string' },
      url: { type: 'string' },
      date: { type: 'string' },
      all: { type: 'boolean' },
    },
  });
  if (values.all) return runAll();
  if (!values.adapter || Boolean(values.file) === Boolean(values.url)) {
    console.error(USAGE);
    return 2;
  }
  if (values.file) return parseOne(values.adapter, await readFile(values.file, 'utf8'), `file:${values.file}`);
  const url = values.url as string;
  return parseOne(values.adapter, await fetchPage(fetch, values.adapter, url, { date: values.date }), url);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
    process.exit(1);
  },
);
