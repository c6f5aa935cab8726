/**
 * `npm run bench -- --og`: share images against the rest of the site (issue 31 item 4, decision 076). On a started
 * server, `IMAGES` distinct current image URLs (`/og/{game}/{date}.png?v=…`, found through their 302 from the
 * unversioned URL) are requested at once, none of them rendered before, while `PROBES` loops ask `/api/health` one
 * request after another; the health latencies of that window (p50 / p99 / max), the images' statuses and the
 * server's RSS idle, after the burst and once the render workers idled out are reported.
 */
import { performance } from 'node:perf_hooks';
import { GAMES } from '../src/lib/catalogue/index.ts';
import { processRssMb } from '../scripts/built-site.ts';
import { fmt, median, percentile, table } from './stats.ts';

/** The burst's result. */
export interface OgBurst {
  images: number;
  /** How many images answered each status. */
  statuses: Record<string, number>;
  /** Time (ms) until every image had answered. */
  burstMs: number;
  imageP50: number;
  imageMax: number;
  health: { count: number; p50: number; p99: number; max: number; errors: number };
  rss: { idle: number | null; afterBurst: number | null; afterIdle: number | null };
}

const PROBES = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to `count` distinct current image paths: daily games' days back from today, the days with a draw. */
async function imagePaths(origin: string, count: number): Promise<string[]> {
  const games = GAMES.filter((g) => !g.unsourced).map((g) => g.id);
  const found: string[] = [];
  for (let back = 1; back <= 400 && found.length < count; back++) {
    const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const answers = await Promise.all(
      games.map((id) => fetch(`${origin}/og/${id}/${date}.png`, { redirect: 'manual' })),
    );
    for (const answer of answers) {
      const location = answer.headers.get('location');
      if (answer.status === 302 && location?.startsWith('/og/') && found.length < count) found.push(location);
    }
  }
  return found;
}

/** Asks `/api/health` one request after another until `done()`; the latencies (ms) and failures. */
async function probeHealth(origin: string, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  while (!done()) {
    const start = performance.now();
    const answer = await fetch(`${origin}/api/health`).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.status === 200) latencies.push(performance.now() - start);
    else errors++;
  }
  return { latencies, errors };
}

/** The burst on the server at `origin` (process `pid`); `idleMs` waited before the last RSS reading. */
export async function ogBurst(origin: string, pid: number, images: number, idleMs: number): Promise<OgBurst> {
  const paths = await imagePaths(origin, images);
  await sleep(2_000);
  const idle = processRssMb(pid);
  let finished = false;
  const probes = Array.from({ length: PROBES }, () => probeHealth(origin, () => finished));
  const start = performance.now();
  const answers = await Promise.all(
    paths.map(async (path) => {
      const answer = await fetch(origin + path).catch(() => null);
      await answer?.arrayBuffer();
      return { status: answer ? String(answer.status) : 'error', ms: performance.now() - start };
    }),
  );
  finished = true;
  const burstMs = performance.now() - start;
  const afterBurst = processRssMb(pid);
  const probed = await Promise.all(probes);
  const latencies = probed.flatMap((p) => p.latencies);
  await sleep(idleMs);
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const times = answers.map((a) => a.ms);
  return {
    images: paths.length,
    statuses,
    burstMs,
    imageP50: median(times),
    imageMax: Math.max(...times),
    health: {
      count: latencies.length,
      p50: median(latencies),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      errors: probed.reduce((sum, p) => sum + p.errors, 0),
    },
    rss: { idle, afterBurst, afterIdle: processRssMb(pid) },
  };
}

/** The burst as a Markdown section. */
export function ogReport(burst: OgBurst, idleS: number): string {
  const { health, rss } = burst;
  return [
    `### Share images: ${burst.images} distinct cold images at once, /api/health asked meanwhile (${PROBES} loops; target: p99 < 100 ms)`,
    '',
    table(
      [
        'images',
        'statuses',
        'all answered ms',
        'image p50 ms',
        'image max ms',
        'health requests',
        'health errors',
        'health p50 ms',
        'health p99 ms',
        'health max ms',
      ],
      [
        [
          String(burst.images),
          Object.entries(burst.statuses)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', '),
          fmt(burst.burstMs, 0),
          fmt(burst.imageP50, 0),
          fmt(burst.imageMax, 0),
          String(health.count),
          String(health.errors),
          fmt(health.p50, 1),
          fmt(health.p99, 1),
          fmt(health.max, 1),
        ],
      ],
      [0, 2, 3, 4, 5, 6, 7, 8, 9],
    ),
    '',
    `Server RSS: ${fmt(rss.idle, 0)} MB idle before the burst, ${fmt(rss.afterBurst, 0)} MB after it, ${fmt(rss.afterIdle, 0)} MB ${idleS} s later (render workers end after 30 s idle).`,
    '',
  ].join('\n');
}
