/**
 * The Vercel build (decision 065): `VERCEL=1 astro build` with a DATABASE_URL that points at a TCP listener which
 * counts connections succeeds with none and logs no database activity (no connection, migration, import, admin or
 * password); its functions carry neither PGlite nor sharp and stay under 25 MB each; the back office and '¿Gané?' are
 * never under ISR; the cron route is scheduled in vercel.json and served by the function.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OUTPUT = '.vercel/output';
/** The client and server build go here, not to dist/ (which `npm test` serves to Playwright). */
const OUT_DIR = '.data/vercel-build';
const MAX_FUNCTION_MB = 25;
/** What the build may never print: a connection attempt, a migration, the import, the first admin, a page read. */
const DATABASE_ACTIVITY =
  /ECONNREFUSED|ECONNRESET|\[db(:\w+)?\]|\[ads\]|\[admin\]|\[pages\] database|\[custom-code\]|migrat|contraseña|capturas|never opens the database/i;

let connections = 0;
let build: { code: number | null; log: string };
const listener = createServer((socket) => {
  connections += 1;
  socket.destroy();
});

/** Total bytes of the files under `dir` (their apparent size, as a zip of the function holds them). */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  build = await new Promise((resolve) => {
    const child = spawn('npx', ['astro', 'build', '--outDir', OUT_DIR], {
      env: {
        ...process.env,
        VERCEL: '1',
        DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
        SITE_URL: 'https://gana-mas.example',
        CRON_SECRET: 'a-cron-secret-of-the-test',
        SESSION_SECRET: 'a-session-secret-of-the-vercel-build-test',
      },
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('close', (code) => resolve({ code, log }));
  });
}, 300_000);
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

describe('VERCEL=1 astro build', () => {
  it('succeeds without a single connection to DATABASE_URL and logs no database activity', () => {
    expect(build.log).toContain('Complete!');
    expect(build.code).toBe(0);
    expect(connections).toBe(0);
    expect(build.log).not.toMatch(DATABASE_ACTIVITY);
  });

  it('writes functions of at most 25 MB each, without PGlite or sharp', () => {
    const functions = readdirSync(join(OUTPUT, 'functions')).filter((name) => name.endsWith('.func'));
    expect(functions.sort()).toEqual(['_isr.func', '_render.func']);
    for (const name of functions) {
      const dir = join(OUTPUT, 'functions', name);
      expect(bytesUnder(dir) / 2 ** 20, name).toBeLessThanOrEqual(MAX_FUNCTION_MB);
      for (const heavy of ['@electric-sql', '@img', 'sharp'])
        expect(existsSync(join(dir, 'node_modules', heavy)), `${name}: ${heavy}`).toBe(false);
    }
  });

  it('keeps the back office, /api and ¿Gané? out of ISR, and regenerates cached pages hourly', () => {
    const { routes } = JSON.parse(readFileSync(join(OUTPUT, 'config.json'), 'utf8')) as {
      routes: { src?: string; dest?: string }[];
    };
    const destOf = (path: string) => routes.find((r) => r.dest && r.src && new RegExp(r.src).test(path))?.dest;
    for (const path of ['/admin', '/admin/anuncios', '/verificar', '/api/cron/scrape'])
      expect(destOf(path), path).toBe('_render');
    for (const path of ['/', '/contacto', '/powerball']) expect(destOf(path), path).toMatch(/^\/_isr\?/);
    const isr = JSON.parse(readFileSync(join(OUTPUT, 'functions', '_isr.prerender-config.json'), 'utf8')) as {
      expiration: number;
    };
    expect(isr.expiration).toBe(3600);
  });

  it('schedules the scrape route and the alerts sender every minute in vercel.json, which Vercel reads beside the build output', () => {
    const { crons } = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      crons: { path: string; schedule: string }[];
    };
    expect(crons).toEqual([
      { path: '/api/cron/scrape', schedule: '* * * * *' },
      { path: '/api/cron/push', schedule: '* * * * *' },
    ]);
  });
});
