import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type CacheAnswer, type CacheRequest } from './page-cache.ts';

const HTML = `<!doctype html><title>Gana Más</title>${'<p>Resultado de la Quiniela Leidsa</p>'.repeat(200)}`;

/** A cacheable page answer: 300 s fresh, 600 s stale, tagged, declaring the query parameters it reads. */
function page(body = HTML, options: { query?: string | null; tags?: string; cacheControl?: string } = {}) {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  headers.set('cdn-cache-control', options.cacheControl ?? 'max-age=300, stale-while-revalidate=600');
  headers.set('cache-tag', options.tags ?? 'draws');
  if (options.query !== null) headers.set('x-cache-query', options.query ?? '');
  return new Response(body, { headers });
}

function get(path: string, headers: { acceptEncoding?: string; ifNoneMatch?: string } = {}): CacheRequest {
  const url = new URL(path, 'http://localhost');
  return {
    method: 'GET',
    pathname: url.pathname,
    searchParams: url.searchParams,
    acceptEncoding: headers.acceptEncoding,
    ifNoneMatch: headers.ifNoneMatch,
  };
}

/** A render function counting its calls: reads `answer()` when called, answers it `delayMs` later. */
function counted(answer: () => Response = () => page(), delayMs = 10) {
  const render = async () => {
    render.calls += 1;
    const response = answer();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return response;
  };
  render.calls = 0;
  return render;
}

function header(answer: CacheAnswer | Response, name: string): string | null | undefined {
  if (answer instanceof Response) return answer.headers.get(name);
  const index = answer.headers.indexOf(name);
  return index < 0 ? undefined : answer.headers[index + 1];
}

function body(answer: CacheAnswer | Response): Buffer {
  if (answer instanceof Response) throw new Error('expected a cache answer');
  return answer.body ?? Buffer.alloc(0);
}

