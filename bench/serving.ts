/**
 * Serving figures of `npm run bench` against a running site (scripts/built-site.ts starts it):
 * - each page against a bare `node:http` server (bench/bare-server.ts, its own process) answering the very bytes the
 *   site sent for it, identity and brotli: req/s of both and their ratio;
 * - the stampede: many connections on the home while an admin edits an ad (which drops the cached home) a few times;
 * - a scrape that stores new draws (tests/e2e/fake-sources.ts serves a real capture) during the same load, timed
 *   against a run of the same source with nothing else going on;
 * - API route-cache hits at many connections (gzip), against the bare server too: p50 / p99.
 * Raw `node:http` requests (fetch would decode the body) read what the site really sends.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** Encodings a load run asks for: none, what browsers get, what API clients usually ask. */
type Encoding = 'identity' | 'br' | 'gzip';

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One raw GET (no decoding) of `url` with `headers`. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') flat[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export interface Loaded {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * `connections` connections on `url` for `durationS` s (each cycling through `paths` on its origin when given).
 * @throws Error for an address that is not loopback.
 */
export async function cannon(
  url: string,
  options: { connections: number; durationS: number; headers?: Record<string, string>; paths?: string[] },
): Promise<Loaded> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`refusing to load a non-loopback address: ${url}`);
  const r = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
    requests: options.paths?.map((path) => ({ path })),
    timeout: 10,
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    total: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

export interface Comparison {
  path: string;
  encoding: Encoding;
  /** The Content-Encoding the site answered (`-` for none) and the body's size in bytes. */
  served: string;
  bytes: number;
  site: Loaded;
  bare: Loaded;
}

/**
 * Loads each of `paths` on the site and on a bare server (on `barePort`) holding the bytes the site answered, per
 * encoding; `durationS` and `warmupS` in seconds.
 */
