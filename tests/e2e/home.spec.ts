import { expect, test } from './fixtures.ts';
import { ballsIn, homeCard, installClock } from './helpers.ts';

test.describe('home', () => {
  // The spec's 43 home games less Chance Express, which no source publishes (issue 16 item 8, decision 053).
  test('hero, quick buttons and 42 game cards', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Gana Más - Resultados de Loterías Dominicanas de Hoy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GANA MÁS');
    await expect(page.getByRole('link', { name: 'Buscar Nacional' })).toHaveAttribute(
      'href',
      '/loteria-nacional-todos-los-resultados-de-hoy',
    );
    await expect(page.getByRole('link', { name: 'Buscar Leidsa' })).toHaveAttribute(
      'href',
      '/leidsa-resultado-loteria-de-hoy',
    );
    await expect(page.getByRole('link', { name: 'Voy a tener suerte' })).toHaveAttribute(
      'href',
      '/loteria-loteka-de-hoy-resultados',
    );
    await expect(page.locator('#resultados a[data-game]')).toHaveCount(42);
    await expect(homeCard(page, 'chance-express')).toHaveCount(0);
    await expect(page.locator('#resultados [data-ad-position="between-cards"]')).toHaveCount(5);
    // The bundled draws are months old: no 'En Vivo' (decision 048), and the last update is the newest draw's.
    await expect(page.locator('header')).not.toContainText('En Vivo');
    await expect(page.locator('#resultados')).toContainText('Última actualización:');
  });

  test('cards show the latest real draws, zero-padded, with their status and how old they are', async ({ page }) => {
    await page.goto('/');
    const quiniela = homeCard(page, 'quiniela-leidsa');
    await expect(quiniela).toHaveAttribute('href', '/quiniela-pale-leidsa');
    // The badge is Leidsa's initials in its colours, from the page's one rule per operator (decision 066);
    // decorative, so the link's name starts with the game's.
    const badge = quiniela.locator('i.badge');
    await expect(badge).toHaveText('LE');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(badge).toHaveCSS('color', 'rgb(253, 224, 71)');
    await expect(quiniela).toHaveAccessibleName(/^Quiniela Leidsa /);
    await expect(quiniela).toContainText('viernes, 21 de agosto de 2026 · 8:55 p. m.');
    // The bundled draws are months old: never 'Actualizado' nor 'Hoy', but today's status of the game, and where
    // the site's data stops instead of 'Hace N días' (decision 084).
    await expect(quiniela).toContainText(
      'Nuestros datos de Quiniela Leidsa llegan hasta el viernes, 21 de agosto de 2026.',
    );
    await expect(quiniela.locator('[data-draw-status]')).toHaveText(/^(Pendiente|Retrasado)$/);
    await expect(page.locator('#resultados')).not.toContainText('Actualizado');
    await expect(ballsIn(quiniela)).toHaveText(['33', '29', '86']);

    const powerball = homeCard(page, 'powerball');
    await expect(powerball).toContainText('miércoles, 19 de agosto de 2026');
    await expect(ballsIn(powerball)).toHaveText(['61', '21', '64', '10', '58', '17']);

    // Super Kino TV draws 20 numbers: the card shows the first 6, in the order published, and how many more.
    await expect(ballsIn(homeCard(page, 'super-kino-tv'))).toHaveText(['44', '70', '23', '24', '04', '61']);
    await expect(homeCard(page, 'super-kino-tv')).toContainText('+14 números más');
    await expect(powerball).not.toContainText('números más');
    // Toca 3 digits look the same on the card as on the game page (width from the game's rule).
    await expect(ballsIn(homeCard(page, 'toca-3'))).toHaveText(['5', '7', '6']);
    // Every home card has data: Chance Express, which had none, is off the grid (decision 053).
    await expect(page.locator('#resultados')).not.toContainText('Próximamente');
  });

  test('every card keeps its numbers on one row and its name clear of its status, at every breakpoint', async ({
    page,
  }) => {
    await page.goto('/');
    for (const width of [360, 640, 768, 1024, 1280, 1366, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      const crowded = await page.locator('#resultados a[data-game]').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const game = (card as HTMLElement).dataset.game;
          const balls = [...card.querySelectorAll('ul[aria-label="Números ganadores"] > li')];
          const rows = new Set(balls.map((ball) => Math.round(ball.getBoundingClientRect().top)));
          const name = card.querySelector('h3');
          const status = card.querySelector('[data-draw-status]')?.getBoundingClientRect();
          const words = document.createRange();
          if (name) words.selectNodeContents(name);
          const touches = [...words.getClientRects()].some(
            (line) => status && line.right > status.left && line.top < status.bottom && line.bottom > status.top,
          );
          return [
            ...(rows.size > 1 ? [`${game}: ${rows.size} rows`] : []),
            ...(touches ? [`${game}: name under its status`] : []),
          ];
        }),
      );
      expect(crowded, `at ${width} px`).toEqual([]);
    }
  });

  test('marketing claims, five FAQ questions and the footer', async ({ page }) => {
    await page.goto('/');
    for (const claim of ['46 loterías', '300,000+ usuarios mensuales', '99.9% de precisión']) {
      await expect(page.getByRole('heading', { name: claim })).toBeVisible();
    }
    await expect(page.locator('details')).toHaveCount(5);
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Gana Más`);
    await expect(page.locator('footer')).toContainText('solo de referencia');
  });

  test('metadata: canonical, robots, Open Graph and FAQ structured data', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-DO');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow, max-image-preview:large',
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_DO');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const types = jsonLd['@graph'].map((node) => node['@type']);
    expect(types).toEqual(['WebSite', 'Organization', 'FAQPage']);
  });

  test('the island refreshes every 5 minutes from the home route, matching cards by game id', async ({
    page,
    consoleErrors,
  }) => {
    await installClock(page, consoleErrors);
    await page.goto('/');
    await expect(ballsIn(homeCard(page, 'quiniela-leidsa'))).toHaveText(['33', '29', '86']);
    const calls: string[] = [];
    await page.route('**/api/lottery/**', async (route) => {
      const url = new URL(route.request().url());
      calls.push(`${url.pathname}${url.search}`);
      const response = await route.fetch();
      const body = (await response.json()) as { gameId: string; gameScores: unknown[] }[];
      for (const r of body) if (r.gameId === 'quiniela-leidsa') r.gameScores = ['01', '02', '03'];
      return route.fulfill({
        response,
        json: body.filter((r) => !['quiniela-loteka', 'mega-chances'].includes(r.gameId)),
      });
    });
    // The grid hydrates when a visitor reaches for it (client:intent, decision 088) and refreshes every 5 minutes
    // after its effects have run: each try moves the clock another 5 minutes.
    await homeCard(page, 'quiniela-leidsa').hover();
    await expect(async () => {
      await page.clock.runFor(300_000);
      await expect(ballsIn(homeCard(page, 'quiniela-leidsa'))).toHaveText(['01', '02', '03'], { timeout: 1_000 });
    }).toPass();
    await expect(homeCard(page, 'quiniela-loteka')).toContainText('Servicio limitado');
    await expect(homeCard(page, 'mega-chances')).toContainText('Próximamente');
    expect([...new Set(calls)]).toEqual(['/api/lottery/home']);
  });
});
