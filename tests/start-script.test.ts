/**
 * The built server under scripts/start.ts: a bad environment (or an ADMIN_PASSWORD easy to guess) stops the
 * start, answers are compressed and hashed assets cached for a year, SIGTERM drains a request in flight before
 * the process exits 0. Builds the site first when dist/ is missing. Opens no database of the test tiers (an in-memory
 * one each), so it runs once; the reconciliation at start is tests/start-script-payments.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBuilt, exitOf, freePort, startScript } from './helpers/built-server.ts';

const SECRET = 'start-script-test-secret-0123456789';

/** A source that answers 503 to every request, but holds them until `release()`. */
function heldSource() {
  const requests: string[] = [];
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    void released.then(() => res.writeHead(503).end('Service Unavailable'));
  });
  return { server, requests, release };
}

/** GET `url` with `accept-encoding`, answering the raw (still encoded) body and the headers. */
const rawGet = (url: string, encoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

beforeAll(() => expect(ensureBuilt()).toBe(true), 300_000);

describe('scripts/start.ts', () => {
  it('refuses to start with a CRON_SECRET shorter than 16 characters, naming the field', async () => {
    const { code, output } = await exitOf(
      startScript({ CRON_SECRET: 'short', PORT: String(await freePort()), DATABASE_URL: 'memory://' }),
    );
    expect(code).toBe(1);
    expect(output).toContain('CRON_SECRET: debe tener al menos 16 caracteres');
  });

  it('refuses to start with an ADMIN_PASSWORD that is easy to guess, naming the field', async () => {
    const { code, output } = await exitOf(
      startScript({ ADMIN_PASSWORD: 'admin12345', PORT: String(await freePort()), DATABASE_URL: 'memory://' }),
    );
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: ');
  });

  describe('answers', () => {
    let child: ChildProcess;
    let origin: string;

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      child = startScript({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        CRON_SECRET: SECRET,
        SCHEDULER: 'off',
        SNAPSHOT_IMPORT: 'off',
        LIVE_SCRAPING: 'off',
      });
      await vi.waitFor(async () => expect((await fetch(`${origin}/api/health`)).status).toBe(200), {
        timeout: 60_000,
        interval: 200,
      });
    });
    afterAll(() => {
      child.kill('SIGKILL');
    });

    it('serves a hashed script from its brotli file written at build, cached for a year, immutable', async () => {
      const [largest] = readdirSync('dist/client/_astro')
        .filter((name) => name.endsWith('.js'))
        .map((name) => ({ name, bytes: readFileSync(`dist/client/_astro/${name}`) }))
        .sort((a, b) => b.bytes.length - a.bytes.length);
      if (!largest) throw new Error('the build has no scripts');
      const { headers, body } = await rawGet(`${origin}/_astro/${largest.name}`, 'br, gzip');
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(body)).toEqual(largest.bytes);
      expect(body).toEqual(readFileSync(`dist/client/_astro/${largest.name}.br`));
      expect(body.length).toBeLessThan(largest.bytes.length / 2);
    });

    it('serves pages and API answers gzip-compressed to a client that only takes gzip', async () => {
      const page = await rawGet(`${origin}/`, 'gzip');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.body).length).toBeGreaterThan(3 * page.body.length);
      // The OpenAPI document is not cached: the compression middleware compresses it.
      const api = await rawGet(`${origin}/api/openapi.json`, 'gzip');
      expect(api.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(api.body).toString())).toMatchObject({ openapi: expect.any(String) });
      // A cached answer under 1 KB (no results in this empty database: `[]`) is not worth compressing.
      const tiny = await rawGet(`${origin}/api/lottery/dominicana?path=/leidsa`, 'gzip');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(tiny.body.toString())).toEqual([]);
      const plain = await rawGet(`${origin}/`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('<html');
    });
  });

  describe('on SIGTERM', () => {
    const source = heldSource();
    let child: ChildProcess;
    let exited: ReturnType<typeof exitOf>;
    let origin: string;

    beforeAll(async () => {
      await new Promise<void>((resolve) => source.server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(source.server.address() as AddressInfo).port}`;
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      child = startScript({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        CRON_SECRET: SECRET,
        SCHEDULER: 'off',
        SNAPSHOT_IMPORT: 'off',
        LIVE_SCRAPING: 'on',
        LD_API_BASE: `${base}/dominicana`,
        NY_OPEN_DATA_BASE: base,
      });
      exited = exitOf(child);
      await vi.waitFor(async () => expect((await fetch(`${origin}/api/health`)).status).toBe(200), {
        timeout: 60_000,
        interval: 200,
      });
    });
    afterAll(() => {
      source.release();
      child.kill('SIGKILL');
      source.server.close();
    });

    it('stops accepting, lets the request in flight finish, and exits 0', async () => {
      const slow = fetch(`${origin}/api/cron/scrape`, { headers: { authorization: `Bearer ${SECRET}` } });
      await vi.waitFor(() => expect(source.requests.length).toBeGreaterThan(0), { timeout: 10_000 });
      child.kill('SIGTERM');
      await vi.waitFor(
        async () =>
          expect(
            await fetch(`${origin}/api/health`).then(
              () => 'open',
              () => 'refused',
            ),
          ).toBe('refused'),
        {
          timeout: 5_000,
          interval: 50,
        },
      );
      source.release();
      const response = await slow;
      expect(response.status).toBe(200);
      const report = (await response.json()) as { ran: { status: string; error: string | null }[] };
      expect(report.ran.length).toBeGreaterThan(0);
      expect(report.ran.every((r) => r.status === 'error' && r.error === 'HTTP 503 Service Unavailable')).toBe(true);
      const { code, output } = await exited;
      expect(code).toBe(0);
      expect(output).toContain('[start] detenido');
    });
  });
});
