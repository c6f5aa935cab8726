/**
 * One instance of a Vercel Node function for the stand-in of `npm run test:vercel` (scripts/vercel-standin.ts,
 * decision 089): a child process started with `<function dir> <handler>` whose working directory is the function's
 * directory (Vercel's /var/task). It imports the handler named by the `.vc-config.json` (`launcherType: Nodejs`;
 * @astrojs/vercel emits a module whose default export has a Web `fetch(request)`), so a new process is a cold start
 * with fresh module state. It sets the request context `@vercel/functions` reads
 * (`globalThis[Symbol.for('@vercel/request-context')].get()`): `purge.invalidateByTag` and
 * `purge.dangerouslyDeleteByTag` are sent to the stand-in's CDN cache, `waitUntil` keeps the instance's work alive.
 *
 * IPC (structured clone): the parent sends `{ id, method, url, headers, body? }`, the host answers
 * `{ id, status, headers, body }` with the whole body (no streaming) or `{ id, error }`; `{ purge, tag, callId }`
 * goes up and `{ purged: callId }` comes back. It exits when the IPC channel closes.
 *
 * Each answer carries its `cost` for the capacity bench (decision 091): the process's CPU time (`process.cpuUsage()`,
 * user + system) and the wall time from the request to the buffered body, and the process's RSS and V8 heap after
 * it, and the process's CPU time so far. The CPU time is the whole process's: it is one request's only when requests
 * come one at a time (under load, the difference of `processCpuMs` between two answers is what the instance spent).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A request as the stand-in sends it. */
export interface FunctionRequest {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body?: Uint8Array<ArrayBuffer>;
}

/** What one answer cost the instance: CPU and wall ms, RSS and used heap in MB, the process's CPU ms so far. */
export interface FunctionCost {
  cpuMs: number;
  processCpuMs: number;
  wallMs: number;
  rssMb: number;
  heapMb: number;
}

/** The function's answer, buffered. */
export type FunctionResponse =
  | { id: number; status: number; headers: [string, string][]; body: Uint8Array; cost: FunctionCost }
  | { id: number; error: string };

/** A tag purge the function asked for (`invalidateByTag`: stale; `dangerouslyDeleteByTag`: gone). */
export interface PurgeMessage {
  purge: 'invalidate' | 'delete';
  tag: string;
  callId: number;
}

interface RequestContext {
  waitUntil(promise: Promise<unknown>): void;
  headers: Record<string, string>;
  url: string;
  purge: {
    invalidateByTag(tag: string | string[]): Promise<void>;
    dangerouslyDeleteByTag(tag: string | string[]): Promise<void>;
  };
}

type Handler = { fetch(request: Request): Promise<Response> };

const [dir, handler] = process.argv.slice(2);
if (!dir || !handler || !process.send) throw new Error('usage: forked with <function dir> <handler>');
const send = process.send.bind(process);
process.chdir(dir);

const contexts = new AsyncLocalStorage<RequestContext>();
(globalThis as Record<symbol, unknown>)[Symbol.for('@vercel/request-context')] = { get: () => contexts.getStore() };

let calls = 0;
const pending = new Map<number, () => void>();
/** Sends one purge per tag to the stand-in and resolves once its cache applied them all. */
function purge(kind: PurgeMessage['purge'], tags: string | string[]): Promise<void> {
  const all = Array.isArray(tags) ? tags : [tags];
  return Promise.all(
    all.map(
      (tag) =>
        new Promise<void>((done) => {
          calls += 1;
          pending.set(calls, done);
          send({ purge: kind, tag, callId: calls } satisfies PurgeMessage);
        }),
    ),
  ).then(() => undefined);
}

const background = new Set<Promise<unknown>>();
const module = (await import(pathToFileURL(resolve(handler)).href)) as { default: Handler };

const MB = 1024 * 1024;

async function answer(request: FunctionRequest): Promise<FunctionResponse> {
  const cpu = process.cpuUsage();
  const began = performance.now();
  const headers = new Headers(request.headers);
  const context: RequestContext = {
    waitUntil: (promise) => {
      background.add(promise);
      void promise.catch(() => {}).finally(() => background.delete(promise));
    },
    headers: Object.fromEntries(headers),
    url: request.url,
    purge: {
      invalidateByTag: (tag) => purge('invalidate', tag),
      dangerouslyDeleteByTag: (tag) => purge('delete', tag),
    },
  };
  try {
    const response = await contexts.run(context, () =>
      module.default.fetch(
        new Request(request.url, {
          method: request.method,
          headers,
          ...(request.body && request.body.byteLength > 0 ? { body: request.body } : {}),
        }),
      ),
    );
    const body = new Uint8Array(await response.arrayBuffer());
    const used = process.cpuUsage(cpu);
    const total = process.cpuUsage();
    const memory = process.memoryUsage();
    const cost = {
      cpuMs: (used.user + used.system) / 1000,
      processCpuMs: (total.user + total.system) / 1000,
      wallMs: performance.now() - began,
      rssMb: memory.rss / MB,
      heapMb: memory.heapUsed / MB,
    };
    return { id: request.id, status: response.status, headers: [...response.headers], body, cost };
  } catch (error) {
    console.error(error);
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (message: FunctionRequest | { purged: number }) => {
  if ('purged' in message) {
    pending.get(message.purged)?.();
    pending.delete(message.purged);
    return;
  }
  void answer(message).then((response) => send(response));
});
process.on('disconnect', () => process.exit(0));
// Through the same output as the function's own logs: the run's log check knows it captured them.
console.log(`cold start: ${handler}`);
send({ ready: true });