describe('PageCache', () => {
  it('renders a key once for concurrent misses; the others get the stored page', async () => {
    const cache = new PageCache();
    const render = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.handle(get('/'), render)));
    expect(render.calls).toBe(1);
    expect(answers.map((a) => header(a, 'x-astro-cache')).sort()).toEqual([...Array(19).fill('HIT'), 'MISS'].sort());
    for (const answer of answers) expect(body(answer).toString()).toBe(HTML);
  });

  it('lets a request join the render in flight for its key (what start.ts does before entering Astro)', async () => {
    const cache = new PageCache();
    expect(cache.joinRender(get('/'))).toBeUndefined();
    const render = counted();
    const rendering = cache.handle(get('/'), render);
    const joined = await cache.joinRender(get('/', { acceptEncoding: 'br' }));
    expect(render.calls).toBe(1);
    expect(header(joined!, 'content-encoding')).toBe('br');
    expect(brotliDecompressSync(body(joined!)).toString()).toBe(HTML);
    expect(header(await rendering, 'x-astro-cache')).toBe('MISS');
    expect(cache.joinRender(get('/'))).toBeUndefined();
  });

  it('keys a path on the query parameters its answer declares: unknown ones share the entry', async () => {
    const cache = new PageCache();
    const home = counted();
    await cache.handle(get('/?x=1'), home);
    const other = await cache.handle(get('/?x=2&utm_source=a'), home);
    expect(home.calls).toBe(1);
    expect(header(other, 'x-astro-cache')).toBe('HIT');
    expect(cache.fresh(get('/'))).not.toBeNull();

    const history = counted(() => page(HTML, { query: 'offset,date' }));
    await cache.handle(get('/api/history?offset=20'), history);
    await cache.handle(get('/api/history?offset=20&x=9'), history);
    expect(history.calls).toBe(1);
    await cache.handle(get('/api/history?offset=40'), history);
    await cache.handle(get('/api/history?date=2026-01-02&offset=20'), history);
    expect(history.calls).toBe(3);
  });

  it('keys on the whole query string when the answer declares nothing', async () => {
    const cache = new PageCache();
    const render = counted(() => page(HTML, { query: null }));
    await cache.handle(get('/nada?x=1'), render);
    await cache.handle(get('/nada?x=2'), render);
    await cache.handle(get('/nada?x=1'), render);
    expect(render.calls).toBe(2);
  });

  it('serves the stored brotli, gzip and identity bytes with one ETag, Vary and 304 on If-None-Match', async () => {
    const cache = new PageCache();
    await cache.handle(get('/'), counted());
    const br = cache.fresh(get('/', { acceptEncoding: 'gzip, deflate, br' }));
    const gz = cache.fresh(get('/', { acceptEncoding: 'gzip' }));
    const plain = cache.fresh(get('/'));
    expect(header(br!, 'content-encoding')).toBe('br');
    expect(brotliDecompressSync(body(br!)).toString()).toBe(HTML);
    expect(body(br!).byteLength).toBeLessThan(HTML.length / 10);
    expect(header(gz!, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(body(gz!)).toString()).toBe(HTML);
    expect(header(plain!, 'content-encoding')).toBeUndefined();
    expect(body(plain!).toString()).toBe(HTML);
    expect(header(br!, 'content-length')).toBe(String(body(br!).byteLength));
    for (const answer of [br, gz, plain]) expect(header(answer!, 'vary')).toBe('Accept-Encoding');
    const etag = header(br!, 'etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect([header(gz!, 'etag'), header(plain!, 'etag')]).toEqual([etag, etag]);

    const notModified = cache.fresh(get('/', { acceptEncoding: 'br', ifNoneMatch: etag }));
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeNull();
    expect(header(notModified!, 'etag')).toBe(etag);
    expect(cache.fresh(get('/', { ifNoneMatch: 'W/"otro"' }))?.status).toBe(200);
  });

  it('never stores a render an invalidation overtook, and renders again for the next request', async () => {
    const cache = new PageCache();
    let version = 1;
    const render = counted(() => page(`<p>v${version}</p>`), 30);
    const first = cache.handle(get('/'), render);
    await new Promise((resolve) => setTimeout(resolve, 5));
    version = 2;
    cache.invalidate({ tags: ['draws'] });
    const second = await cache.handle(get('/'), render);
    expect(body(await first).toString()).toBe('<p>v1</p>');
    expect(body(second).toString()).toBe('<p>v2</p>');
    expect(render.calls).toBe(2);
    expect(body(cache.fresh(get('/'))!).toString()).toBe('<p>v2</p>');
  });

  it('drops entries by tag and by path, and keeps the others', async () => {
    const cache = new PageCache();
    await cache.handle(
      get('/'),
      counted(() => page(HTML, { tags: 'draws, ads' })),
    );
    await cache.handle(
      get('/leidsa'),
      counted(() => page(HTML, { tags: 'operator:leidsa' })),
    );
    cache.invalidate({ tags: ['ads'] });
    expect(cache.fresh(get('/'))).toBeNull();
    expect(cache.fresh(get('/leidsa'))).not.toBeNull();
    cache.invalidate({ path: '/leidsa' });
    expect(cache.fresh(get('/leidsa'))).toBeNull();
  });

  it('answers a stale entry at once while one background render refreshes it', async () => {
    let now = 0;
    const cache = new PageCache({ now: () => now });
    let version = 1;
    const render = counted(() => page(`<p>v${version}</p>`));
    await cache.handle(get('/'), render);
    now = 301_000;
    version = 2;
    const stale = await Promise.all([cache.handle(get('/'), render), cache.handle(get('/'), render)]);
    expect(stale.map((a) => [header(a, 'x-astro-cache'), body(a).toString()])).toEqual([
      ['STALE', '<p>v1</p>'],
      ['STALE', '<p>v1</p>'],
    ]);
    expect(cache.fresh(get('/'))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(render.calls).toBe(2);
    expect(body(cache.fresh(get('/'))!).toString()).toBe('<p>v2</p>');
    now = 301_000 + 901_000;
    const expired = await cache.handle(get('/'), render);
    expect(header(expired, 'x-astro-cache')).toBe('MISS');
  });

  it('hands an answer it may not store to its own request; waiters render their own', async () => {
    const cache = new PageCache();
    const render = counted(() => new Response('<p>privado</p>', { headers: { 'set-cookie': 'session=1' } }));
    const answers = await Promise.all([cache.handle(get('/admin'), render), cache.handle(get('/admin'), render)]);
    expect(render.calls).toBe(2);
    for (const answer of answers) expect(answer).toBeInstanceOf(Response);
    expect(cache.fresh(get('/admin'))).toBeNull();
  });

  it('renders other methods every time', async () => {
    const cache = new PageCache();
    const render = counted();
    await cache.handle({ ...get('/'), method: 'POST' }, render);
    await cache.handle({ ...get('/'), method: 'POST' }, render);
    expect(render.calls).toBe(2);
    expect(cache.fresh(get('/'))).toBeNull();
  });
});
