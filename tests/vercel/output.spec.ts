/**
 * The Vercel build output behind the stand-in's CDN (`npm run test:vercel`, decision 089): prerendered pages carry
 * the security headers (vercel.json's routes), the back office is never stored, share images render inside the
 * function, and a cron scrape that stores a draw shows it on every cached page and API answer that shows that game,
 * without dropping another game's page from the CDN.
 * The cron test relies on the fake sources (tests/e2e/fake-sources.ts): Leidsa's API answers the draws of 2026-10-09.
 * The tests of a file run in order on one worker: the cron test comes last, after the tests that read the seed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { GAMES, gameById, operatorById } from '../../src/lib/catalogue/index.ts';
import { PAGE_HEADERS } from '../../src/server/security-headers.ts';

const OUTPUT = process.env.VERCEL_OUTPUT_DIR ?? '';
const CRON_SECRET = process.env.CRON_SECRET ?? '';
const NEW_DATE = '2026-10-09';
const quiniela = gameById('quiniela-leidsa')!;
/** Whether a page's text (or an API answer) shows Quiniela Leidsa's numbers of 2026-10-09, one after the other. */
const showsNewDraw = (body: string): boolean =>
  /(^|\s)68\s+65\s+59(\s|$)/.test(body.replace(/<[^>]*>/g, ' ').replace(/[",[\]]/g, ' '));

/** The CDN's verdict on `path` (x-vercel-cache), the answer's status and body. */
async function visit(
  request: APIRequestContext,
  path: string,
): Promise<{ cache: string; status: number; body: string }> {
  const answer = await request.get(path, { maxRedirects: 0 });
  return { cache: answer.headers()['x-vercel-cache'] ?? '', status: answer.status(), body: await answer.text() };
}

test('every prerendered page carries the security headers of every page', async ({ request }) => {
  expect(existsSync(join(OUTPUT, 'config.json')), 'VERCEL_OUTPUT_DIR').toBe(true);
  const { routes } = JSON.parse(readFileSync(join(OUTPUT, 'config.json'), 'utf8')) as {
    routes: { src?: string; dest?: string; headers?: Record<string, string> }[];
  };
  // Astro gives each prerendered page its CSP as a route (staticHeaders); the HTML files are the pages.
  const withCsp = routes.filter((r) => r.src && !r.dest && r.headers?.['content-security-policy']).map((r) => r.src!);
  const static_ = join(OUTPUT, 'static');
  const htmlPages = readdirSync(static_, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${relative(static_, entry.parentPath)}`.replace(/\/$/, '') || '/');
  const pages = [...new Set([...withCsp, ...htmlPages])];
  expect(pages).toEqual(expect.arrayContaining(['/robots.txt', '/sin-conexion']));
  for (const path of pages) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(PAGE_HEADERS))
      expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('the back office and its API are never stored by the CDN', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/admin/no-existe', '/api/admin/user', '/api/admin/scrapers']) {
    for (let i = 0; i < 3; i += 1) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      expect(answer.headers()['x-vercel-cache'], path).toBe('MISS');
    }
  }
});

test('the CDN keeps a page, and takes its own cache headers off what the visitor gets', async ({ request }) => {
  await request.get('/horarios');
  const cached = await request.get('/horarios');
  expect(cached.headers()['x-vercel-cache']).toBe('HIT');
  expect(cached.headers()).not.toHaveProperty('vercel-cdn-cache-control');
  expect(cached.headers()).not.toHaveProperty('vercel-cache-tag');
});

test('a share image renders inside the function: a 1200×630 PNG', async ({ request }) => {
  const html = await (await request.get(quiniela.route)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/og\/quiniela-leidsa\/\d{4}-\d{2}-\d{2}\.png\?v=/);
  const answer = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const png = await answer.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a cron scrape shows its draw on the cached pages that show it, and leaves the other games cached', async ({
  request,
}) => {
  const operator = operatorById(quiniela.operatorId)!;
  // The pages that show the draw, and the API answers the islands refresh them with, cached under the game's or the
  // operator's tag, or the draws tag (the home and the day page, which show every game).
  const showing = [
    '/',
    operator.route,
    quiniela.route,
    `${quiniela.route}/${NEW_DATE}`,
    `/resultados/${NEW_DATE}`,
    `/api/lottery/games/${quiniela.id}/history`,
    `/api/lottery/operators/${operator.id}`,
  ];
  const others = GAMES.filter((g) => g.operatorId !== quiniela.operatorId && g.home)
    .slice(0, 10)
    .map((g) => g.route);
  const before = new Map<string, string>();
  for (const path of [...showing, ...others]) {
    const first = await visit(request, path);
    // The game's page of that day is a 404 until the draw is stored (cached too, under the game's tags).
    expect(first.status, path).toBe(path === showing[3] ? 404 : 200);
    before.set(path, first.body);
    expect((await visit(request, path)).cache, path).toBe('HIT');
  }
  for (const path of showing) expect(showsNewDraw(before.get(path) ?? ''), path).toBe(false);

  expect((await request.get('/api/cron/scrape')).status()).toBe(401);
  const scrape = await request.get('/api/cron/scrape', { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(scrape.status()).toBe(200);
  const report = (await scrape.json()) as { ran: { scraper: string; created: number }[]; changedGameIds: string[] };
  expect(report.ran).toContainEqual(expect.objectContaining({ scraper: 'Loterías Dominicanas Leidsa', created: 6 }));
  expect(report.changedGameIds).toContain(quiniela.id);

  // Another game's page keeps its copy: its freshness badge is under no tag (decision 094), so the scrape neither
  // drops it nor marks it stale.
  const verdicts = new Map<string, string[]>();
  for (const path of others) {
    const { cache, body } = await visit(request, path);
    verdicts.set(cache, [...(verdicts.get(cache) ?? []), path]);
    expect(showsNewDraw(body), path).toBe(false);
  }
  const counts = Object.fromEntries([...verdicts].map(([cache, paths]) => [cache, paths.length]));
  test.info().annotations.push({ type: 'other games', description: JSON.stringify(counts) });
  console.log(`[vercel] other games' pages after the scrape: ${JSON.stringify(counts)}`);
  expect(verdicts.get('MISS') ?? [], 'pages of other games the scrape dropped from the CDN').toEqual([]);
  expect(verdicts.get('STALE') ?? [], 'pages of other games the scrape marked stale').toEqual([]);

  for (const path of showing) {
    // Invalidated, not deleted: the first visitor gets the old page while the CDN renders the new one.
    const stale = await visit(request, path);
    expect(stale.cache, path).toBe('STALE');
    await expect
      .poll(async () => showsNewDraw((await visit(request, path)).body), { message: path, timeout: 30_000 })
      .toBe(true);
    const fresh = await visit(request, path);
    expect([fresh.status, fresh.cache], path).toEqual([200, 'HIT']);
  }
});
