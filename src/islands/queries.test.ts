import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client.ts';
import { gameHistoryPagesQuery, gameHistoryQuery, homeQuery, nextHistoryOffset, operatorQuery } from './queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with one answer and returns the mock, to see which URL and headers the island sent. */
function answer(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
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
      '/api/lottery/games/toca-3/history?limit=1000&offset=0',
    ],
  ])('%s', async (_name, load, url) => {
    const fetch = answer(200, JSON.stringify([{ gameId: 'x' }]));
    expect(await load(new QueryClient())).toEqual([{ gameId: 'x' }]);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it('sends no-cache on history calls (spec section 7)', async () => {
    const fetch = answer(200, '[]');
    await new QueryClient().query(gameHistoryQuery('powerball', 1));
    const [url, init] = fetch.mock.lastCall!;
    expect(url).toBe('/api/lottery/games/powerball/history?limit=1&offset=0');
    expect(new Headers(init.headers).get('cache-control')).toBe('no-cache');
  });

  it('fails on an error answer with the JSON error shape read', async () => {
    answer(404, '{"error":{"code":"not_found","message":"Operador desconocido: nada"}}');
    const failure = new QueryClient().query(operatorQuery('nada'));
    await expect(failure).rejects.toThrow(ApiClientError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'Operador desconocido: nada',
    });
  });

  it('an answer that is not JSON fails the query instead of showing an empty list', async () => {
    answer(200, '');
    await expect(new QueryClient().query(homeQuery())).rejects.toThrow(SyntaxError);
  });
});

describe('game history pages', () => {
  it('asks the next 20 only when asked, at the right offset', async () => {
    const page = Array.from({ length: 20 }, (_, i) => ({ date: `2026-01-${i + 1}` }));
    const fetch = answer(200, JSON.stringify(page));
    const client = new QueryClient();
    await client.infiniteQuery(gameHistoryPagesQuery('powerball'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith('/api/lottery/games/powerball/history?limit=20&offset=0', expect.anything());
    await client.infiniteQuery({ ...gameHistoryPagesQuery('powerball'), pages: 2, staleTime: 0 });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/lottery/games/powerball/history?limit=20&offset=20',
      expect.anything(),
    );
  });

  it('stops after a short page and at the 1000-record cap', () => {
    const full = Array.from({ length: 20 }, () => ({}));
    expect(nextHistoryOffset(full, 0)).toBe(20);
    expect(nextHistoryOffset(full.slice(5), 20)).toBeUndefined();
    expect(nextHistoryOffset(full, 960)).toBe(980);
    expect(nextHistoryOffset(full, 980)).toBeUndefined();
  });
});
