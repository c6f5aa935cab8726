/**
 * `npm run bench -- --vercel` (decision 091, docs/capacity.md): the Vercel build on the stand-in of
 * `npm run test:vercel`, through Neon's driver and the local WebSocket proxy (bench/vercel-site.ts). Prints what each
 * request kind costs, measured one request at a time (bench/vercel-costs.ts), then the draw-night peak replayed
 * (bench/vercel-peak.ts). Exits 1 when the replay had an error, a p99 of 1 s or more, or more open database
 * connections than the cap: the function instances started × DATABASE_POOL_MAX.
 *
 * Options: --build / --no-build (default: build when .vercel/output is missing), --port=4471, --pool-max=N (the
 * functions' DATABASE_POOL_MAX; default the driver's), --peak-connections=200, --peak-duration=32 (seconds),
 * --peak-rate=100 (requests per second at full strength: what this 2-CPU machine holds; 320 is docs/capacity.md's
 * modelled peak),
 * --sample=6 (requests per measured kind).
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_POOL_MAX } from '../db/client.ts';
import { numberArg, textArg } from './args.ts';
import { freePort } from '../scripts/built-site.ts';
import { fmt } from './stats.ts';
import { kindsTable, measureKinds } from './vercel-costs.ts';
import { peakFailures, peakGroupsTable, peakTable, replayPeak } from './vercel-peak.ts';
import { startVercelSite } from './vercel-site.ts';

/** Runs the Vercel bench and prints its report; sets the exit code 1 when a goal of the replay failed. */
export async function runVercel(): Promise<void> {
  const loadAtStart = loadavg()[0];
  const port = await freePort(numberArg('port', 4471));
  const poolMax = textArg('pool-max') === undefined ? undefined : numberArg('pool-max', 0, { positive: true });
  const connections = numberArg('peak-connections', 200, { positive: true });
  const durationS = numberArg('peak-duration', 32, { positive: true });
  const rate = numberArg('peak-rate', 100, { positive: true });
  const site = await startVercelSite(port, poolMax);
  try {
    console.error('[bench:vercel] request kinds, one at a time…');
    const { kinds, paths } = await measureKinds(site, numberArg('sample', 6, { positive: true }));
    console.error(`[bench:vercel] peak: ${connections} connections, ${rate} requests/s for ${durationS} s…`);
    const peak = await replayPeak(site, paths, connections, durationS, rate);
    const instances = Object.values(site.instances()).reduce((sum, n) => sum + n, 0);
    const perInstance = poolMax ?? DEFAULT_POOL_MAX.neon;
    const cap = instances * perInstance;
    const failures = peakFailures(peak, cap);
    console.log(
      [
        `## Gana Más bench (--vercel): ${new Date().toISOString()}`,
        '',
        `Machine: ${cpus().length} CPUs, load average ${fmt(loadAtStart, 1)} at the start, ${fmt(loadavg()[0], 1)} at the end (other processes share these CPUs).`,
        '',
        `Stand-in of the Vercel output (scripts/vercel-standin.ts), PostgreSQL through Neon's driver and the local proxy; function instances: ${JSON.stringify(site.instances())}, DATABASE_POOL_MAX ${perInstance}.`,
        '',
        '### Per request kind (one at a time)',
        '',
        kindsTable(kinds),
        '',
        '### Draw-night peak replayed',
        '',
        peakTable(peak, cap),
        '',
        peakGroupsTable(peak),
        '',
        failures.length ? `FAILED: ${failures.join('; ')}` : 'ok: 0 errors, p99 < 1 s, DB connections within the cap',
      ].join('\n'),
    );
    if (failures.length) process.exitCode = 1;
  } finally {
    await site.close();
  }
}
