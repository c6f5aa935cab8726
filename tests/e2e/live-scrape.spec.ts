import { siteCompaniesUrl } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { dominicanDate } from '../../src/lib/dates.ts';
import { formatInstant } from '../../src/lib/format.ts';
import { startFakePushService, type FakePushService } from '../fakes/push-service.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ballsIn, E2E_CRON_SECRET, homeCard } from './helpers.ts';

const FAKE_SOURCES = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4411) + 2}`;

/** A page opened and left alone: the scripts it requested, and the Cache-Control of each of its result API reads. */
interface Untouched {
  page: Page;
  scripts: string[];
  apiReads: Promise<string | undefined>[];
}

/**
 * Opens `path` in a new page of `page`'s context (its clock too) and records the scripts it requests and the
 * Cache-Control of its result API reads.
 */
async function openUntouched(page: Page, path: string): Promise<Untouched> {
  const opened = await page.context().newPage();
  const scripts: string[] = [];
  const apiReads: Promise<string | undefined>[] = [];
  opened.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    if (new URL(r.url()).pathname.startsWith('/api/lottery/'))
      apiReads.push(r.allHeaders().then((headers) => headers['cache-control']));
  });
  await opened.goto(path);
  // A reload would drop this mark.
  await opened.evaluate(() => Object.assign(window, { openedOnce: true }));
  return { page: opened, scripts, apiReads };
}

/**
 * Checks that `opened` was never reloaded, no island of it hydrated (Astro drops `ssr` when one does) and none of
 * its islands' React code (components and the renderer named in the HTML) was requested.
 */
async function expectNoReactNorReload({ page: opened, scripts, apiReads }: Untouched) {
  expect(await opened.evaluate(() => 'openedOnce' in window)).toBe(true);
  // Each read of the live script revalidates: the browser never reuses an answer within its 30 s max-age.
  expect(apiReads.length).toBeGreaterThan(0);
  for (const cacheControl of await Promise.all(apiReads)) expect(cacheControl).toMatch(/no-cache|max-age=0/);
  await expect(opened.locator('astro-island:not([ssr])')).toHaveCount(0);
  const react = await opened
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')]),
    );
  expect(react).toContainEqual(expect.stringMatching(/^\/_astro\/LatestResult\.|^\/_astro\/HomeGrid\./));
  expect(scripts.filter((url) => react.includes(url))).toEqual([]);
  // The live script itself did load (decision 088).
  expect(scripts.some((url) => url.includes('LiveRegion'))).toBe(true);
}

/**
 * A scrape through /api/cron/scrape (as Vercel Cron and the local scheduler call it) against local fake
 * sources: Leidsa's API answers with new draws, every other source is down. The cached pages must show the
 * new draws right after the scrape, and the failing sources must not empty anything.
 */
test.describe.configure({ mode: 'serial' });

/** Where the live server's alerts go (decision 059): a subscriber of Quiniela Leidsa is made in the second test. */
let pushService: FakePushService;
test.beforeAll(async ({ request }) => {
  const { publicKey } = (await (await request.get('/api/push/public-key')).json()) as { publicKey: string };
  pushService = await startFakePushService(publicKey);
});
test.afterAll(() => pushService.close());

test('a scrape that stores new draws invalidates the cached pages', async ({ page, request }) => {
  const first = await page.goto('/quiniela-pale-leidsa');
  expect(first?.headers()['x-astro-cache']).toBe('MISS');
  await expect(ballsIn(page.getByRole('region', { name: 'Resultados Oficiales' }))).toHaveText(['33', '29', '86']);
  const cached = await page.reload();
  expect(cached?.headers()['x-astro-cache']).toBe('HIT');

  const refused = await request.get('/api/cron/scrape');
  expect(refused.status()).toBe(401);
  const scrape = await request.get('/api/cron/scrape', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(scrape.status()).toBe(200);
  const report = (await scrape.json()) as {
    ran: { scraper: string; status: string; created: number; error: string | null }[];
    changedGameIds: string[];
  };
  expect(report.ran).toContainEqual({
    scraper: 'Loterías Dominicanas Leidsa',
    status: 'ok',
    created: 6,
    updated: 0,
    rejected: 0,
    error: null,
  });
  expect(report.ran.filter((r) => r.status === 'error').every((r) => r.error === 'HTTP 503 Service Unavailable')).toBe(
    true,
  );
  expect(report.changedGameIds).toContain('quiniela-leidsa');

  const fresh = await page.goto('/quiniela-pale-leidsa');
  expect(fresh?.headers()['x-astro-cache']).toBe('MISS');
  const latest = page.getByRole('region', { name: 'Resultados Oficiales' });
  await expect(latest).toContainText('viernes, 9 de octubre de 2026');
  await expect(ballsIn(latest)).toHaveText(['68', '65', '59']);

  await page.goto('/');
  await expect(homeCard(page, 'quiniela-leidsa')).toContainText('viernes, 9 de octubre de 2026');
  await expect(homeCard(page, 'powerball')).toContainText('miércoles, 19 de agosto de 2026');
});

test("today's draw goes from waiting to 'En curso' to published on the home card, without a reload", async ({
  adminPage: page,
}) => {
  const stage = async (name: string) =>
    expect((await page.request.post(`${FAKE_SOURCES}/stage/${name}`)).ok()).toBe(true);
  await stage('none');
  const created = await page.request.post('/api/admin/scrapers', {
    data: {
      name: 'Leidsa por etapas',
      url: siteCompaniesUrl('leidsa', `${FAKE_SOURCES}/staged/dominicana`),
      frequency: 3600,
      config: { adapter: 'loteriasdominicanas-api' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const run = async () => {
    const answer = await page.request.post(`/api/admin/scrapers/${id}/run`, { data: {} });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { summary: { created: number; incomplete: unknown[] } }).summary;
  };

  // Each try jumps the clock 5 minutes (the home refresh), in seconds of real time, within the API's 30 s max-age;
  // routing turns the browser's HTTP cache off, as a real 5-minute wait would.
  await page.route('**/api/lottery/**', (route) => route.continue());
  // The browser's clock starts now, but no later than 23:30 in Santo Domingo: the jumps must not carry it into the
  // next day, where the server's today is yesterday ('Ayer'). A clock behind the render's time would not hydrate the
  // grid (decision 033): the pointer over the card does.
  const lastSafeStart = Date.parse(`${dominicanDate(new Date())}T23:30:00-04:00`);
  await page.clock.install({ time: Math.min(Date.now(), lastSafeStart) });
  await page.goto('/');
  const card = homeCard(page, 'quiniela-leidsa');
  await card.hover();
  const firstCard = page.locator('#resultados a[data-game]').first();
  // Another game's draw is the newest until today's Quiniela Leidsa comes out.
  await expect(firstCard).not.toHaveAttribute('data-game', 'quiniela-leidsa');
  const status = card.locator('[data-draw-status]');
  // Before today's draw is seen: 'Pendiente' until 20:55 in Santo Domingo, 'Retrasado' after it.
  await expect(status).toHaveAttribute('data-draw-status', /^(pending|delayed)$/);
  // Its shown result is the seed's, months old: today's draw is not announced over it (issue 31 item 11).
  await expect(card).not.toContainText('Sorteo de hoy');
  // The game page and a second home that nobody touches: the live script keeps them up to date, without React and
  // without a reload (decision 088).
  const game = await openUntouched(page, '/quiniela-pale-leidsa');
  const gameLatest = game.page.getByRole('region', { name: 'Resultados Oficiales' });
  const gameStatus = gameLatest.locator('[data-draw-status]');
  await expect(gameStatus).toHaveAttribute('data-draw-status', /^(pending|delayed)$/);
  await expect(ballsIn(gameLatest)).toHaveText(['68', '65', '59']);
  const home = await openUntouched(page, '/');
  const quietCard = homeCard(home.page, 'quiniela-leidsa');
  await expect(quietCard.locator('[data-draw-status]')).toHaveAttribute('data-draw-status', /^(pending|delayed)$/);

  const subscriber = pushService.subscribe();
  const subscribed = await page.request.post('/api/push/subscriptions', {
    data: { ...subscriber, gameIds: ['quiniela-leidsa'] },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  await stage('in-progress');
  expect(await run()).toMatchObject({
    created: 0,
    incomplete: [expect.objectContaining({ gameId: 'quiniela-leidsa' })],
  });
  await expect(async () => {
    await page.clock.fastForward('05:01');
    await expect(status).toHaveAttribute('data-draw-status', 'in_progress', { timeout: 1_000 });
  }).toPass();
  await expect(status).toHaveText('En curso');
  await expect(ballsIn(card)).toHaveText(['68', '65', '59']);
  // The partial row is no result: the pages nobody touched say 'En curso' over the last stored draw.
  await expect(async () => {
    await page.clock.fastForward('05:01');
    await expect(gameStatus).toHaveText('En curso', { timeout: 1_000 });
    await expect(quietCard.locator('[data-draw-status]')).toHaveText('En curso', { timeout: 1_000 });
  }).toPass();
  await expect(ballsIn(gameLatest)).toHaveText(['68', '65', '59']);
  await expect(quietCard.locator('[data-draw-status]')).toHaveText('En curso');
  await expect(ballsIn(quietCard)).toHaveText(['68', '65', '59']);

  // A draw still being drawn is no news.
  expect(pushService.received).toEqual([]);

  await stage('complete');
  // The run queues the alert; the server's sender (every 5 s, apart from the run) sends it (decision 074).
  expect(await run()).toMatchObject({ created: 1, incomplete: [], push: { queued: 1 } });
  const today = dominicanDate(new Date());
  await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
  expect(pushService.refused).toEqual([]);
  expect(pushService.received).toEqual([
    {
      endpoint: subscriber.endpoint,
      ttl: 43_200,
      payload: {
        title: 'Quiniela Leidsa',
        body: expect.stringMatching(/^\S+ \d\d\/\d\d\/\d{4} · 05 - 75 - 59$/),
        url: `/quiniela-pale-leidsa/${today}`,
        tag: 'quiniela-leidsa',
      },
    },
  ]);
  await expect(async () => {
    await page.clock.fastForward('05:01');
    await expect(status).toHaveAttribute('data-draw-status', 'published', { timeout: 1_000 });
  }).toPass();
  await expect(ballsIn(card)).toHaveText(['05', '75', '59']);
  // The newest draw of all, of today: its card moves first as the island refreshes (decision 051), chipped 'Hoy'.
  await expect(card.locator('[data-day-chip]')).toHaveText('Hoy');
  await expect(firstCard).toHaveAttribute('data-game', 'quiniela-leidsa');
  // The untouched pages show it too, with the draw's date as today.
  await expect(async () => {
    await page.clock.fastForward('05:01');
    await expect(gameStatus).toHaveAttribute('data-draw-status', 'published', { timeout: 1_000 });
    await expect(quietCard.locator('[data-draw-status]')).toHaveAttribute('data-draw-status', 'published', {
      timeout: 1_000,
    });
  }).toPass();
  await expect(ballsIn(gameLatest)).toHaveText(['05', '75', '59']);
  await expect(gameLatest.locator('.when-rel')).toHaveText(' · Hoy');
  await expect(quietCard.locator('[data-draw-status]')).toHaveAttribute('data-draw-status', 'published');
  await expect(ballsIn(quietCard)).toHaveText(['05', '75', '59']);
  await expect(quietCard.locator('[data-day-chip]')).toHaveText('Hoy');
  await expect(home.page.locator('#resultados a[data-game]').first()).toHaveAttribute('data-game', 'quiniela-leidsa');
  await expectNoReactNorReload(game);
  await expectNoReactNorReload(home);
  await game.page.close();
  await home.page.close();

  // A draw of today just stored by a healthy source: the pages say 'Resultados de hoy' and the header 'En Vivo',
  // linked to its explanation (decision 048).
  for (const path of ['/', '/leidsa-resultado-loteria-de-hoy', '/quiniela-pale-leidsa']) {
    await page.goto(path);
    const live = page.getByRole('banner').getByRole('link', { name: 'En Vivo' });
    await expect(live).toBeVisible();
    await expect(live).toHaveAttribute('href', '/preguntas-frecuentes#en-vivo');
    await expect(
      page.getByText(path === '/quiniela-pale-leidsa' ? 'Quiniela Palé de hoy' : 'Resultados de hoy', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Sorteo más reciente');
  }
  // The server orders the same way.
  await page.goto('/');
  await expect(firstCard).toHaveAttribute('data-game', 'quiniela-leidsa');
  await expect(card.locator('[data-day-chip]')).toHaveText('Hoy');

  const deleted = await page.request.delete(`/api/admin/scrapers/${id}`, { data: {} });
  expect(deleted.ok(), await deleted.text()).toBe(true);
});

test('a second source disagreeing puts the draw under review; the admin publishes the value they checked', async ({
  adminPage: page,
}) => {
  const created = await page.request.post('/api/admin/scrapers', {
    data: {
      name: 'Feed de otra fuente',
      url: `${FAKE_SOURCES}/staged-feed.json`,
      frequency: 3600,
      config: { adapter: 'loteriasdominicanas-feed' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const run = await page.request.post(`/api/admin/scrapers/${id}/run`, { data: {} });
  const { summary } = (await run.json()) as { summary: { disagreements: { gameId: string }[] } };
  expect(summary.disagreements.map((d) => d.gameId)).toEqual(['quiniela-leidsa']);
  // Under review now: nobody hears about the other source's numbers.
  expect(pushService.received).toHaveLength(1);

  await page.goto('/');
  const card = homeCard(page, 'quiniela-leidsa');
  await expect(card.locator('[data-draw-status]')).toHaveText('En revisión');
  await expect(ballsIn(card)).toHaveText(['05', '75', '59']);

  await page.goto('/admin/scrapers');
  const reviews = page.getByRole('region', { name: 'Sorteos en revisión (1)' });
  await expect(reviews).toContainText('Publicado: 05-75-59 (loteriasdominicanas-api)');
  await expect(reviews).toContainText('Otra fuente (loteriasdominicanas-feed): 05-75-58');
  await reviews.getByRole('button', { name: 'Publicar 05-75-58' }).click();
  await expect(page.getByText('Revisión resuelta')).toBeVisible();
  await expect(reviews).toHaveCount(0);

  // The subscriber heard 05 75 59: a correction replaces that notification (same tag), never a second new result.
  await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(2);
  expect(pushService.received[1]?.payload).toEqual({
    title: 'Corrección: Quiniela Leidsa',
    body: expect.stringMatching(/^\S+ \d\d\/\d\d\/\d{4} · 05 - 75 - 58$/),
    url: `/quiniela-pale-leidsa/${dominicanDate(new Date())}`,
    tag: 'quiniela-leidsa',
  });

  await page.goto('/');
  await expect(card.locator('[data-draw-status]')).toHaveAttribute('data-draw-status', 'published');
  await expect(ballsIn(card)).toHaveText(['05', '75', '58']);
  const deleted = await page.request.delete(`/api/admin/scrapers/${id}`, { data: {} });
  expect(deleted.ok()).toBe(true);
});

test('a draw stored minutes after it was drawn says when Gana Más published it, and the dashboard times it', async ({
  adminPage: page,
}) => {
  const created = await page.request.post('/api/admin/scrapers', {
    data: {
      name: 'Anguila reciente',
      url: siteCompaniesUrl('anguila', `${FAKE_SOURCES}/recent/dominicana`),
      frequency: 3600,
      config: { adapter: 'loteriasdominicanas-api' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const before = new Date();
  const run = await page.request.post(`/api/admin/scrapers/${id}/run`, { data: {} });
  const after = new Date();
  const { summary } = (await run.json()) as { summary: { created: number; rejected: unknown[] } };
  expect(summary.rejected).toEqual([]);
  expect(summary.created).toBeGreaterThanOrEqual(8);

  // Anguila Mañana (10:00 a. m.), drawn today or yesterday, stored just now.
  await page.goto('/anguila-manana');
  const published = page.getByRole('region', { name: 'Resultados Oficiales' }).locator('[data-published-at]');
  await expect(published).toHaveText(/^Publicado por Gana Más a las \d{1,2}:\d\d [ap]\. m\.$/);
  expect([formatInstant(before, 'time'), formatInstant(after, 'time')]).toContain(
    await published.locator('time').textContent(),
  );

  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Tiempo hasta el resultado por fuente' });
  await expect(table.getByRole('row', { name: /^Gana Más \(guardado\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^loteriasdominicanas-api/ })).toBeVisible();

  const deleted = await page.request.delete(`/api/admin/scrapers/${id}`, { data: {} });
  expect(deleted.ok()).toBe(true);
});
