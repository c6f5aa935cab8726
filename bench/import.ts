/**
 * First-start import benchmark, run by bench/run.ts in its own Node process so the RSS it reports is
 * that of a clean process: opens a fresh in-memory PGlite (`createDb('memory://')`, migrations
 * included), imports the bundled snapshot (`importSnapshot`), and prints one JSON line on stdout.
 * Run from the project root: `node bench/import.ts`.
 */
import { performance } from 'node:perf_hooks';
import { rssMb } from './stats.ts';

export interface ImportResult {
  rssStartMb: number;
  /** Loading the db and scraping modules (drizzle, PGlite JS). */
  modulesMs: number;
  /** `createDb('memory://')`: PGlite WASM start plus migrations. */
  createDbMs: number;
  /** `importSnapshot(db)` alone. */
  importMs: number;
  files: number;
  created: number;
  draws: number;
  rssAfterMb: number;
}

const rssStartMb = rssMb();
const t0 = performance.now();
const { createDb } = await import('../db/client.ts');
const { importSnapshot } = await import('../src/server/scraping/snapshot.ts');
const { countDraws } = await import('../db/queries/draws.ts');
const tModules = performance.now();
const handle = await createDb('memory://');
const t1 = performance.now();
const summaries = await importSnapshot(handle.db);
const t2 = performance.now();
const draws = await countDraws(handle.db);
const result: ImportResult = {
  rssStartMb,
  modulesMs: tModules - t0,
  createDbMs: t1 - tModules,
  importMs: t2 - t1,
  files: summaries.length,
  created: summaries.reduce((sum, s) => sum + s.created, 0),
  draws,
  rssAfterMb: rssMb(),
};
await handle.close();
console.log(JSON.stringify(result));
