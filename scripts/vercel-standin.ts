/**
 * A small stand-in for Vercel serving a Build Output API v3 directory (`.vercel/output`), for `npm run test:vercel`
 * (decision 089 says what it does not emulate). No existing emulator runs offline: `vercel dev` needs an account and
 * runs the framework's dev server, not the build output.
 *
 * - Routing: the `routes` of `config.json`, after the `headers` of `vercel.json` turned into routes the way the
 *   Vercel CLI does (@vercel/routing-utils `getTransformedRoutes`, prepended with `continue: true`). Routes run in
 *   order: `src` (a regular expression on the raw path), `headers` (added to the answer), `dest` (a rewrite, `$1`…
 *   filled, the request's query merged into the destination's), `status`, `continue`. A route that matches without
 *   `continue` ends the phase. `handle: filesystem` looks the path up in `static/` (a file, or a directory's
 *   `index.html`) and in `functions/`; the routes after it run only when nothing was found there. Any other `handle`
 *   is refused at start, so an adapter that starts emitting one is noticed.
 * - Static files and prerendered pages are served from `static/` with a content type by extension and the headers of
 *   the routes that matched (Astro's `staticHeaders` routes give prerendered pages their CSP). On a function's answer
 *   the routes' headers fill in what it did not set: its own header of the same name wins, as on Vercel.
 * - Functions (`functions/<name>.func/.vc-config.json`, `launcherType: Nodejs`) run in a child process each
 *   (scripts/vercel-function-host.ts) whose working directory is a copy of the function's directory: a new process is
 *   a cold start, and a module the function did not trace into its directory cannot be loaded from the project.
 *   The child is started on the first request and serves the following ones concurrently (fluid compute); bodies are
 *   buffered (no streaming); a body over 4.5 MB is refused with 413 as Vercel does. The function sees the Vercel
 *   request headers (`x-forwarded-for`, `x-forwarded-host`, `x-forwarded-proto`, `x-real-ip`, `x-vercel-id`).
 * - A CDN cache in front of the functions: GET answers with status 200, 301, 308, 404 or 410 and no `Set-Cookie` are
 *   stored per `Vercel-CDN-Cache-Control`, else `CDN-Cache-Control` (`max-age`/`s-maxage`), else `Cache-Control`
 *   (`s-maxage`), with `stale-while-revalidate`; `private`, `no-store` and `no-cache` store nothing. A prerender (ISR)
 *   function's answer is keyed on its path and the query parameters of its `allowQuery`, capped at its `expiration`;
 *   any other function's on the path and the whole query. The tags of `Vercel-Cache-Tag` are kept with the entry;
 *   `Vercel-CDN-Cache-Control` and `Vercel-Cache-Tag` are taken off what the client sees, which carries
 *   `x-vercel-cache: HIT | MISS | STALE` and `age`. `invalidateByTag` marks the tag's entries stale (the next request
 *   gets the stale answer while one revalidation runs), `dangerouslyDeleteByTag` drops them; an answer whose render
 *   began before a purge of one of its tags is stored stale.
 * - Logs: one line per request, and each function's standard output and error, go to `log` (the caller's sink).
 * - Measures (the capacity bench, decision 091): `onInvoke` is told each function invocation with its cost as the
 *   function host measured it (scripts/vercel-function-host.ts), revalidations in the background included.
 *
 * CLI: `node scripts/vercel-standin.ts <output dir> [port]` serves `<output dir>` (a copy of `.vercel/output`) on
 * 127.0.0.1 with the functions given this process's environment.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTransformedRoutes } from '@vercel/routing-utils';
import type { FunctionCost, FunctionRequest, FunctionResponse, PurgeMessage } from './vercel-function-host.ts';

/** A route of config.json (Build Output API v3). */
interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  handle?: string;
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

interface Entry extends Answer {
  storedAt: number;
  maxAge: number;
  staleFor: number;
  tags: string[];
  invalidated: boolean;
}

/** Where a request lands after routing. */
type Target = { kind: 'static'; file: string } | { kind: 'function'; name: string; url: URL } | { kind: 'none' };

export interface StandInOptions {
  /** The Build Output directory (holding config.json, static/, functions/). */
  output: string;
  /** vercel.json, whose `headers` Vercel adds to the routes. */
  vercelJson: string;
  /** Environment of the functions. */
  env: NodeJS.ProcessEnv;
  /** Receives every log line (requests, function output). */
  log: (line: string) => void;
  port?: number;
  /** Told each function invocation that answered: the function's name, the request's URL and what it cost. */
  onInvoke?: (name: string, url: string, cost: FunctionCost) => void;
}

