import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameHistoryQuery, homeQuery, operatorQuery } from './queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with one answer and returns the mock, to see which URL and headers the island sent. */
function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('island queries call the id routes', () => {
  it.each([
    ['home', (client: QueryClient) => client.query(homeQuery()), '/api/lottery/home'],
    ['operator', (client: QueryClient) => client.query(operatorQuery('leidsa')), '/api/lottery/operators/leidsa'],
    [
      'game history',
      (client: QueryClient) => client.query(gameHistoryQuery('toca-3', 1000)),
      '/api/lottery/games/toca-3/history?limit=1000',
    ],
  ])('%s', async (_name, load, url) => {
    const fetch = answer(200, JSON.stringify([{ gameId: 'x' }]));
    expect(await load(new QueryClient())).toEqual([{ gameId: 'x' }]);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it('sends no-cache on history calls (spec section 7)', async () => {
    const fetch = answer(200, '[]');
    await new QueryClient().query(gameHistoryQuery('powerball', 1));
    expect(fetch).toHaveBeenCalledWith(
      '/api/lottery/games/powerball/history?limit=1',
      expect.objectContaining({ headers: { 'Cache-Control': 'no-cache' } }),
    );
  });

  it('fails on an error answer, with its status and body', async () => {
    answer(404, '{"error":{"code":"not_found"}}');
    await expect(new QueryClient().query(operatorQuery('nada'))).rejects.toThrow('404: {"error":{"code":"not_found"}}');
  });
});
