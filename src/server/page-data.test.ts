import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { expectConsole } from '../../tests/helpers/console.ts';
import { holdLock, openTestDb } from '../../tests/helpers/test-db.ts';
import { gameById, operatorById } from '../lib/catalogue/index.ts';
import type { RouteCache } from './cache.ts';
import { gamePageData, homePageData, operatorPageData, type PageRender } from './page-data.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb({ history: true });
});
afterAll(async () => handle.close());

/** A page render whose route cache records what the page asked for. */
function fakePage() {
  const set = vi.fn();
  const page: PageRender = {
    cache: { enabled: true, set } as unknown as RouteCache,
    response: { headers: new Headers() },
  };
  return { page, set };
}
const downDb = async (): Promise<DbHandle> => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
};
const leidsa = operatorById('leidsa')!;
const powerball = gameById('powerball')!;

describe('page data when the database answers', () => {
  it('gives the home results and caches the page under the draws tag', async () => {
    const { page, set } = fakePage();
    const results = await homePageData(page, async () => handle);
    expect(results).toContainEqual(
      expect.objectContaining({ gameId: 'quiniela-leidsa', gameScores: ['33', '29', '86'] }),
    );
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ tags: ['draws'] }));
    expect(page.response.headers.get('Cache-Control')).toBeNull();
    // It reads no query string: `/?x=1` shares the entry of `/` (decision 063).
    expect(page.response.headers.get('x-cache-query')).toBe('');
  });

  it('tags an operator page and a game page with what they show', async () => {
    const operator = fakePage();
    await operatorPageData(operator.page, leidsa, async () => handle);
    expect(operator.set).toHaveBeenCalledWith(expect.objectContaining({ tags: ['operator:leidsa'] }));
    const game = fakePage();
    const records = await gamePageData(game.page, powerball, 2, async () => handle);
    expect(records?.map((r) => r.date)).toEqual(['2026-08-19', '2026-08-17']);
    expect(game.set).toHaveBeenCalledWith(expect.objectContaining({ tags: ['game:powerball', 'operator:americanas'] }));
  });
});

describe('page data when the database is down', () => {
  it.each([
    ['home', (page: PageRender) => homePageData(page, downDb)],
    ['operator', (page: PageRender) => operatorPageData(page, leidsa, downDb)],
    ['game', (page: PageRender) => gamePageData(page, powerball, 21, downDb)],
  ])('renders the %s page without data, answered no-store and never cached', async (_view, load) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page, set } = fakePage();
    expect(await load(page)).toBeUndefined();
    expect(page.response.headers.get('Cache-Control')).toBe('no-store');
    expect(set).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('database unavailable'), expect.any(Error));
    error.mockRestore();
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('page data when the connection is terminated mid-query', () => {
  it('reads again on a new connection and caches the page as usual', async () => {
    expectConsole('warn', 'lectura repetida tras perder la conexión');
    const lock = await holdLock(handle.db, 'draws');
    const { page, set } = fakePage();
    const results = homePageData(page, async () => handle);
    await lock.terminateWaiter();
    await lock.release();
    expect(await results).toContainEqual(expect.objectContaining({ gameId: 'quiniela-leidsa' }));
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ tags: ['draws'] }));
    expect(page.response.headers.get('Cache-Control')).toBeNull();
  });
});