export async function compareWithBare(
  origin: string,
  paths: readonly string[],
  options: {
    connections: number;
    durationS: number;
    warmupS: number;
    barePort: number;
    encodings: readonly Encoding[];
  },
  log: (message: string) => void,
): Promise<Comparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const routes: Record<string, { file: string; headers: Record<string, string> }> = {};
  const cases: Omit<Comparison, 'site' | 'bare'>[] = [];
  for (const path of paths) {
    for (const encoding of options.encodings) {
      // Twice: the first request may be the uncached render.
      await rawGet(origin + path, { 'accept-encoding': encoding });
      const answer = await rawGet(origin + path, { 'accept-encoding': encoding });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      const key = `/${cases.length}`;
      const file = join(dir, `${cases.length}.body`);
      writeFileSync(file, answer.body);
      const headers: Record<string, string> = { 'content-type': answer.headers['content-type'] ?? 'text/html' };
      if (answer.headers['content-encoding']) headers['content-encoding'] = answer.headers['content-encoding'];
      routes[key] = { file, headers };
      cases.push({ path, encoding, served: answer.headers['content-encoding'] ?? '-', bytes: answer.body.byteLength });
    }
  }
  const manifest = join(dir, 'manifest.json');
  writeFileSync(manifest, JSON.stringify({ port: options.barePort, routes }));
  const bare = spawn(process.execPath, [new URL('./bare-server.ts', import.meta.url).pathname, manifest], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
      bare.stdout.once('data', () => resolve());
    });
    const bareOrigin = `http://127.0.0.1:${options.barePort}`;
    const results: Comparison[] = [];
    for (const [index, c] of cases.entries()) {
      const headers = { 'accept-encoding': c.encoding };
      log(
        `${c.path} (${c.encoding}): site then bare, ${options.durationS} s each at ${options.connections} connections…`,
      );
      if (options.warmupS > 0)
        await cannon(origin + c.path, { connections: options.connections, durationS: options.warmupS, headers });
      const load = { connections: options.connections, durationS: options.durationS, headers };
      const site = await cannon(origin + c.path, load);
      if (options.warmupS > 0)
        await cannon(`${bareOrigin}/${index}`, { connections: options.connections, durationS: options.warmupS });
      const bareLoad = await cannon(`${bareOrigin}/${index}`, load);
      results.push({ ...c, site, bare: bareLoad });
    }
    return results;
  } finally {
    bare.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Logs in as the first admin; resolves to the session's cookie header. */
export async function adminSession(origin: string, admin: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * An admin write (POST unless `method` says otherwise) with the session `cookie`: resolves to its JSON answer;
 * throws unless it answered `status`.
 */
async function adminWrite(
  origin: string,
  cookie: string,
  path: string,
  body: object,
  status: number,
  method: 'POST' | 'PUT' = 'POST',
): Promise<unknown> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/**
 * A function that edits an ad as the admin of `cookie` (which drops every cached page with ads, the home among
 * them) and resolves to how long the edit took (ms): the first call creates the ad, the next ones change its text.
 * The site keeps one such ad however many edits run, so a long run's pages do not grow with them.
 */
export function adEditor(origin: string, cookie: string): () => Promise<number> {
  let count = 0;
  let id: number | undefined;
  return async () => {
    const started = performance.now();
    count += 1;
    const ad = { name: 'Bench', content: `<p>Anuncio de prueba ${count}</p>`, pages: ['/'], position: 'sidebar-top' };
    if (id === undefined)
      ({ id } = (await adminWrite(origin, cookie, '/api/admin/advertisements', ad, 201)) as { id: number });
    else await adminWrite(origin, cookie, `/api/admin/advertisements/${id}`, ad, 200, 'PUT');
    return performance.now() - started;
  };
}

export interface ScrapeRun {
  /** Draws the run stored. */
  created: number;
  /** How long the admin's 'run now' took, ms (its request's wait for the server, the run, then invalidation). */
  ms: number;
  /** The run itself as the scraper history records it, ms (fetch, parse, validate, store): what a scheduled run takes. */
  runMs: number;
}

/**
 * Creates a scraper of the loteriasdominicanas.com API adapter reading `url` as the admin of `cookie`, and returns a
 * function that runs it once ('Ejecutar ahora') and says what it stored, how long the admin waited and how long the
 * run itself took.
 */
export async function scraperRunner(origin: string, cookie: string, url: string): Promise<() => Promise<ScrapeRun>> {
  const { id } = (await adminWrite(
    origin,
    cookie,
    '/api/admin/scrapers',
    { name: `Bench ${url}`, url, frequency: 3600, config: { adapter: 'loteriasdominicanas-api' } },
    201,
  )) as { id: number };
  return async () => {
    const started = performance.now();
    const { summary } = (await adminWrite(origin, cookie, `/api/admin/scrapers/${id}/run`, {}, 200)) as {
      summary: { created: number };
    };
    const ms = performance.now() - started;
    const history = await fetch(`${origin}/api/admin/scrapers/${id}/runs`, { headers: { cookie } });
    if (history.status !== 200)
      throw new Error(`GET /api/admin/scrapers/${id}/runs answered ${history.status}: ${await history.text()}`);
    const [latest] = (await history.json()) as { durationMs: number }[];
    if (!latest) throw new Error(`GET /api/admin/scrapers/${id}/runs listed no run`);
    return { created: summary.created, ms, runMs: latest.durationMs };
  };
}

/** A load run, and what each action run during it resolved to. */
export type LoadedWhile<T> = Loaded & { results: T[] };

/**
 * `connections` connections on `url` (brotli) for `durationS` s while `actions` run one after the other, evenly
 * spread over the run (the stampede's ad edits, the scrapes under load).
 */
export async function loadWhile<T>(
  url: string,
  options: { connections: number; durationS: number },
  actions: (() => Promise<T>)[],
): Promise<LoadedWhile<T>> {
  const load = cannon(url, { ...options, headers: { 'accept-encoding': 'br' } });
  const results: T[] = [];
  const step = (options.durationS * 1000) / (actions.length + 1);
  for (const action of actions) {
    await new Promise((resolve) => setTimeout(resolve, step));
    results.push(await action());
  }
  return { ...(await load), results };
}
