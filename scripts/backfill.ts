/**
 * Backfill CLI (`npm run backfill -- --from AAAA-MM-DD [--to …] [--games …] [--source ld-api|leidsa] [--dry-run] [--base <url>]
 * [--interval-ms <ms>]`, decision 086): asks the sources for every day of the range not in the ledger, newest first,
 * paced per host, and stores each day's draws through the scrapers' pipeline. Progress with ETA on stderr; the
 * per-game table (found, stored, rejected, still missing) on stdout. Runs against DATABASE_URL (embedded PGlite by
 * default: stop `npm start` first, PGlite allows one process).
 * Exit code 0 when every day was done, 1 when some failed (they are asked again on the next run), 2 on bad flags.
 */
import { parseArgs } from 'node:util';
import { createDb } from '../db/client.ts';
import { parseEnv } from '../src/env.ts';
import { addDays, dominicanDate } from '../src/lib/dates.ts';
import { BACKFILL_USAGE, backfillArgsSchema, progressLine, summaryTable } from '../src/server/backfill/cli.ts';
import { runBackfill } from '../src/server/backfill/engine.ts';
import { createPacer, DEFAULT_INTERVAL_MS } from '../src/server/backfill/pacer.ts';
import { LEIDSA_BASE, leidsaSources } from '../src/server/backfill/leidsa.ts';
import { missingByGame, planRange } from '../src/server/backfill/plan.ts';
import { ldApiSources, resolveGames, sourcesFor } from '../src/server/backfill/sources.ts';

/** Progress lines at most this often (ms), and always the last one. */
const PROGRESS_EVERY_MS = 1000;

function fail(message: string): number {
  console.error(`${message}\n${BACKFILL_USAGE}`);
  return 2;
}

async function main(): Promise<number> {
  let raw;
  try {
    raw = parseArgs({
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        games: { type: 'string' },
        source: { type: 'string' },
        'dry-run': { type: 'boolean' },
        base: { type: 'string' },
        'interval-ms': { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const args = backfillArgsSchema.safeParse(raw);
  if (!args.success) {
    return fail(args.error.issues.map((i) => `--${i.path.join('.') || 'from'}: ${i.message}`).join('\n'));
  }
  const { from, games, base, 'dry-run': dryRun = false } = args.data;
  const to = args.data.to ?? addDays(dominicanDate(new Date()), -1);
  if (from > to) return fail(`--from ${from} es posterior a --to ${to}`);
  const config = parseEnv(process.env);
  let sources =
    args.data.source === 'leidsa' ? leidsaSources(base ?? LEIDSA_BASE) : ldApiSources(base ?? config.LD_API_BASE);
  if (games) {
    const resolved = resolveGames(games);
    if ('unknown' in resolved) return fail(`--games: juego u operadora desconocidos: ${resolved.unknown.join(', ')}`);
    sources = sourcesFor(sources, resolved.gameIds);
    if (sources.length === 0) return fail('--games: ninguna fuente publica esos juegos');
  }

  const handle = await createDb(config.DATABASE_URL, { migrationsDir: config.MIGRATIONS_DIR });
  try {
    const items = await planRange(handle.db, sources, from, to);
    const pacer = createPacer(fetch, { intervalMs: args.data['interval-ms'] ?? DEFAULT_INTERVAL_MS });
    const started = Date.now();
    let shownAt = 0;
    console.error(`backfill ${from}..${to}: ${items.length} peticiones por hacer${dryRun ? ' (simulación)' : ''}`);
    const stop = new AbortController();
    process.once('SIGINT', () => stop.abort());
    const report = await runBackfill(handle.db, items, {
      fetcher: pacer.fetch,
      dryRun,
      signal: stop.signal,
      onItem: (done, total) => {
        const now = Date.now();
        if (now - shownAt < PROGRESS_EVERY_MS && done < total) return;
        shownAt = now;
        console.error(progressLine(done, total, now - started));
      },
    });
    const gameIds = [...new Set(sources.flatMap((s) => s.gameIds))];
    const missing = await missingByGame(handle.db, gameIds, from, to);
    console.log(summaryTable(report.games, missing));
    const stored = [...report.games.values()].reduce((sum, g) => sum + g.stored, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `peticiones: ${pacer.requests()} · días hechos: ${report.done}/${items.length} · sorteos guardados: ${stored} · fallidos: ${report.failed.length} · ${seconds} s${report.stopped ? ' · detenido' : ''}`,
    );
    for (const f of report.failed) console.error(`fallo ${f.source} ${f.date}: ${f.error}`);
    return report.failed.length > 0 || report.stopped ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
    process.exit(1);
  },
);
