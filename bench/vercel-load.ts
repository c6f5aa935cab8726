/**
 * The load of the peak replay (bench/vercel-peak.ts), in a worker thread so the stand-in's event loop in the main
 * thread is not the load's: `stages` of connections held for seconds each (a ramp: each stage adds connections), every
 * connection a loop of keep-alive GETs taking the next path of the shared `sequence`, so the mix is the sequence's
 * whatever the concurrency. The loops share one schedule of `rate` requests per second (scaled by the connections
 * started so far), as visitors with time between clicks: the offered rate, not the server's speed, sets the load. Posts each answer's path, latency (ms), status and `x-vercel-cache` when the last stage ends.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** What the main thread passes. */
export interface LoadPlan {
  origin: string;
  sequence: string[];
  /** Requests per second all connections send together once every stage has started (earlier: pro rata). */
  rate: number;
  stages: { connections: number; seconds: number }[];
}

/**
 * What the worker posts back: one entry per answer. Status 0: no answer, its `cache` entry then names why (`timeout`
 * after 10 s, or the socket error's code).
 */
export interface LoadResult {
  paths: string[];
  latencies: number[];
  statuses: number[];
  cache: string[];
}

const TIMEOUT_MS = 10_000;

/** GETs `url` on `agent`, reads the whole body; resolves with its status and cache state. */
function get(url: string, agent: Agent): Promise<{ status: number; cache: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: TIMEOUT_MS }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-vercel-cache'] ?? '-') }),
      );
      res.on('error', () => resolve({ status: 0, cache: '-' }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, cache: error.code ?? error.message }));
    req.end();
  });
}

/** Runs `plan` and resolves with every answer. */
async function run(plan: LoadPlan): Promise<LoadResult> {
  const most = Math.max(...plan.stages.map((stage) => stage.connections));
  const agent = new Agent({ keepAlive: true, maxSockets: most });
  const result: LoadResult = { paths: [], latencies: [], statuses: [], cache: [] };
  const total = plan.stages.reduce((sum, stage) => sum + stage.seconds, 0) * 1000;
  const end = performance.now() + total;
  let next = 0;
  let slot = performance.now();
  let started = 0;
  /** Waits for this loop's turn in the shared schedule. */
  const turn = async () => {
    const now = performance.now();
    slot = Math.max(slot, now) + 1000 / ((plan.rate * started) / most);
    await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
  const loop = async () => {
    while (performance.now() < end) {
      await turn();
      if (performance.now() >= end) return;
      const path = plan.sequence[next % plan.sequence.length] as string;
      next += 1;
      const began = performance.now();
      const { status, cache } = await get(plan.origin + path, agent);
      result.paths.push(path);
      result.latencies.push(performance.now() - began);
      result.statuses.push(status);
      result.cache.push(cache);
    }
  };
  const loops: Promise<void>[] = [];
  for (const stage of plan.stages) {
    started = stage.connections;
    while (loops.length < stage.connections) loops.push(loop());
    await new Promise((resolve) => setTimeout(resolve, stage.seconds * 1000));
  }
  await Promise.all(loops);
  agent.destroy();
  return result;
}

parentPort?.postMessage(await run(workerData as LoadPlan));