export interface StandIn {
  /** "http://127.0.0.1:<port>". */
  url: string;
  /** Function instances started so far (cold starts), by function name. */
  coldStarts(): Record<string, number>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4.5 * 1024 * 1024;
const CACHEABLE_STATUS = new Set([200, 301, 308, 404, 410]);
const HIDDEN_HEADERS = new Set(['vercel-cdn-cache-control', 'vercel-cache-tag']);
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Seconds of `directive` in a cache-control value, if present. */
const seconds = (value: string, directive: string): number | undefined => {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`, 'i').exec(value);
  return match ? Number(match[1]) : undefined;
};

/** How long the CDN keeps `headers`' answer: fresh seconds and stale-while-revalidate seconds, or null. */
function cachePolicy(headers: Headers): { maxAge: number; staleFor: number } | null {
  const cdn = headers.get('vercel-cdn-cache-control') ?? headers.get('cdn-cache-control');
  const value = cdn ?? headers.get('cache-control') ?? '';
  if (/(^|,)\s*(private|no-store|no-cache)\b/i.test(value)) return null;
  const maxAge = cdn ? (seconds(value, 's-maxage') ?? seconds(value, 'max-age')) : seconds(value, 's-maxage');
  if (!maxAge) return null;
  return { maxAge, staleFor: seconds(value, 'stale-while-revalidate') ?? 0 };
}

/** `dest` with `$1`… replaced by `match`'s groups. */
const fill = (dest: string, match: RegExpExecArray): string =>
  dest.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');

/**
 * Starts the stand-in on 127.0.0.1 (`port`, default a free one).
 * @throws when config.json holds a route phase other than the start and `filesystem`, or the port is taken.
 */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const { output, env, log } = options;
  const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as { routes: Route[] };
  const vercelJson = JSON.parse(readFileSync(options.vercelJson, 'utf8')) as { headers?: unknown[] };
  const fromVercelJson = getTransformedRoutes({ headers: vercelJson.headers } as Parameters<
    typeof getTransformedRoutes
  >[0]);
  if (fromVercelJson.error) throw new Error(`vercel.json: ${fromVercelJson.error.message}`);
  const routes = [...((fromVercelJson.routes ?? []) as Route[]), ...config.routes];
  const other = routes.find((route) => route.handle && route.handle !== 'filesystem');
  if (other) throw new Error(`vercel-standin: la fase "${other.handle}" no está emulada`);
  const split = routes.findIndex((route) => route.handle === 'filesystem');
  const before = split < 0 ? routes : routes.slice(0, split);
  const after = split < 0 ? [] : routes.slice(split + 1);
  const compiled = new Map(routes.filter((r) => r.src).map((r) => [r, new RegExp(r.src as string)]));

  const functionDir = (name: string) => join(output, 'functions', `${name}.func`);
  const prerender = (name: string): { expiration: number; allowQuery?: string[] } | null => {
    const file = join(output, 'functions', `${name}.prerender-config.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { expiration: number }) : null;
  };

  const staticFile = (path: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    const file = normalize(join(output, 'static', decoded));
    if (!file.startsWith(normalize(join(output, 'static')))) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
    const index = join(file, 'index.html');
    return existsSync(index) ? index : null;
  };
  /** The function a destination names (`_render`, `/_isr?…`), if it exists. */
  const functionOf = (dest: string): string | null => {
    const name = dest.replace(/^\//, '').split('?')[0] ?? '';
    return name && existsSync(join(functionDir(name), '.vc-config.json')) ? name : null;
  };

  /** Runs `phase` on `state`; returns whether a route ended the phase. */
  const runPhase = (
    phase: Route[],
    state: { path: string; query: URLSearchParams; headers: Headers; status?: number; fn?: string },
  ): boolean => {
    for (const route of phase) {
      const match = compiled.get(route)?.exec(state.path);
      if (!match) continue;
      for (const [key, value] of Object.entries(route.headers ?? {})) state.headers.set(key, value);
      if (route.status) state.status = route.status;
      if (route.dest) {
        const dest = new URL(fill(route.dest, match), 'http://dest');
        const fn = functionOf(route.dest);
        if (fn) state.fn = fn;
        if (route.dest.startsWith('/')) state.path = dest.pathname;
        for (const [key, value] of state.query) if (!dest.searchParams.has(key)) dest.searchParams.append(key, value);
        state.query = dest.searchParams;
      }
      if (!route.continue) return true;
    }
    return false;
  };

  /** Routes `url`: the target, and the headers and status the routes set. */
  const route = (url: URL): { target: Target; headers: Headers; status?: number } => {
    const state: { path: string; query: URLSearchParams; headers: Headers; status?: number; fn?: string } = {
      path: url.pathname,
      query: new URLSearchParams(url.search),
      headers: new Headers(),
    };
    const resolve = (): Target => {
      if (state.fn) {
        const target = new URL(url.href);
        target.pathname = state.path;
        target.search = state.query.toString();
        return { kind: 'function', name: state.fn, url: target };
      }
      const file = staticFile(state.path);
      return file ? { kind: 'static', file } : { kind: 'none' };
    };
    if (!runPhase(before, state)) {
      const file = staticFile(state.path);
      if (file) return { target: { kind: 'static', file }, headers: state.headers, status: state.status };
      runPhase(after, state);
    }
    return { target: resolve(), headers: state.headers, status: state.status };
  };

  // Function instances: one child process per function, started on its first request.
  const instances = new Map<string, { child: ChildProcess; ready: Promise<void> }>();
  const starts: Record<string, number> = {};
  const waiting = new Map<number, (answer: FunctionResponse) => void>();
  /** The instance each request in flight went to. */
  const owners = new Map<number, ChildProcess>();
  let requestIds = 0;
  const cache = new Map<string, Entry>();
  const purgedAt = new Map<string, number>();
  let clock = 0;
  const revalidating = new Set<string>();

  const purge = (kind: PurgeMessage['purge'], tag: string) => {
    clock += 1;
    purgedAt.set(tag, clock);
    for (const [key, entry] of cache) {
      if (!entry.tags.includes(tag)) continue;
      if (kind === 'delete') cache.delete(key);
      else entry.invalidated = true;
    }
    log(`[cdn] ${kind === 'delete' ? 'dangerouslyDeleteByTag' : 'invalidateByTag'} ${tag}`);
  };

  const instance = (name: string) => {
    const running = instances.get(name);
    if (running) return running;
    const vc = JSON.parse(readFileSync(join(functionDir(name), '.vc-config.json'), 'utf8')) as {
      handler: string;
      launcherType?: string;
    };
    if (vc.launcherType !== 'Nodejs') throw new Error(`${name}: launcherType ${vc.launcherType} no está emulado`);
    starts[name] = (starts[name] ?? 0) + 1;
    const child = fork(
      fileURLToPath(new URL('./vercel-function-host.ts', import.meta.url)),
      [functionDir(name), vc.handler],
      {
        env: { ...env, VERCEL: '1' },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        serialization: 'advanced',
      },
    );
    const relay = (stream: NodeJS.ReadableStream | null) =>
      stream?.on('data', (chunk: Buffer) =>
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .forEach((line) => log(`[fn ${name}] ${line}`)),
      );
    relay(child.stdout);
    relay(child.stderr);
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: FunctionResponse | PurgeMessage | { ready: true }) => {
        if ('ready' in message) resolve();
        else if ('purge' in message) {
          purge(message.purge, message.tag);
          child.send({ purged: message.callId });
        } else {
          waiting.get(message.id)?.(message);
          waiting.delete(message.id);
          owners.delete(message.id);
        }
      });
      child.once('exit', (code) => {
        instances.delete(name);
        for (const [id, owner] of owners)
          if (owner === child) {
            waiting.get(id)?.({ id, error: 'exited' });
            waiting.delete(id);
            owners.delete(id);
          }
        reject(new Error(`${name} exited (${code})`));
        log(`[standin] ${name}: instance exited (${code})`);
      });
    });
    const started = { child, ready };
    instances.set(name, started);
    return started;
  };

  const invoke = async (name: string, request: Omit<FunctionRequest, 'id'>): Promise<Answer> => {
    const failed = (code: string): Answer => ({
      status: 500,
      headers: [
        ['content-type', 'text/plain; charset=utf-8'],
        ['x-vercel-error', code],
      ],
      body: new TextEncoder().encode(`A server error has occurred\n\n${code}\n`),
    });
    let running;
    try {
      running = instance(name);
      await running.ready;
    } catch {
      return failed('FUNCTION_INVOCATION_FAILED');
    }
    requestIds += 1;
    const id = requestIds;
    const answer = await new Promise<FunctionResponse>((resolve) => {
      waiting.set(id, resolve);
      owners.set(id, running.child);
      running.child.send({ ...request, id });
    });
    if ('error' in answer) return failed('FUNCTION_INVOCATION_FAILED');
    options.onInvoke?.(name, request.url, answer.cost);
    return answer;
  };

  /** Stores `answer` under `key` if its headers allow it; returns whether it did. */
  const store = (key: string, answer: Answer, began: number, cap?: number): boolean => {
    const headers = new Headers(answer.headers);
    const policy = cachePolicy(headers);
    if (!policy || !CACHEABLE_STATUS.has(answer.status) || headers.has('set-cookie')) return false;
    const tags = (headers.get('vercel-cache-tag') ?? '').split(',').filter(Boolean);
    cache.set(key, {
      ...answer,
      maxAge: cap ? Math.min(policy.maxAge, cap) : policy.maxAge,
      staleFor: policy.staleFor,
      storedAt: Date.now(),
      tags,
      invalidated: tags.some((tag) => (purgedAt.get(tag) ?? 0) > began),
    });
    return true;
  };

  const send = (res: ServerResponse, answer: Answer, extra: Headers, method: string, status?: number) => {
    const headers = new Headers(extra);
    for (const [key, value] of answer.headers) {
      if (HIDDEN_HEADERS.has(key.toLowerCase())) continue;
      if (key.toLowerCase() === 'set-cookie') headers.append(key, value);
      else headers.set(key, value);
    }
    headers.set('content-length', String(answer.body.byteLength));
    headers.delete('transfer-encoding');
    res.writeHead(status ?? answer.status, [...headers]);
    res.end(method === 'HEAD' ? undefined : answer.body);
  };

  const readBody = (req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | 'too large'> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      req.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too large' : new Uint8Array(Buffer.concat(chunks))));
      req.on('error', reject);
    });

  const server = createServer((req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', base);
    const done = (status: number, cacheState = '') =>
      log(
        `[req] ${method} ${url.pathname}${url.search} ${status}${cacheState ? ` ${cacheState}` : ''} ${Math.round(performance.now() - started)}ms`,
      );
    void (async () => {
      const { target, headers, status } = route(url);
      if (target.kind === 'static') {
        const ext = extname(target.file);
        const answer = {
          status: 200,
          headers: [['content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream']] as [string, string][],
          body: new Uint8Array(readFileSync(target.file)),
        };
        send(res, answer, headers, method, status);
        done(status ?? 200);
        return;
      }
      if (target.kind === 'none') {
        send(
          res,
          { status: 404, headers: [['content-type', 'text/plain']], body: new TextEncoder().encode('Not Found') },
          headers,
          method,
        );
        done(404);
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      if (body === 'too large') {
        send(
          res,
          { status: 413, headers: [['x-vercel-error', 'FUNCTION_PAYLOAD_TOO_LARGE']], body: new Uint8Array() },
          headers,
          method,
        );
        done(413);
        return;
      }
      const forwarded: [string, string][] = [
        ...Object.entries(req.headers).flatMap(([key, value]): [string, string][] =>
          Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : value ? [[key, value]] : [],
        ),
        ['x-forwarded-for', '127.0.0.1'],
        ['x-real-ip', '127.0.0.1'],
        ['x-forwarded-host', url.host],
        ['x-forwarded-proto', 'http'],
        ['x-vercel-id', `standin::${requestIds + 1}`],
      ];
      const request = { method, url: target.url.href, headers: forwarded, body };
      const isr = prerender(target.name);
      const key = isr
        ? `${target.name}|${target.url.pathname}?${[...target.url.searchParams]
            .filter(([k]) => isr.allowQuery?.includes(k))
            .map(([k, v]) => `${k}=${v}`)
            .join('&')}`
        : `${target.name}|${url.pathname}${url.search}`;
      if (method === 'GET' || method === 'HEAD') {
        const entry = cache.get(key);
        const age = entry ? (Date.now() - entry.storedAt) / 1000 : 0;
        if (entry && !entry.invalidated && age < entry.maxAge) {
          headers.set('x-vercel-cache', 'HIT');
          headers.set('age', String(Math.floor(age)));
          send(res, entry, headers, method, status);
          done(status ?? entry.status, 'HIT');
          return;
        }
        if (entry && (entry.invalidated || age < entry.maxAge + entry.staleFor)) {
          if (!revalidating.has(key)) {
            revalidating.add(key);
            const began = clock;
            void invoke(target.name, { ...request, method: 'GET' })
              .then((fresh) => store(key, fresh, began, isr?.expiration) || cache.delete(key))
              .finally(() => revalidating.delete(key));
          }
          headers.set('x-vercel-cache', 'STALE');
          headers.set('age', String(Math.floor(age)));
          send(res, entry, headers, method, status);
          done(status ?? entry.status, 'STALE');
          return;
        }
      }
      const began = clock;
      const answer = await invoke(target.name, request);
      if (method === 'GET') store(key, answer, began, isr?.expiration);
      headers.set('x-vercel-cache', 'MISS');
      send(res, answer, headers, method, status);
      done(status ?? answer.status, 'MISS');
    })().catch((error: unknown) => {
      log(`[standin] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    coldStarts: () => ({ ...starts }),
    close: async () => {
      for (const { child } of instances.values()) child.kill('SIGTERM');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [output, port] = process.argv.slice(2);
  if (!output) throw new Error('usage: node scripts/vercel-standin.ts <output dir> [port]');
  const standIn = await startStandIn({
    output,
    vercelJson: 'vercel.json',
    env: process.env,
    log: (line) => console.log(line),
    port: port ? Number(port) : undefined,
  });
  console.log(`[standin] ${standIn.url}`);
  process.once('SIGTERM', () => void standIn.close());
  process.once('SIGINT', () => void standIn.close());
}
