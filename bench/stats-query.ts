/**
 * Statistics query benchmark, run by bench/run.ts in its own Node process: `gameStats` (every SQL query of an
 * answer of GET /api/lottery/games/:gameId/stats, without the route cache) and `numberHistory` ('¿Cuándo
 * salió?'), warm, on the bundled history (a year of daily feeds, Powerball back to 2010). The database is a copy of
 * the `history` test seed's PGlite data directory (built when missing), or the PostgreSQL database named as
 * the first argument (one that holds the history). Prints one JSON line on stdout.
 * Run from the project root: `node bench/stats-query.ts [postgres://…]`.
 */
import { performance } from 'node:perf_hooks';
import { createDb } from '../db/client.ts';
import { systemContext } from '../src/server/services/context.ts';
import { gameStats, numberHistory } from '../src/server/services/stats.ts';
import type { StatsWindow } from '../src/lib/stats.ts';
import { copyPgliteSeed } from '../tests/helpers/seed-db.ts';
import { median, percentile } from './stats.ts';

export interface StatsQueryResult {
  driver: string;
  rows: { query: string; draws: number; medianMs: number; p95Ms: number }[];
}

const WARMUPS = 3;
const RUNS = 20;
const url = process.argv[2];
const copy = url ? undefined : await copyPgliteSeed('history');
const handle = await createDb(url ?? copy?.url);
const ctx = systemContext(handle.db);

/** Median and p95 (ms) of `RUNS` calls of `work` after `WARMUPS` untimed ones. */
async function time(work: () => Promise<unknown>): Promise<{ medianMs: number; p95Ms: number }> {
  for (let i = 0; i < WARMUPS; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { medianMs: median(samples), p95Ms: percentile(samples, 95) };
}

const rows: StatsQueryResult['rows'] = [];
for (const gameId of ['quiniela-leidsa', 'powerball']) {
  for (const window of [365, 'all'] as StatsWindow[]) {
    const { draws } = await gameStats(ctx, gameId, window);
    rows.push({
      query: `gameStats ${gameId} days=${window}`,
      draws,
      ...(await time(() => gameStats(ctx, gameId, window))),
    });
  }
  rows.push({ query: `numberHistory ${gameId} 7`, draws: 0, ...(await time(() => numberHistory(ctx, gameId, 7))) });
}
await handle.close();
await copy?.drop();
console.log(JSON.stringify({ driver: handle.driver, rows } satisfies StatsQueryResult));
