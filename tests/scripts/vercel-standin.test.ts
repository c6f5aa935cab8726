/**
 * The Vercel stand-in of `npm run test:vercel` (scripts/vercel-standin.ts, decision 089) on a small Build Output
 * directory written here, shaped as @astrojs/vercel writes one: `vercel.json` headers before the routes, a
 * prerendered file with its CSP route, `handle: filesystem`, a rewrite to a function whose handler exports `fetch`,
 * and that function's cache headers, tags and `invalidateByTag` through the request context.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionCost } from '../../scripts/vercel-function-host.ts';
import { startStandIn, type StandIn } from '../../scripts/vercel-standin.ts';

/**
 * The function: counts its renders; `/purge?tag=` calls `invalidateByTag` as @vercel/functions does; `/busy` spends
 * 40 ms of CPU and of wall time and is never cached.
 */
const HANDLER = `let renders = 0;
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/busy') {
      const start = process.cpuUsage();
      const began = performance.now();
      const spent = () => { const { user, system } = process.cpuUsage(start); return (user + system) / 1000; };
      while (spent() < 40 || performance.now() - began < 40);
      return new Response('busy', { headers: { 'cache-control': 'no-store' } });
    }
    if (url.pathname === '/purge') {
      const context = globalThis[Symbol.for('@vercel/request-context')].get();
      await context.purge.invalidateByTag(url.searchParams.get('tag'));
      return new Response('ok', { headers: { 'cache-control': 'no-store' } });
    }
    renders += 1;
    return new Response(url.pathname + ' render ' + renders, {
      headers: {
        'content-type': 'text/plain',
        'x-frame-options': 'SAMEORIGIN',
        'vercel-cdn-cache-control': url.pathname === '/private' ? 'private' : 's-maxage=300, stale-while-revalidate=600',
        'vercel-cache-tag': url.pathname === '/a' ? 'game:a,draws' : 'game:b',
      },
    });
  },
};
`;

let root: string;
let standIn: StandIn;
const lines: string[] = [];
const invocations: (FunctionCost & { url: string })[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'standin-test-'));
  const output = join(root, 'output');
  mkdirSync(join(output, 'static'), { recursive: true });
  mkdirSync(join(output, 'functions', '_render.func'), { recursive: true });
  writeFileSync(join(output, 'static', 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(output, 'functions', '_render.func', 'index.mjs'), HANDLER);
  writeFileSync(
    join(output, 'functions', '_render.func', '.vc-config.json'),
    JSON.stringify({ runtime: 'nodejs24.x', handler: 'index.mjs', launcherType: 'Nodejs' }),
  );
  writeFileSync(
    join(output, 'config.json'),
    JSON.stringify({
      version: 3,
      routes: [
        { src: '/robots.txt', headers: { 'content-security-policy': "frame-ancestors 'none'" } },
        { handle: 'filesystem' },
        { src: '^/.*$', dest: '_render' },
      ],
    }),
  );
  writeFileSync(
    join(root, 'vercel.json'),
    JSON.stringify({ headers: [{ source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }] }),
  );
  standIn = await startStandIn({
    output,
    vercelJson: join(root, 'vercel.json'),
    env: { PATH: process.env.PATH },
    log: (line) => lines.push(line),
    onInvoke: (_, url, cost) => invocations.push({ url, ...cost }),
  });
}, 30_000);
afterAll(async () => {
  await standIn.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string) => {
  const answer = await fetch(`${standIn.url}${path}`);
  return { headers: answer.headers, cache: answer.headers.get('x-vercel-cache'), text: await answer.text() };
};

describe('vercel stand-in', () => {
  it("serves a prerendered file with vercel.json's headers and its own route's", async () => {
    const robots = await get('/robots.txt');
    expect(robots.text).toBe('User-agent: *\n');
    expect(robots.headers.get('x-frame-options')).toBe('DENY');
    expect(robots.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it("keeps a function's own header over a route's, and takes the CDN headers off", async () => {
    const page = await get('/b');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.has('vercel-cdn-cache-control')).toBe(false);
    expect(page.headers.has('vercel-cache-tag')).toBe(false);
  });

  it('caches per Vercel-CDN-Cache-Control, never a private answer', async () => {
    expect(await get('/c')).toMatchObject({ cache: 'MISS', text: '/c render 2' });
    expect(await get('/c')).toMatchObject({ cache: 'HIT', text: '/c render 2' });
    expect((await get('/private')).cache).toBe('MISS');
    expect(await get('/private')).toMatchObject({ cache: 'MISS', text: '/private render 4' });
  });

  it('marks stale only the answers of a tag invalidateByTag names, then serves the new render', async () => {
    expect((await get('/a')).cache).toBe('MISS');
    expect((await get('/a')).cache).toBe('HIT');
    expect((await get('/purge?tag=draws')).text).toBe('ok');
    expect(lines).toContain('[cdn] invalidateByTag draws');
    expect((await get('/b')).cache).toBe('HIT');
    const stale = await get('/a');
    expect(stale).toMatchObject({ cache: 'STALE', text: '/a render 5' });
    await expect.poll(async () => (await get('/a')).text).toBe('/a render 6');
    expect((await get('/a')).cache).toBe('HIT');
  });

  it("tells onInvoke each invocation's CPU, wall time and memory, and nothing of a CDN hit", async () => {
    await get('/d');
    await get('/d');
    expect(invocations.filter(({ url }) => new URL(url).pathname === '/d')).toHaveLength(1);
    await get('/busy');
    const busy = invocations.at(-1);
    expect(busy?.url).toMatch(/\/busy$/);
    // 40 ms of CPU and of wall time spent in the function, within the process's CPU so far. (The process's CPU counts
    // every thread, so it may exceed the wall time.)
    expect(busy?.cpuMs).toBeGreaterThanOrEqual(40);
    expect(busy?.wallMs).toBeGreaterThanOrEqual(40);
    expect(busy?.processCpuMs).toBeGreaterThan(busy?.cpuMs ?? 0);
    expect(busy?.rssMb).toBeGreaterThan(busy?.heapMb ?? 0);
  });

  it('runs the function in one instance started on the first request', () => {
    expect(standIn.coldStarts()).toEqual({ _render: 1 });
  });
});
