import { expect, test } from './fixtures.ts';
import { ballsIn, historyRows, homeCard, nearClockChange, usSummerTime } from './helpers.ts';

test.describe('game page (/powerball)', () => {
  test('hero, breadcrumb and the latest draw', async ({ page }) => {
    await page.goto('/powerball');
    // The newest draw is not of today: the catalogue's 'Resultados de hoy' becomes 'Últimos resultados' (decision 048).
    await expect(page).toHaveTitle('PowerBall - Últimos resultados | Gana Más');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PowerBall');
    await expect(page.getByText('Últimos resultados', { exact: true })).toBeVisible();
    await expect(page.getByText('Sorteo más reciente: miércoles, 19 de agosto de 2026')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Inicio', 'Loterías Americanas', 'PowerBall']);
    const latest = page.locator('#resultados-oficiales');
    // The newest draw is the bundled feed's, which data.ny.gov's export lacked (decision 084).
    await expect(latest).toContainText('miércoles, 19 de agosto de 2026 · 11:00 p. m.');
    await expect(latest).toContainText(/11:00 p\. m\. · Hace \d+ días/);
    await expect(latest.locator('[data-draw-status]')).toHaveText(/^(Pendiente|Retrasado|No hay sorteo hoy)$/);
    await expect(ballsIn(latest)).toHaveText(['61', '21', '64', '10', '58', '17Powerball']);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const event = jsonLd['@graph'].find((n) => n['@type'] === 'Event');
    expect(event?.['startDate']).toBe('2026-08-19T23:00:00-04:00');
  });

  test("history shows 20 records and 'Cargar más resultados' adds 20 more", async ({ page, request }) => {
    const all = (await (await request.get('/api/lottery/history/PowerBall?limit=1000')).json()) as { date: string }[];
    expect(all).toHaveLength(1000);
    const historyCalls: string[] = [];
    page.on('request', (r) => {
      // Not the live page script's read of the latest result (`?limit=1`, decision 088).
      if (r.url().includes('/history') && !r.url().endsWith('?limit=1')) historyCalls.push(new URL(r.url()).search);
    });
    await page.goto('/powerball');
    const rows = historyRows(page);
    await expect(rows).toHaveCount(20);
    // The island hydrates when its button nears the viewport (decision 064), as a visitor reaching it does.
    await page.getByRole('button', { name: 'Cargar más resultados' }).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[component-url*="HistoryPanel"]')).not.toHaveAttribute('ssr');
    // A page the cache served over a minute after rendering refreshes its stale first page once, at hydration;
    // a fresh one asks nothing. Either way, nothing but the first page before any click.
    await page
      .waitForResponse((r) => r.url().includes('/history') && r.url().includes('offset=0'), { timeout: 2_000 })
      .catch(() => null);
    expect(historyCalls.splice(0).filter((call) => !call.endsWith('offset=0'))).toEqual([]);
    // The newest two are the bundled feed's, in the order it published them (decision 084).
    await expect(ballsIn(rows.nth(0))).toHaveText(['61', '21', '64', '10', '58', '17']);
    await expect(ballsIn(rows.nth(1))).toHaveText(['15', '08', '65', '49', '25', '22']);
    const more = page.getByRole('button', { name: 'Cargar más resultados' });
    await more.click();
    await expect(rows).toHaveCount(40);
    await expect(rows.nth(20).locator('time')).toHaveAttribute('datetime', all[20]!.date);
    await more.click();
    await expect(rows).toHaveCount(60);
    // The server's first 20 are not downloaded again: only the two pages asked for.
    expect(historyCalls).toEqual(['?limit=20&offset=20', '?limit=20&offset=40']);
  });

  test('information panel with the draw days and number format', async ({ page }) => {
    test.skip(nearClockChange(), 'the coming week crosses a US clock change');
    await page.goto('/powerball');
    const info = page.locator('#informacion');
    await expect(info.getByRole('heading', { name: 'Información Completa' })).toBeVisible();
    // 23:00 Eastern Time: the same hour in Santo Domingo in summer, past its midnight in winter (decision 078).
    const time = usSummerTime() ? '11:00 p. m.' : '12:00 a. m. del día siguiente';
    await expect(info).toContainText(`los lunes, miércoles y sábados a las ${time} (hora de República Dominicana).`);
    await expect(info).toContainText('Cada sorteo publica 5 números del 1 al 69 y 1 Powerball del 1 al 26.');
  });

  test('a failed load of more history shows the error state and Reintentar loads it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect('the server responded with a status of 500');
    await page.route('**/api/lottery/games/*/history**', (route) =>
      route.request().url().includes('offset=20') ? route.fulfill({ status: 500, body: 'fallo' }) : route.fallback(),
    );
    await page.goto('/powerball');
    await page.getByRole('button', { name: 'Cargar más resultados' }).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[component-url*="HistoryPanel"]')).not.toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Cargar más resultados' }).click();
    const history = page.locator('#historial');
    await expect(history.getByRole('heading', { name: 'Error cargando resultados' })).toBeVisible({ timeout: 15_000 });
    await expect(history).toContainText('No se pudieron cargar los resultados. Intentando nuevamente...');
    await page.unroute('**/api/lottery/games/*/history**');
    await history.getByRole('button', { name: 'Reintentar' }).click();
    await expect(historyRows(page)).toHaveCount(40);
  });
});

