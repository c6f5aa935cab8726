/**
 * The local page cache of `npm start` (decision 063), behind Astro's route cache API: pages and API answers call
 * `Astro.cache.set()` (src/server/cache.ts), src/server/page-cache-provider.ts hands each GET here, and
 * scripts/start.ts answers fresh hits before Astro runs at all.
 * - Compress once: an answer is stored with its identity, brotli and gzip bytes, a weak ETag and the headers of each
 *   encoding, and served as is (`Vary: Accept-Encoding`, 304 on a matching `If-None-Match`).
 * - One render per key at a time: requests for a key being rendered wait for that render; a stale entry (past its
 *   max-age, within its stale-while-revalidate window) is answered while one background render refreshes it.
 * - Keys keep only the query parameters the answer declares it reads (`declareQuery()` of src/server/cache.ts, learned
 *   per path from its first answer; until then, and for answers that declare nothing, the whole query string):
 *   `/?x=1` and `/?x=2` share the entry of `/`. The header is never sent on.
 * - Tag and path invalidation drop the entries at once, and a render that started before an invalidation is never
 *   stored (nor joined by later requests): the next request renders what the database holds now.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { CACHE_QUERY_HEADER } from './cache.ts';

/** Response header telling how the cache answered (the name Astro's memory cache used): HIT, STALE or MISS. */
const STATE_HEADER = 'x-astro-cache';

export type Encoding = 'br' | 'gzip' | 'identity';
type CacheState = 'HIT' | 'STALE' | 'MISS';

/** One encoding of a stored answer: its bytes and its headers as Node's flat `[name, value, …]` list. */
interface Variant {
  body: Buffer;
  headers: string[];
}

/** A stored answer. Times: `storedAt` in ms since the epoch, `maxAge` and `swr` in seconds. */
interface CachedPage {
  status: number;
  etag: string;
  storedAt: number;
  maxAge: number;
  swr: number;
  tags: readonly string[];
  variants: { identity: Variant } & Partial<Record<Exclude<Encoding, 'identity'>, Variant>>;
  /** Bytes held (every variant). */
  size: number;
}

/** Headers of the rendered answer that the cache sets itself or must never store. */
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'cdn-cache-control',
  'cache-tag',
  'etag',
  'vary',
  CACHE_QUERY_HEADER,
  STATE_HEADER,
]);
/** Answers from this size (bytes) of these types are stored compressed too. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))|image\/svg\+xml)/;
/** Brotli quality of pages compressed at run time: close to 11's size at a fraction of its time (~2 ms per 200 KB). */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;
/** Bytes the cache may hold (all variants of all entries); least recently used entries go first. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Paths whose declared query parameters are remembered. */
const MAX_PATHS = 10_000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;
const SWR = /(?:^|,)\s*stale-while-revalidate=(\d+)/i;

/** `max-age` and `stale-while-revalidate` (seconds) of a CDN-Cache-Control value. */
function parseCdnCacheControl(header: string | null): { maxAge: number; swr: number } {
  return { maxAge: Number(MAX_AGE.exec(header ?? '')?.[1] ?? 0), swr: Number(SWR.exec(header ?? '')?.[1] ?? 0) };
}

/** Whether `response` may be stored: a max-age, no cookie set, no Vary on Cookie or `*`. */
function storable(response: Response, maxAge: number): boolean {
  if (maxAge <= 0 || response.headers.has('set-cookie')) return false;
  const vary = response.headers.get('vary')?.toLowerCase() ?? '';
  return !/(^|,)\s*(cookie|\*)\s*(,|$)/.test(vary);
}

const negotiated = new LRUCache<string, Encoding>({ max: 256 });

