/**
 * The draw-night peak replayed on the Vercel stand-in (decision 091, docs/capacity.md): a request mix from the
 * capacity model, mostly page hits on the home, game and operator pages, API reads of open tabs, a few statistics
 * pages first seen (misses), share images and checker requests, on a CDN cache warmed with the hot pages and their
 * API routes (the day before 9 p.m.), ramped to a high concurrency (bench/vercel-load.ts
 * in a worker thread) while a cron run stores draws in the middle, which invalidates their tags. PostgreSQL's open
 * connections on the site's database are sampled every SAMPLE_MS all along.
 */
import { Worker } from 'node:worker_threads';
import { fmt, percentile, table } from './stats.ts';
import { liveApiPaths, ogImagePath, type SitePaths } from './vercel-costs.ts';
import type { LoadPlan, LoadResult } from './vercel-load.ts';
import type { Invocation, VercelSite } from './vercel-site.ts';

/** Shares of the mix, per 100 requests (docs/capacity.md's model). */
const MIX = { home: 15, pages: 35, apis: 44, tail: 3, images: 1, checker: 2 } as const;
const SAMPLE_MS = 200;
/** Distinct share images in the replay: those of the games drawn that night, fetched by link previews. */
const IMAGES = 8;
/** Statistics pages nobody asked for in the last 15 minutes (the rest are warm): misses in the replay. */
const TAIL = 8;

/** The mix's group of a replayed path. */
function groupOf(path: string): string {
  if (path.startsWith('/og/')) return 'share image';
  if (path.startsWith('/verificar') || /\/check\?/.test(path)) return 'checker';
  if (path.startsWith('/api/')) return 'API read';
  return path.endsWith('/estadisticas') ? 'statistics page (tail)' : 'page (home, game, operator)';
}

/**
 * The CPU ms the function instances spent over `during`: per function, its process's CPU time at its last answer
 * then less at its last answer `before` (one instance per function on the stand-in).
 */
function cpuSpent(before: Invocation[], during: Invocation[]): number {
  const last = (list: Invocation[]) => new Map(list.map((i) => [i.name, i.processCpuMs]));
  const start = last(before);
  return [...last(during)].reduce((sum, [name, end]) => sum + end - (start.get(name) ?? 0), 0);
}

/** GETs `paths` four at a time; resolves with the bodies. */
async function fetchAll(origin: string, paths: string[]): Promise<string[]> {
  const queue = [...paths];
  const bodies: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) bodies.push(await (await fetch(origin + path)).text());
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return bodies;
}

/**
 * Puts the hot `pages` and the API routes their live regions poll in the CDN cache, as a day of visits has before
 * 9 p.m.; resolves with those API routes and the share images the pages name (not requested: the replay's first
 * requests of them are misses).
 */
async function warm(origin: string, pages: string[]): Promise<{ apis: string[]; images: string[] }> {
  const bodies = await fetchAll(origin, pages);
  const apis = [...new Set(bodies.flatMap(liveApiPaths))];
  await fetchAll(origin, apis);
  return { apis, images: [...new Set(bodies.map(ogImagePath).filter((p): p is string => Boolean(p)))] };
}

/** The replay's figures. */
export interface Peak {
  stages: LoadPlan['stages'];
  rate: number;
  result: LoadResult;
  durationS: number;
  invocations: Record<string, number>;
  fnCpuMs: number;
  peakServerConnections: number;
  peakProxyOpen: number;
  samples: number;
  cron: { status: number; ms: number; atS: number };
}

/** A deterministic shuffle (a linear congruential generator seeded with 1). */
function shuffled<T>(items: T[]): T[] {
  let seed = 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** 100 × `rounds` paths in MIX's shares, each group's paths taken in turn, shuffled. */
export function peakSequence(paths: SitePaths, rounds = 20): string[] {
  const groups: Record<keyof typeof MIX, string[]> = {
    home: ['/'],
    pages: paths.pages,
    apis: paths.apis,
    tail: paths.tail,
    images: paths.images,
    checker: paths.checker,
  };
  const sequence: string[] = [];
  const cursor = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1)
    for (const [group, share] of Object.entries(MIX) as [keyof typeof MIX, number][])
      for (let i = 0; i < share; i += 1) {
        const list = groups[group];
        const at = cursor.get(group) ?? 0;
        cursor.set(group, at + 1);
        if (list.length > 0) sequence.push(list[at % list.length] as string);
      }
  return shuffled(sequence);
}

/**
 * Replays the peak: `connections` reached in four steps (an eighth, a quarter, a half, then all for half the run)
 * over `durationS` seconds, offering `rate` requests per second at full strength; the cron run fires at half time. @throws Error when the worker fails.
 */
