/**
 * Serving figures of `npm run bench` against a running site (bench/http.ts starts it):
 * - each page against a bare `node:http` server (bench/bare-server.ts, its own process) answering the very bytes the
 *   site sent for it, identity and brotli: req/s of both and their ratio;
 * - the stampede: many connections on the home while an admin edits an ad (which drops the cached home) a few times;
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

interface Loaded {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function cannon(
  url: string,
  options: { connections: number; durationS: number; headers?: Record<string, string> },
): Promise<Loaded> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`refusing to load a non-loopback address: ${url}`);
  const r = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
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

/**
 * Logs in as the first admin and returns a function that creates an ad (which drops every cached page with ads,
 * the home among them) and resolves to how long the edit took (ms).
 */
export async function adEditor(
  origin: string,
  admin: { username: string; password: string },
): Promise<() => Promise<number>> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let count = 0;
  return async () => {
    const started = performance.now();
    count += 1;
    const created = await fetch(`${origin}/api/admin/advertisements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        name: `Bench ${count}`,
        content: `<p>Anuncio de prueba ${count}</p>`,
        pages: ['/'],
        position: 'sidebar-top',
      }),
    });
    await created.arrayBuffer();
    if (created.status !== 201) throw new Error(`ad creation answered ${created.status}`);
    return performance.now() - started;
  };
}

export interface Stampede extends Loaded {
  /** How long each ad edit (and so the invalidation) took, ms. */
  edits: number[];
}

/** `connections` connections on `path` (brotli) for `durationS` s while `invalidate` runs `times` times, evenly spread. */
export async function stampede(
  url: string,
  options: { connections: number; durationS: number; times: number },
  invalidate: () => Promise<number>,
): Promise<Stampede> {
  const load = cannon(url, {
    connections: options.connections,
    durationS: options.durationS,
    headers: { 'accept-encoding': 'br' },
  });
  const edits: number[] = [];
  const step = (options.durationS * 1000) / (options.times + 1);
  for (let i = 0; i < options.times; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, step));
    edits.push(await invalidate());
  }
  return { ...(await load), edits };
}
