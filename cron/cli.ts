/**
 * Scraper CLI for operators (`npm run scrape -- …`):
 *   --adapter <id> --file <path> [--date YYYY-MM-DD]  parse a saved page; print the valid draws as a JSON array on
 *                                                     stdout and the rejected items as a JSON array on stderr (no database)
 *   --adapter <id> --url <url> [--date YYYY-MM-DD]    the same for a live page fetched now
 *   --all                                             run every enabled scraper against DATABASE_URL (embedded PGlite
 *                                                     by default; stop `npm start` first, PGlite allows one process)
 * Exit code 0 on success, 1 when the page is refused (block page, HTTP error) or a scraper failed, 2 on bad arguments.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createDb } from '../db/client.ts';
import { listScrapers } from '../db/queries/scrapers.ts';
import { adapterFor } from './adapters.ts';
import { fetchPage, runScraper } from './run-scrape.ts';
import { validateDraws, type ValidationResult } from './validate.ts';

const USAGE = 'uso: npm run scrape -- --adapter <id> (--file <ruta> | --url <url>) [--date AAAA-MM-DD]  |  npm run scrape -- --all';

/** The CLI's output row for one valid draw. */
function outputRow(draw: ValidationResult['valid'][number]) {
  return { game: draw.gameId, operator: draw.operatorId, sourceTitle: draw.sourceTitle, drawDate: draw.drawDate, drawTime: draw.drawTime, numbers: draw.numbers };
}

async function parseOne(adapterId: string, body: string, url: string): Promise<number> {
  const now = new Date();
  const parsed = adapterFor(adapterId).parse(body, { url, fetchedAt: now });
  const { valid, rejected } = validateDraws(parsed, now);
  process.stdout.write(`${JSON.stringify(valid.map(outputRow), null, 2)}\n`);
  process.stderr.write(`${JSON.stringify({ rejected }, null, 2)}\n`);
  return 0;
}

async function runAll(): Promise<number> {
  const handle = await createDb(process.env.DATABASE_URL);
  let failures = 0;
  for (const scraper of (await listScrapers(handle.db)).filter((s) => s.enabled)) {
    const summary = await runScraper(handle.db, scraper, fetch);
    if (summary.status === 'error') failures += 1;
    const { status, created, updated, unchanged, rejected, error } = summary;
    console.log(JSON.stringify({ scraper: scraper.name, status, created, updated, unchanged, rejected: rejected.length, error }));
  }
  await handle.close();
  return failures > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { adapter: { type: 'string' }, file: { type: 'string' }, url: { type: 'string' }, date: { type: 'string' }, all: { type: 'boolean' } },
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
