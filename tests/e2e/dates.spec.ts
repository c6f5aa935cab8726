/**
 * Results by date (issue 16 items 1 and 2): the date picker, the day page `/resultados/{AAAA-MM-DD}`, the game-date
 * pages `/{game}/{AAAA-MM-DD}` with their previous/next draws, their 404s, the 302s of 'hoy' and 'ayer', and the
 * sitemaps of those pages; the numbers of 30 seeded random (game, date) pairs of the bundled year against the
 * history API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { gameById } from '../../src/lib/catalogue/index.ts';
import { addDays, dominicanDate } from '../../src/lib/dates.ts';
import { displayNumbers, type HistoryRecord } from '../../src/lib/results.ts';
import { expect, test } from './fixtures.ts';

/** The bundled year of daily feeds (decision 031): its newest day, and the year before it. */
const NEWEST_BUNDLED = '2026-10-10';
const OLDEST_BUNDLED = addDays(NEWEST_BUNDLED, -364);
const PAIRS = 30;

/** mulberry32: a small seeded generator, so the same pairs are drawn on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `<loc>` paths of a sitemap file. */
async function sitemapPaths(api: APIRequestContext, path: string): Promise<string[]> {
  const answer = await api.get(path);
  expect(answer.status(), path).toBe(200);
  return [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

/** The numbers a draw of the game-date page shows: its balls, or the values of a Billetes grid. */
async function shownNumbers(draw: Locator): Promise<string[]> {
  const balls = draw.locator('.ball');
  if ((await balls.count()) > 0) return balls.allTextContents();
  const values = await draw.getByRole('listitem').locator('p:nth-child(2)').allTextContents();
  return values.filter((v) => v !== 'NO');
}

const sorteos = (page: Page) => page.getByRole('list', { name: 'Sorteos del día' }).locator(':scope > li');

test(
  'home → date picker → day page → a game-date page → its previous draw',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/');
    const picker = page.getByLabel('Resultados por fecha');
    await expect(picker).toHaveAttribute('type', 'date');
    await expect(picker).toHaveAttribute('max', NEWEST_BUNDLED);
    await picker.fill('2026-08-21');
    await page.getByRole('button', { name: 'Ver resultados' }).click();
    await expect(page).toHaveURL(/\/resultados\/2026-08-21$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados del viernes, 21 de agosto de 2026');
    const leidsa = page.locator('section#leidsa');
    await expect(leidsa.getByRole('heading', { level: 2 })).toHaveText('Leidsa');
    await leidsa.getByRole('link', { name: /Quiniela Leidsa/ }).click();
    await expect(page).toHaveURL(/\/quiniela-pale-leidsa\/2026-08-21$/);
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Inicio', 'Leidsa', 'Quiniela Leidsa', '21/08/2026']);
    await expect(sorteos(page)).toHaveCount(1);
    await expect(sorteos(page).first().locator('.ball')).toHaveText(['33', '29', '86']);
    await page.getByRole('link', { name: /Sorteo anterior/ }).click();
    await expect(page).toHaveURL(/\/quiniela-pale-leidsa\/2026-08-20$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sorteo del 20/08/2026' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sorteo siguiente/ })).toHaveAttribute(
      'href',
      '/quiniela-pale-leidsa/2026-08-21',
    );
  },
);

test('a game-date page: title, canonical and one Event per draw, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/powerball/2026-07-11');
  await expect(page).toHaveTitle('PowerBall: resultados del sábado, 11 de julio de 2026 | Gana Más');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/powerball\/2026-07-11$/);
  await expect(sorteos(page).first().locator('.ball')).toHaveText(['08', '10', '14', '45', '59', '05']);
  const graph = (
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': Record<string, unknown>[];
    }
  )['@graph'];
  expect(graph.filter((n) => n['@type'] === 'Event')).toEqual([
    expect.objectContaining({
      startDate: '2026-07-11T23:00:00-04:00',
      url: expect.stringMatching(/\/powerball\/2026-07-11$/),
    }),
  ]);
  await context.close();
});

