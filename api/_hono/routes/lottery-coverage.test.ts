/**
 * `GET /api/lottery/games/{gameId}/coverage` on the bundled year: per month, the draws the schedule called for,
 * stored and missing, checked against the history route and the catalogue's schedule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCoverageSchema, type GameCoverage } from '../../../src/lib/schemas/coverage.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { coverageOfAllGames } from '../../../src/server/services/coverage.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ history: true });
let lottery: ReturnType<typeof clientOf>['lottery'];
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));

beforeAll(() => {
  lottery = clientOf(createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch })).lottery;
});

async function coverageOf(gameId: string): Promise<GameCoverage> {
  const response = await lottery.games[':gameId'].coverage.$get({ param: { gameId } });
  expect(response.status).toBe(200);
  return gameCoverageSchema.parse(await response.json());
}

describe('GET /api/lottery/games/:gameId/coverage', () => {
  it('Quiniela Leidsa: each month counts its stored draws and the days of its daily schedule, Good Friday left out', async () => {
    const coverage = await coverageOf('quiniela-leidsa');
    const history = await (
      await lottery.games[':gameId'].history.$get({ param: { gameId: 'quiniela-leidsa' }, query: { limit: '1000' } })
    ).json();
    expect(coverage.from).toBe(history.at(-1)?.date);
    const august = coverage.months.find((m) => m.month === '2026-08');
    expect(august?.stored).toBe(history.filter((d) => d.date.startsWith('2026-08')).length);
    const april = coverage.months.find((m) => m.month === '2026-04');
    expect(april?.scheduled).toBe(29);
    // The bundled year has no Saturday of it (issue 34): every month lacks some.
    expect(august?.missing).toBeGreaterThan(0);
    expect(coverage.stored).toBe(coverage.months.reduce((n, m) => n + m.stored, 0));
    expect(coverage.missing).toBe(coverage.months.reduce((n, m) => n + Math.max(0, m.scheduled - m.stored), 0));
  });

  it('a discontinued game is counted to its last draw date', async () => {
    const coverage = await coverageOf('cash-4-life');
    expect(coverage.to).toBe('2026-02-21');
    expect(coverage.months.at(-1)?.month).toBe('2026-02');
  });

  it('an unknown game is 404 in the error shape', async () => {
    const response = await lottery.games[':gameId'].coverage.$get({ param: { gameId: 'no-existe' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('every sourced game, the least complete first', async () => {
    const all = await coverageOfAllGames(systemContext(handle.db));
    const ratio = (c: GameCoverage) => (c.scheduled > 0 ? c.stored / c.scheduled : 1);
    expect(all.length).toBeGreaterThan(50);
    for (let i = 1; i < all.length; i++) expect(ratio(all[i - 1]!)).toBeLessThanOrEqual(ratio(all[i]!));
  });
});
