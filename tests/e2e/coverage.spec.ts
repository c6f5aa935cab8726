/**
 * Coverage you can see (issue 34): the game page says in one line since when its history runs and how complete it
 * is, the same figures as `GET /api/lottery/games/{id}/coverage`.
 */
import { formatLongDate } from '../../src/lib/format.ts';
import { gameCoverageSchema } from '../../src/lib/schemas/coverage.ts';
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