test(`the numbers of ${PAIRS} random (game, date) pairs of the bundled year equal the history API`, async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const random = seededRandom(20_260_821);
  const games = (await sitemapPaths(api, '/sitemap-sorteos.xml'))
    .map((path) => /^\/sitemap-sorteos\/(.+)\.xml$/.exec(path)?.[1] ?? '')
    .filter((name) => name !== 'resultados');
  const datesOf = new Map<string, string[]>();
  const pairs: [gameId: string, date: string][] = [];
  while (pairs.length < PAIRS) {
    const gameId = games[Math.floor(random() * games.length)] ?? '';
    if (!datesOf.has(gameId)) {
      const paths = await sitemapPaths(api, `/sitemap-sorteos/${gameId}.xml`);
      datesOf.set(
        gameId,
        paths.map((p) => p.slice(-10)).filter((d) => d >= OLDEST_BUNDLED && d <= NEWEST_BUNDLED),
      );
    }
    const dates = datesOf.get(gameId) ?? [];
    const date = dates[Math.floor(random() * dates.length)];
    if (date) pairs.push([gameId, date]);
  }
  expect(new Set(pairs.map(([gameId]) => gameId)).size).toBeGreaterThan(10);
  for (const [gameId, date] of pairs) {
    const game = gameById(gameId);
    if (!game) throw new Error(`unknown game ${gameId}`);
    const answer = await api.get(`/api/lottery/games/${gameId}/history?date=${date}&limit=10`);
    const records = ((await answer.json()) as HistoryRecord[]).filter((r) => r.date === date).reverse();
    expect(records.length, `${gameId} ${date}`).toBeGreaterThan(0);
    await page.goto(`${game.route}/${date}`);
    const draws = sorteos(page);
    await expect(draws, `${gameId} ${date}`).toHaveCount(records.length);
    for (const [i, record] of records.entries()) {
      const expected = displayNumbers(game, date, record.gameScores).map((n) => n.text);
      expect(await shownNumbers(draws.nth(i)), `${gameId} ${date} #${i}`).toEqual(expected);
    }
  }
});

test('a day without a draw of the game answers 404 with a link to the nearest draw (the earlier on a tie)', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect('the server responded with a status of 404');
  // PowerBall draws on Saturday 2026-07-11 and Monday 2026-07-13; Sunday is one day from both.
  const answer = await page.goto('/powerball/2026-07-12');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No hubo sorteo de PowerBall el domingo, 12 de julio de 2026',
  );
  await page.getByRole('link', { name: /Ver el sorteo más cercano/ }).click();
  await expect(page).toHaveURL(/\/powerball\/2026-07-11$/);
});

test('a scheduled draw the site lacks is never called a day without a draw; a known holiday is, with its source @responsive', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect('the server responded with a status of 404');
  // Quiniela Leidsa draws Monday to Saturday; the bundled year holds no Saturday of it (issue 34).
  await page.goto('/quiniela-pale-leidsa/2026-08-15');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gana Más no tiene el resultado de Quiniela Leidsa del sábado, 15 de agosto de 2026',
  );
  await expect(page.getByText(/No hubo sorteo/)).toHaveCount(0);
  await expect(page.getByText('Ese día había sorteo programado a las 8:55 p. m.', { exact: false })).toBeVisible();
  const main = page.locator('#contenido');
  await expect(main.getByRole('link', { name: 'Leidsa', exact: true })).toHaveAttribute(
    'href',
    'https://www.leidsa.com/',
  );
  await page.getByRole('link', { name: /Sorteo anterior que tenemos/ }).click();
  await expect(page).toHaveURL(/\/quiniela-pale-leidsa\/2026-08-14$/);
  await expect(sorteos(page)).toHaveCount(1);

  await page.goto('/quiniela-pale-leidsa/2026-04-03');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No hubo sorteo de Quiniela Leidsa el viernes, 3 de abril de 2026',
  );
  await expect(page.getByText(/Viernes Santo/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'loteriasdominicanas.com' })).toBeVisible();
});

