/**
 * The built server under scripts/start.ts: a bad environment (or an ADMIN_PASSWORD easy to guess) stops the
 * start, answers are compressed and hashed assets cached for a year, SIGTERM drains a request in flight before
 * the process exits 0, and an ad order payment a dead process left unsettled is reconciled with PayPal at start.
 * Builds the site first when dist/ is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordCaptureAttempt } from '../db/queries/ad-orders.ts';
import { adOrders } from '../db/schema/index.ts';
import { createPaypalClient } from '../src/server/paypal.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePaypal } from './fakes/paypal.ts';
import { placeAndStart } from './helpers/capture-process.ts';
import { openSharedTestDb } from './helpers/test-db.ts';

const SECRET = 'start-script-test-secret-0123456789';

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

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

const startScript = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

/** GET `url` with `accept-encoding`, answering the raw (still encoded) body and the headers. */
const rawGet = (url: string, encoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

beforeAll(() => {
  if (!existsSync('dist/server/entry.mjs')) {
    expect(spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'ignore' }).status).toBe(
      0,
    );
  }
}, 300_000);

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

  it('at start, records as paid an order PayPal captured before the last process died', async () => {
    const fake = await startFakePaypal();
    const shared = await openSharedTestDb();
    let child: ChildProcess | undefined;
    try {
      const paypal = { apiBase: fake.url, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET };
      const client = createPaypalClient(paypal);
      let handle = await shared.open();
      const { order, paypalId } = await placeAndStart(handle.db, client);
      await recordCaptureAttempt(handle.db, order.id, new Date(Date.now() - 120_000));
      await client.captureOrder(paypalId, `capture-${order.paymentKey}`);
      await handle.close();

      child = startScript({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: shared.url,
        CRON_SECRET: SECRET,
        SCHEDULER: 'off',
        SNAPSHOT_IMPORT: 'off',
        LIVE_SCRAPING: 'off',
        PAYPAL_API_BASE: fake.url,
        PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      });
      const exited = exitOf(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await vi.waitFor(() => expect(output).toContain(`[pagos] órdenes conciliadas como pagadas: ${order.id}`), {
        timeout: 60_000,
        interval: 200,
      });
      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);

      handle = await shared.open();
      const [stored] = await handle.db.select().from(adOrders).where(eq(adOrders.id, order.id));
      expect(stored).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
      await handle.close();
    } finally {
      if (child?.exitCode === null) child.kill('SIGKILL');
      await shared.drop();
      await fake.close();
    }
  });
});
