/**
 * Coverage you can see (issue 34): the game page says in one line since when its history runs and how complete it
 * is, the same figures as `GET /api/lottery/games/{id}/coverage`.
 */
import { formatLongDate } from '../../src/lib/format.ts';
import { backfillStatusSchema, gameCoverageSchema } from '../../src/lib/schemas/coverage.ts';
import { expect, test } from './fixtures.ts';

test('a game page states since when its history runs and how complete it is, as the coverage API counts @responsive', async ({
  page,
  api,
}) => {
  const answer = await api.get('/api/lottery/games/quiniela-leidsa/coverage');
  expect(answer.status()).toBe(200);
  const coverage = gameCoverageSchema.parse(await answer.json());
  expect(coverage.missing).toBeGreaterThan(0);
  await page.goto('/quiniela-pale-leidsa');
  const line = page.locator('#historial [data-coverage]');
  await expect(line).toContainText(`Historial desde el ${formatLongDate(coverage.from ?? '')}`);
  await expect(line).toContainText(`${coverage.stored} de ${coverage.scheduled} sorteos programados`);
  const percent = Math.floor((100 * coverage.stored) / coverage.scheduled);
  await expect(line).toContainText(`${percent} % completo`);
});

test("the admin sees every game's coverage, the least complete first, as the API counts @responsive", async ({
  adminPage: page,
  isMobile,
}) => {
  await page.goto('/admin');
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Cobertura del historial' })
    .click();
  await expect(page).toHaveURL(/\/admin\/coverage$/);
  const table = page.getByRole('table', { name: 'Cobertura por juego' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = gameCoverageSchema.array().parse(await (await page.request.get('/api/admin/coverage')).json());
  await expect(rows).toHaveCount(all.length);
  const leidsa = all.find((c) => c.gameId === 'quiniela-leidsa');
  await expect(table.getByRole('row', { name: /Quiniela Leidsa/ }).first()).toContainText(
    `${leidsa?.stored} de ${leidsa?.scheduled}`,
  );
  const percents = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number.parseInt((tr as HTMLTableRowElement).cells[2]?.textContent ?? '', 10)),
  );
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
});

test("the admin sees the backfill's progress below the coverage, as its API answers", async ({ adminPage: page }) => {
  const status = backfillStatusSchema.parse(await (await page.request.get('/api/admin/coverage/backfill')).json());
  await page.goto('/admin/coverage');
  const panel = page.getByRole('region', { name: 'Relleno del historial' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('definition').first()).toHaveText(
    status.requestsPerRun === 0 ? 'Desactivado' : String(status.requestsPerRun),
  );
  await expect(panel).toContainText(`Peticiones en las últimas 24 h${status.requestsLast24h}`);
  await expect(panel).toContainText(`Sorteos guardados por el relleno${status.stored}`);
  const table = panel.getByRole('table', { name: 'Relleno por fuente' });
  if (status.sources.length === 0) await expect(panel).toContainText('Todavía no se ha pedido ningún día.');
  else await expect(table.locator('tbody tr')).toHaveCount(status.sources.length);
});