test('a day page lists the scheduled draws the site lacks, never as not held; a day before the history says so @responsive', async ({
  page,
  consoleErrors,
}) => {
  // Saturday 2026-08-15: the bundled year has results of that day, but no Quiniela Leidsa (issue 34).
  await page.goto('/resultados/2026-08-15');
  const lacking = page.getByRole('list', { name: 'Sorteos sin resultado en Gana Más' });
  const leidsa = lacking.getByRole('link', { name: /Quiniela Leidsa/ });
  await expect(leidsa).toHaveAttribute('href', '/quiniela-pale-leidsa/2026-08-15');
  await expect(page.getByText(/No hubo sorteo/)).toHaveCount(0);

  consoleErrors.expect('the server responded with a status of 404');
  const answer = await page.goto('/resultados/2024-08-15');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gana Más no tiene resultados del jueves, 15 de agosto de 2024',
  );
  await expect(page.getByRole('list', { name: 'Sorteos sin resultado en Gana Más' }).getByRole('link')).not.toHaveCount(
    0,
  );
});

test(
  'dates outside the stored range, in the future or not on the calendar, and unknown games are 404',
  { tag: '@http' },
  async ({ api }) => {
    const tomorrow = addDays(dominicanDate(new Date()), 1);
    for (const path of [
      '/powerball/2099-01-01',
      `/powerball/${tomorrow}`,
      '/powerball/2026-02-30',
      '/powerball/11-07-2026',
      '/powerball/1989-12-31',
      '/juego-que-no-existe/2026-07-11',
      '/leidsa-resultado-loteria-de-hoy/2026-08-21',
      `/resultados/${tomorrow}`,
      '/resultados/2026-02-30',
      '/resultados/manana',
    ]) {
      expect((await api.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const beforeRange = await api.get('/quiniela-pale-leidsa/1990-01-01');
    expect(beforeRange.status()).toBe(404);
    expect(await beforeRange.text()).toContain('Gana Más no tiene el resultado de Quiniela Leidsa');
    expect(await beforeRange.text()).toContain('Sorteo siguiente que tenemos');
    const robots = (await (await api.get('/powerball/2026-07-12')).text()).match(
      /<meta name="robots" content="([^"]+)"/,
    );
    expect(robots?.[1]).toBe('noindex, nofollow');
  },
);

test(
  "'hoy', 'ayer' and the picker's ?fecha= answer 302 to the dated day page (Santo Domingo)",
  { tag: '@http' },
  async ({ api }) => {
    const today = dominicanDate(new Date());
    const location = async (path: string) => {
      const answer = await api.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      return new URL(answer.headers()['location'] ?? '', 'http://x').pathname;
    };
    expect(await location('/resultados/hoy')).toBe(`/resultados/${today}`);
    expect(await location('/resultados/ayer')).toBe(`/resultados/${addDays(today, -1)}`);
    expect(await location('/resultados?fecha=2026-08-21')).toBe('/resultados/2026-08-21');
    expect(await location('/resultados?fecha=2026-02-30')).toBe('/resultados/hoy');
  },
);

test(
  'the sitemaps of the pages by date: named by robots.txt, one file per game, every URL a 200 page',
  { tag: '@http' },
  async ({ api }) => {
    const robots = await (await api.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap-sorteos\.xml/);
    const files = await sitemapPaths(api, '/sitemap-sorteos.xml');
    expect(files).toContain('/sitemap-sorteos/resultados.xml');
    expect(files).toContain('/sitemap-sorteos/powerball.xml');
    const powerball = await sitemapPaths(api, '/sitemap-sorteos/powerball.xml');
    expect(powerball).toContain('/powerball/2026-07-11');
    expect(powerball).not.toContain('/powerball/2026-07-12');
    expect(powerball.length).toBeLessThanOrEqual(50_000);
    const days = await sitemapPaths(api, '/sitemap-sorteos/resultados.xml');
    expect(days).toContain('/resultados/2026-08-21');
    for (const path of [powerball[0], powerball.at(-1), days[0], days.at(-1)]) {
      expect((await api.get(path ?? '')).status(), path).toBe(200);
    }
  },
);