export async function replayPeak(
  site: VercelSite,
  paths: SitePaths,
  connections: number,
  durationS: number,
  rate: number,
): Promise<Peak> {
  const step = durationS / 8;
  const stages = [
    { connections: Math.ceil(connections / 8), seconds: step },
    { connections: Math.ceil(connections / 4), seconds: step },
    { connections: Math.ceil(connections / 2), seconds: step * 2 },
    { connections, seconds: step * 4 },
  ];
  const warmed = await warm(site.origin, ['/', ...paths.pages, ...paths.tail.slice(TAIL)]);
  await site.nextDraws(2);
  const seen = site.invocations.length;
  let peakServerConnections = 0;
  let peakProxyOpen = 0;
  let samples = 0;
  let sampling = false;
  const sampler = setInterval(() => {
    peakProxyOpen = Math.max(peakProxyOpen, site.db().open);
    if (sampling) return;
    sampling = true;
    void site
      .serverConnections()
      .then((open) => {
        samples += 1;
        peakServerConnections = Math.max(peakServerConnections, open);
      })
      .finally(() => (sampling = false));
  }, SAMPLE_MS);
  const began = performance.now();
  const worker = new Worker(new URL('./vercel-load.ts', import.meta.url), {
    workerData: {
      origin: site.origin,
      sequence: peakSequence({
        ...paths,
        apis: warmed.apis,
        images: [...new Set([...paths.images, ...warmed.images])].slice(0, IMAGES),
        tail: paths.tail.slice(0, TAIL),
      }),
      stages,
      rate,
    } satisfies LoadPlan,
  });
  const loaded = new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const cron = new Promise<Peak['cron']>((resolve) =>
    setTimeout(
      () => {
        const at = performance.now();
        void fetch(`${site.origin}/api/cron/scrape`, { headers: { authorization: `Bearer ${site.cronSecret}` } })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => 0)
          .then((status) => resolve({ status, ms: performance.now() - at, atS: (at - began) / 1000 }));
      },
      (durationS * 1000) / 2,
    ),
  );
  const result = await loaded;
  const cronRun = await cron;
  clearInterval(sampler);
  const invoked = site.invocations.slice(seen);
  const invocations: Record<string, number> = {};
  for (const { name } of invoked) invocations[name] = (invocations[name] ?? 0) + 1;
  return {
    stages,
    rate,
    result,
    durationS: (performance.now() - began) / 1000,
    invocations,
    fnCpuMs: cpuSpent(site.invocations.slice(0, seen), invoked),
    peakServerConnections,
    peakProxyOpen,
    samples,
    cron: cronRun,
  };
}

/** Whether the replay met its goals: no error, p99 under 1 s, the connections within `cap`. */
export function peakFailures(peak: Peak, cap: number): string[] {
  const errors = peak.result.statuses.filter((status) => status === 0 || status >= 400).length;
  const p99 = percentile(peak.result.latencies, 99);
  return [
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(p99 >= 1000 ? [`p99 ${fmt(p99, 0)} ms ≥ 1 s`] : []),
    ...(peak.peakServerConnections > cap ? [`${peak.peakServerConnections} DB connections > cap ${cap}`] : []),
    ...(peak.cron.status !== 200 ? [`cron run answered ${peak.cron.status}`] : []),
  ];
}

/** The replay per group of the mix: requests, CDN misses, errors, p50 / p99 / max latency. */
export function peakGroupsTable(peak: Peak): string {
  const { paths, latencies, statuses, cache } = peak.result;
  const groups = new Map<string, number[]>();
  paths.forEach((path, i) => groups.set(groupOf(path), [...(groups.get(groupOf(path)) ?? []), i]));
  return table(
    ['group', 'requests', 'MISS', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
    [...groups].map(([group, at]) => {
      const ms = at.map((i) => latencies[i] as number);
      return [
        group,
        String(at.length),
        String(at.filter((i) => cache[i] === 'MISS').length),
        String(at.filter((i) => (statuses[i] as number) === 0 || (statuses[i] as number) >= 400).length),
        ...[50, 99, 100].map((p) => fmt(percentile(ms, p), 0)),
      ];
    }),
  );
}

/** How many errors of each cause: the status, or for no answer why (`timeout`, a socket error's code). */
function errorCauses({ statuses, cache }: LoadResult): string {
  const causes = new Map<string, number>();
  statuses.forEach((status, i) => {
    const cause = status === 0 ? (cache[i] as string) : status >= 400 ? String(status) : null;
    if (cause) causes.set(cause, (causes.get(cause) ?? 0) + 1);
  });
  return [...causes].map(([cause, n]) => `${cause} ${n}`).join(', ');
}

/** The replay as a Markdown table (one row per figure). */
export function peakTable(peak: Peak, cap: number): string {
  const { latencies, statuses, cache } = peak.result;
  const count = (state: string) => cache.filter((c) => c === state).length;
  const cdn = count('HIT') + count('STALE');
  const errors = statuses.filter((status) => status === 0 || status >= 400).length;
  const rows: [string, string][] = [
    ['connections (ramp)', peak.stages.map((s) => `${s.connections} × ${fmt(s.seconds, 1)} s`).join(', ')],
    [
      'requests',
      `${latencies.length} in ${fmt(peak.durationS)} s (${fmt(latencies.length / peak.durationS, 0)}/s; offered ${peak.rate}/s at full strength)`,
    ],
    ['errors (status 0 or ≥ 400)', `${errors}${errors ? ` (${errorCauses(peak.result)})` : ''}`],
    ['latency p50 / p99 / max (ms)', [50, 99, 100].map((p) => fmt(percentile(latencies, p), 0)).join(' / ')],
    [
      'CDN HIT / STALE / MISS',
      `${count('HIT')} / ${count('STALE')} / ${count('MISS')}: hit ratio ${fmt((100 * cdn) / cache.length, 1)} %`,
    ],
    [
      'function invocations',
      Object.entries(peak.invocations)
        .map(([name, n]) => `${name} ${n}`)
        .join(', '),
    ],
    ['function CPU, all invocations (s)', fmt(peak.fnCpuMs / 1000, 1)],
    ['cron run mid-peak', `${peak.cron.status} in ${fmt(peak.cron.ms, 0)} ms at ${fmt(peak.cron.atS, 1)} s`],
    [
      'peak open DB connections',
      `${peak.peakServerConnections} (pg_stat_activity, ${peak.samples} samples every ${SAMPLE_MS} ms; proxy ${peak.peakProxyOpen}); cap ${cap}`,
    ],
  ];
  return table(['figure', 'value'], rows);
}