test.describe('dedicated views and empty states', () => {
  test('Mega Lotto labels Extra Lotto and PowerLotto', async ({ page }) => {
    await page.goto('/mega-lotto-de-loteka-megalotto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mega Lotto');
    await expect(ballsIn(page.locator('#resultados-oficiales'))).toHaveText([
      '38',
      '04',
      '21',
      '29',
      '02',
      '31',
      '05Extra Lotto',
      '03PowerLotto',
    ]);
  });

  test('Repartidera shows one winning number, its hour and the past results', async ({ page }) => {
    await page.goto('/repartidera-de-mega-chance-resultados-loteka');
    const latest = page.locator('#resultados-oficiales');
    await expect(ballsIn(latest)).toHaveText(['39']);
    await expect(latest).toContainText('Sorteo de las 7:55 p. m.');
    await expect(latest.getByRole('list', { name: 'Resultados anteriores' }).getByRole('listitem')).toHaveText([
      '20/08/202686',
      '19/08/202619',
      '18/08/202669',
      '17/08/202619',
      '16/08/202692',
      '15/08/202686',
      '14/08/202683',
      '13/08/202682',
      '12/08/202652',
      '11/08/202694',
    ]);
  });

  test('Toca 3 shows single digits and Mega Chances five numbers', async ({ page }) => {
    await page.goto('/toca-3-loteka-resultados');
    await expect(ballsIn(page.locator('#resultados-oficiales'))).toHaveText(['5', '7', '6']);
    await page.goto('/mega-chances-loteka');
    await expect(ballsIn(page.locator('#resultados-oficiales'))).toHaveText(['30', '94', '20', '04', '43']);
  });

  test('a game no source publishes says why and links its official results', async ({ page }) => {
    await page.goto('/chance-express-resultados-de-hoy-loteka');
    const latest = page.locator('#resultados-oficiales');
    await expect(latest.getByRole('heading', { name: 'Sin resultados en Gana Más' })).toBeVisible();
    await expect(latest).toContainText('Loteka publica los sorteos de Chance Express solo en su propio sitio');
    await expect(latest.getByRole('link', { name: 'Ver los resultados oficiales en Loteka' })).toHaveAttribute(
      'href',
      'https://loteka.com.do/',
    );
    await expect(page.getByText('Construyendo historial')).toHaveCount(0);
  });
});

test.describe('games filled from the bundled feed (decision 084)', { tag: '@responsive' }, () => {
  test('Fantasy 5, once without a source, shows its real draws and where its data stops', async ({ page }) => {
    await page.goto('/florida-fantasy-5');
    const latest = page.locator('#resultados-oficiales');
    await expect(latest).toContainText('viernes, 21 de agosto de 2026 · 11:15 p. m.');
    await expect(ballsIn(latest)).toHaveCount(5);
    await expect(latest).not.toContainText('Sin resultados en Gana Más');
    // The bundle ends in August 2026 and the suite runs on the real clock (2026-11-25 or later).
    await expect(latest).toContainText('Nuestros datos de Fantasy 5 llegan hasta el viernes, 21 de agosto de 2026.');
    await expect(historyRows(page)).toHaveCount(20);
  });

  test('a stale card says where its data stops; an ended game with its last draw does not', async ({ page }) => {
    await page.goto('/');
    const powerball = homeCard(page, 'powerball');
    await expect(powerball).toContainText(
      'Nuestros datos de PowerBall llegan hasta el miércoles, 19 de agosto de 2026.',
    );
    await expect(powerball).not.toContainText(/Hace \d+ días/);
    const cash4Life = homeCard(page, 'cash-4-life');
    await expect(cash4Life).toContainText('sábado, 21 de febrero de 2026');
    await expect(cash4Life).not.toContainText('Nuestros datos');
  });
});

test('the Gana Más game page is also its landing: intro, quick links, tips and FAQ', async ({ page, api }) => {
  await page.goto('/loteria-gana-mas-resultados');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gana Más');
  await expect(page.getByText(/Se celebra todos los días a las 2:30 p\. m\./)).toBeVisible();
  await expect(page.locator('#resultados-oficiales')).toBeVisible();
  const links = page.getByRole('region', { name: 'Enlaces rápidos de Gana Más' }).getByRole('link');
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')))
    expect([href, (await api.get(href)).status()]).toEqual([href, 200]);
  await expect(page.getByRole('region', { name: 'Consejos para jugar Gana Más' }).getByRole('listitem')).toHaveCount(4);
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes sobre Gana Más' });
  await faq.getByText('¿A qué hora es el sorteo de Gana Más?').click();
  await expect(faq).toContainText('El sorteo de Gana Más se celebra todos los días a las 2:30 p. m.');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': { '@type': string; mainEntity?: unknown[] }[];
  };
  expect(jsonLd['@graph'].find((n) => n['@type'] === 'FAQPage')?.mainEntity).toHaveLength(4);
});
