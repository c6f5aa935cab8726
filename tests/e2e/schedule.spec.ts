/**
 * The draw schedule (issue 16 item 3): /horarios lists every catalogue game by operator with its days and
 * 12-hour times, and home cards and game pages count down to the next draw ('Próximo sorteo en 2 h 15 min').
 */
import type { Locator, Page } from '@playwright/test';
import { slotTimeText } from '../../src/components/game-text.ts';
import { gameById, gamesOf, OPERATORS, santoDomingoSlots, type Game } from '../../src/lib/catalogue/index.ts';
import { formatCountdown } from '../../src/lib/format.ts';
import { nextDrawAt } from '../../src/lib/next-draw.ts';
import { expect, test } from './fixtures.ts';
import { homeCard, nearClockChange, usSummerTime } from './helpers.ts';

/** "8:55 p. m.": an hour 1-12, minutes, a. m. or p. m. (es-DO spacing), "del día siguiente" past midnight. */
const TWELVE_HOUR = /^(1[0-2]|[1-9]):[0-5]\d\sp?a?\.\sm\.( del día siguiente)?$/;
/** How long before the check a page may have been rendered (the page cache, a slow run). */
const RENDER_WINDOW_MIN = 15;

function game(id: string): Game {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/**
 * Checks the countdown inside `scope` against the catalogue: its instant is `game`'s next draw after some
 * moment of the last RENDER_WINDOW_MIN minutes, and its text the time left from that moment.
 */
async function expectCountdown(scope: Locator, g: Game): Promise<void> {
  const countdown = scope.locator('[data-next-draw]');
  await expect(countdown).toHaveText(/^Próximo sorteo en \d+ (min|h|h \d+ min|días?|días? \d+ h)$/);
  const at = Date.parse((await countdown.locator('time').getAttribute('datetime')) ?? '');
  const text = ((await countdown.textContent()) ?? '').replace('Próximo sorteo en ', '');
  const checkedAt = Date.now();
  const moments = Array.from({ length: RENDER_WINDOW_MIN + 1 }, (_, k) => checkedAt - k * 60_000);
  const readings = moments
    .filter((now) => nextDrawAt(g, new Date(now))?.getTime() === at)
    .map((now) => formatCountdown(at - now));
  expect(readings).toContain(text);
}

const timesOf = (page: Page, operatorId: string, gameId: string): Locator =>
  page.locator(`table[data-operator="${operatorId}"] tbody[data-game="${gameId}"] td[data-time]`);

test.describe('US draw times in Santo Domingo time (decision 078)', () => {
  test(
    '/horarios and a US game page give the Santo Domingo time of this season',
    { tag: '@responsive' },
    async ({ page }) => {
      test.skip(nearClockChange(), 'the coming week crosses a US clock change');
      // New York Noche draws at 10:30 p.m. Eastern Time: 10:30 p.m. in Santo Domingo in summer, 11:30 p.m. in winter.
      const noche = usSummerTime() ? '10:30 p. m.' : '11:30 p. m.';
      const tarde = usSummerTime() ? '2:30 p. m.' : '3:30 p. m.';
      await page.goto('/horarios');
      await expect(page.locator('#hora-de-nueva-york')).toContainText('hora de Nueva York');
      await expect(timesOf(page, 'americanas', 'new-york-noche')).toHaveText([noche]);
      await expect(timesOf(page, 'americanas', 'new-york-tarde')).toHaveText([tarde]);
      await expect(timesOf(page, 'leidsa', 'quiniela-leidsa')).toHaveText(['8:55 p. m.', '3:55 p. m.']);

      await page.goto('/new-york-noche-resultados-de-hoy');
      await expect(page.locator('#informacion')).toContainText(
        `todos los días a las ${noche} (hora de República Dominicana).`,
      );
      await expectCountdown(page.locator('#resultados-oficiales'), game('new-york-noche'));
    },
  );
});

test.describe('/horarios', () => {
  test(
    'lists every catalogue game by operator, in the site order, with 12-hour times',
    { tag: '@responsive' },
    async ({ page }) => {
      const response = await page.goto('/horarios');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Horarios de los sorteos | Gana Más');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horarios de los sorteos');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/horarios$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Días y horas de los sorteos/);
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).first();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Horarios de los sorteos');
      await expect(page.getByText('Días feriados:')).toBeVisible();

      await expect(page.locator('table[data-operator]')).toHaveCount(OPERATORS.length);
      const operatorOrder = await page
        .locator('table[data-operator]')
        .evaluateAll((tables) => tables.map((t) => t.getAttribute('data-operator')));
      expect(operatorOrder).toEqual(OPERATORS.map((o) => o.id));
      for (const operator of OPERATORS) {
        const games = gamesOf(operator.id);
        const table = page.locator(`table[data-operator="${operator.id}"]`);
        await expect(table.locator('tbody[data-game]')).toHaveCount(games.length);
        const listed = await table
          .locator('tbody[data-game]')
          .evaluateAll((rows) => rows.map((r) => r.dataset['game']));
        expect(listed).toEqual(games.map((g) => g.id));
        await expect(table.locator('tbody th a')).toHaveText(games.map((g) => g.name));
        for (const g of games) {
          const times = timesOf(page, operator.id, g.id);
          if (g.schedule.length === 0 || g.endedOn) {
            await expect(times).toHaveCount(0);
            await expect(table.locator(`tbody[data-game="${g.id}"] td[data-unknown]`)).toHaveText(
              g.endedOn ? /^Ya no se sortea/ : /^Horario no disponible/,
            );
            continue;
          }
          await expect(times).toHaveText(santoDomingoSlots(g, new Date()).map(slotTimeText));
          for (const time of await times.allTextContents()) expect(time).toMatch(TWELVE_HOUR);
        }
      }
    },
  );

  test('spells out the days and reaches every game page', async ({ page }) => {
    test.skip(nearClockChange(), 'the coming week crosses a US clock change');
    await page.goto('/horarios');
    const leidsa = page.locator('table[data-operator="leidsa"] tbody[data-game="quiniela-leidsa"] tr');
    await expect(leidsa).toHaveText(['Quiniela Leidsade lunes a sábado8:55 p. m.', 'los domingos3:55 p. m.']);
    const powerball = usSummerTime() ? '11:00 p. m.' : '12:00 a. m. del día siguiente';
    await expect(page.locator('tbody[data-game="powerball"] tr')).toHaveText([
      `PowerBalllos lunes, miércoles y sábados${powerball}`,
    ]);
    await page.locator('tbody[data-game="powerball"]').getByRole('link', { name: 'PowerBall' }).click();
    await expect(page).toHaveURL('/powerball');
  });

  test('is linked from the footer and from a game page information panel', async ({ page }) => {
    await page.goto('/powerball');
    await expect(
      page.locator('#informacion').getByRole('link', { name: 'horarios de todos los sorteos' }),
    ).toHaveAttribute('href', '/horarios');
    await page.locator('footer').getByRole('link', { name: 'Horarios de los sorteos' }).click();
    await expect(page).toHaveURL('/horarios');
  });
});

test.describe('countdown to the next draw', () => {
  test('a game page says when the next draw is, in the server HTML already', async ({ page, request }) => {
    const html = await (await request.get('/quiniela-pale-leidsa')).text();
    expect(html).toContain('Próximo sorteo en');
    await page.goto('/quiniela-pale-leidsa');
    await expectCountdown(page.locator('#resultados-oficiales'), game('quiniela-leidsa'));
  });

  test('a home card says when its next draw is', async ({ page }) => {
    await page.goto('/');
    await expectCountdown(homeCard(page, 'powerball'), game('powerball'));
    await expectCountdown(homeCard(page, 'loteria-nacional'), game('loteria-nacional'));
  });

  test('no countdown where the next draw is not known: no schedule, a suspended game', async ({ page }) => {
    for (const id of ['chance-express', 'megalotto']) {
      await page.goto(game(id).route);
      await expect(page.locator('#resultados-oficiales')).toBeVisible();
      await expect(page.locator('[data-next-draw]')).toHaveCount(0);
    }
  });
});