/** The encoding to answer for an Accept-Encoding value among `offered` (in the server's order of preference). */
export function preferredEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding {
  const cacheKey = `${offered.join()}:${acceptEncoding ?? ''}`;
  let encoding = negotiated.get(cacheKey);
  if (!encoding) {
    // negotiator 0.6 takes the server's preference order second (its types miss that argument).
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as {
      encodings(available: readonly string[], preferred: readonly string[]): string[];
    };
    const [first] = negotiator.encodings(offered, offered);
    encoding = (first as Encoding | undefined) ?? 'identity';
    negotiated.set(cacheKey, encoding);
  }
  return encoding;
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
const IDENTITY_ONLY = ['identity'] as const;

/** Whether an If-None-Match value matches `etag` (weak comparison, as for GET). */
function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/** Headers a 304 keeps (RFC 9110 15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']);

/** What a request brings to the cache: method, URL and the two headers it reads. */
export interface CacheRequest {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** The answer to send: status and flat headers, and the body (null for a 304). */
export interface CacheAnswer {
  status: number;
  headers: string[];
  body: Buffer | null;
}

/** Reads a Web request into what the cache uses. */
export function cacheRequestOf(request: Request, url = new URL(request.url)): CacheRequest {
  return {
    method: request.method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  };
}

/** The `[name, value]` pairs of a flat header list. */
function* pairsOf(flat: readonly string[]): Generator<[string, string]> {
  for (let i = 0; i + 1 < flat.length; i += 2) yield [flat[i] ?? '', flat[i + 1] ?? ''];
}

/** A Web Response of a cache answer. */
export function responseOf(answer: CacheAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of pairsOf(answer.headers)) headers.append(name, value);
  return new Response(answer.body as BodyInit | null, { status: answer.status, headers });
}

type RenderOutcome = { page: CachedPage } | { response: Response };

/** The store (see the module comment); one per process, `sharedPageCache()`. */
export class PageCache {
  readonly #entries = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.size),
  });
  /** Query parameters each path declared it reads (absent: not known yet, the whole query string is kept). */
  readonly #queryOf = new LRUCache<string, readonly string[]>({ max: MAX_PATHS });
  /** Renders in flight by key: what they stored, or null when their answer could not be stored. */
  #inflight = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by every invalidation: a render that started under an older generation is not stored. */
  #generation = 0;
  readonly #onError: (message: string) => void;
  readonly #now: () => number;

  constructor(options: { onError?: (message: string) => void; now?: () => number } = {}) {
    this.#onError = options.onError ?? ((message) => console.error(`[page-cache] ${message}`));
    this.#now = options.now ?? Date.now;
  }

  /** The key of a path and query: the path, and the query parameters the path reads, sorted. */
  keyOf(pathname: string, searchParams: URLSearchParams): string {
    const reads = this.#queryOf.get(pathname);
    const kept = new URLSearchParams();
    for (const [name, value] of searchParams) if (!reads || reads.includes(name)) kept.append(name, value);
    kept.sort();
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
  }

  /** A fresh stored answer for `request`, or null (not stored, stale, or not a GET): what start.ts answers alone. */
  fresh(request: CacheRequest): CacheAnswer | null {
    if (request.method !== 'GET') return null;
    const page = this.#entries.get(this.keyOf(request.pathname, request.searchParams));
    if (!page || this.#ageS(page) > page.maxAge) return null;
    return this.#answer(page, request, 'HIT');
  }

  /**
   * The answer of the render in flight for the request's key once it ends (null when its answer could not be stored),
   * or undefined when none is in flight: start.ts waits for it rather than enter Astro.
   */
  joinRender(request: CacheRequest): Promise<CacheAnswer | null> | undefined {
    if (request.method !== 'GET') return undefined;
    return this.#join(this.keyOf(request.pathname, request.searchParams), request);
  }

  #join(key: string, request: CacheRequest): Promise<CacheAnswer | null> | undefined {
    return this.#inflight.get(key)?.then(
      (stored) => (stored ? this.#answer(stored, request, 'HIT') : null),
      () => null,
    );
  }

  /**
   * Answers a GET from the cache, else renders it with `render` (once per key at a time) and stores the answer when
   * it may be stored. Other methods are rendered and never stored.
   */
  async handle(request: CacheRequest, render: () => Promise<Response>): Promise<CacheAnswer | Response> {
    if (request.method !== 'GET') return render();
    const key = this.keyOf(request.pathname, request.searchParams);
    const page = this.#entries.get(key);
    if (page) {
      const age = this.#ageS(page);
      if (age <= page.maxAge) return this.#answer(page, request, 'HIT');
      if (age <= page.maxAge + page.swr) {
        if (!this.#inflight.has(key)) {
          void this.#render(key, request, render).catch((error: unknown) =>
            this.#onError(`background render of ${key} failed: ${String(error)}`),
          );
        }
        return this.#answer(page, request, 'STALE');
      }
      this.#entries.delete(key);
    }
    const joined = this.#join(key, request);
    // An answer that could not be stored belongs to its own request: this one renders its own.
    if (joined) return (await joined) ?? render();
    const outcome = await this.#render(key, request, render);
    return 'page' in outcome ? this.#answer(outcome.page, request, 'MISS') : outcome.response;
  }

  /** Drops the entries carrying one of `tags` or of `path`; renders in flight are not stored. */
  invalidate(options: { tags?: string | readonly string[]; path?: string }): void {
    this.#generation += 1;
    this.#inflight = new Map();
    const tags = new Set(typeof options.tags === 'string' ? [options.tags] : (options.tags ?? []));
    for (const [key, page] of this.#entries.entries()) {
      const path = key.split('?')[0];
      if (path === options.path || page.tags.some((tag) => tags.has(tag))) this.#entries.delete(key);
    }
  }

  #ageS(page: CachedPage): number {
    return (this.#now() - page.storedAt) / 1000;
  }

  /** Renders `key` once: later requests for the key wait for this render until it ends or an invalidation. */
  #render(key: string, request: CacheRequest, render: () => Promise<Response>): Promise<RenderOutcome> {
    const outcome = this.#renderAndStore(request, render, this.#generation);
    const stored = outcome.then((o) => ('page' in o ? o.page : null));
    const inflight = this.#inflight;
    inflight.set(key, stored);
    const done = () => {
      if (inflight.get(key) === stored) inflight.delete(key);
    };
    stored.then(done, done);
    return outcome;
  }

  /** Renders, and stores the answer under the key its declared query gives, unless invalidated since `generation`. */
  async #renderAndStore(
    { pathname, searchParams }: CacheRequest,
    render: () => Promise<Response>,
    generation: number,
  ): Promise<RenderOutcome> {
    const response = await render();
    const { maxAge, swr } = parseCdnCacheControl(response.headers.get('cdn-cache-control'));
    if (!storable(response, maxAge)) return { response };
    const declared = response.headers.get(CACHE_QUERY_HEADER);
    if (declared !== null)
      this.#queryOf.set(
        pathname,
        declared
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
    const page = await buildPage(response, { maxAge, swr, storedAt: this.#now() });
    if (generation === this.#generation) this.#entries.set(this.keyOf(pathname, searchParams), page);
    return { page };
  }

  #answer(page: CachedPage, request: CacheRequest, state: CacheState): CacheAnswer {
    const encoding = preferredEncoding(request.acceptEncoding, page.variants.br ? ENCODINGS : IDENTITY_ONLY);
    const variant = page.variants[encoding] ?? page.variants.identity;
    if (page.status === 200 && etagMatches(request.ifNoneMatch, page.etag)) {
      const headers: string[] = [];
      for (const [name, value] of pairsOf(variant.headers))
        if (NOT_MODIFIED_HEADERS.has(name)) headers.push(name, value);
      return { status: 304, headers: [...headers, STATE_HEADER, state], body: null };
    }
    return { status: page.status, headers: [...variant.headers, STATE_HEADER, state], body: variant.body };
  }
}

/** Builds the stored form of `response`: its bytes in every useful encoding, each with its headers. */
async function buildPage(
  response: Response,
  times: { maxAge: number; swr: number; storedAt: number },
): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const tags = (response.headers.get('cache-tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const common: string[] = [];
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) common.push(name, value);
  });
  const etag =
    response.headers.get('etag') ?? `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const compress =
    identity.byteLength >= COMPRESS_FROM_BYTES && COMPRESSIBLE.test(response.headers.get('content-type') ?? '');
  const vary = [response.headers.get('vary'), compress ? 'Accept-Encoding' : null].filter(Boolean).join(', ');
  const headersOf = (body: Buffer, encoding: Encoding) => [
    ...common,
    ...(vary ? ['vary', vary] : []),
    'etag',
    etag,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length',
    String(body.byteLength),
  ];
  const variant = (body: Buffer, encoding: Encoding): Variant => ({ body, headers: headersOf(body, encoding) });
  const variants: CachedPage['variants'] = { identity: variant(identity, 'identity') };
  if (compress) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: GZIP_LEVEL }),
    ]);
    variants.br = variant(br, 'br');
    variants.gzip = variant(gz, 'gzip');
  }
  return {
    status: response.status,
    etag,
    ...times,
    tags,
    variants,
    size: identity.byteLength + (variants.br?.body.byteLength ?? 0) + (variants.gzip?.body.byteLength ?? 0),
  };
}

const SHARED = Symbol.for('gana-mas.page-cache');

/**
 * The process's page cache. The copy of this module bundled into the Astro build and the one scripts/start.ts imports
 * share it through `globalThis`.
 */
export function sharedPageCache(): PageCache {
  const holder = globalThis as { [SHARED]?: PageCache };
  return (holder[SHARED] ??= new PageCache());
}
