/**
 * The page cache of `npm start` (decision 063) over real HTTP: a cached page comes back in the stored brotli bytes
 * with one ETag, HEAD from the same entry, 304 on If-None-Match, and a query string the page does not read shares its entry.
 */
import { expect, test } from '@playwright/test';

test(
  'a second request for the home answers brotli with the same ETag, and 304 on If-None-Match',
  { tag: '@http' },
  async ({ request }) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await request.get('/', { headers });
    expect(first.status()).toBe(200);
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^W\/".+"$/);

    const second = await request.get('/', { headers });
    expect(second.headers()['x-astro-cache']).toBe('HIT');
    expect(second.headers()['content-encoding']).toBe('br');
    expect(second.headers().vary).toContain('Accept-Encoding');
    expect(second.headers().etag).toBe(etag);
    expect(await second.text()).toContain('<html');

    const unread = await request.get('/?x=1', { headers });
    expect(unread.headers()['x-astro-cache']).toBe('HIT');
    expect(unread.headers().etag).toBe(etag);

    const head = await request.head('/', { headers });
    expect(head.headers()['x-astro-cache']).toBe('HIT');
    expect(head.headers().etag).toBe(etag);
    expect(head.headers()['content-length']).toBe(second.headers()['content-length']);
    expect(await head.body()).toHaveLength(0);

    const revalidated = await request.get('/', { headers: { ...headers, 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers().etag).toBe(etag);
    expect(await revalidated.body()).toHaveLength(0);
  },
);

for (const path of ['/anunciar', '/esta-pagina-no-existe', '/xyz/nada/por/aqui']) {
  test(`${path} is cached after its first request`, { tag: '@http' }, async ({ request }) => {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.status()).toBe(first.status());
    expect(second.headers()['x-astro-cache']).toBe('HIT');
  });
}
