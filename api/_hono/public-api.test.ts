import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorBodySchema } from '../../src/lib/schemas/api-error.ts';
import { postInputSchema } from '../../src/lib/schemas/post.ts';
import { gameCoverageSchema } from '../../src/lib/schemas/coverage.ts';
import { gameStatsSchema } from '../../src/lib/schemas/stats.ts';
import { ticketCheckSchema } from '../../src/lib/schemas/ticket-check.ts';
import {
  historyRecordSchema,
  lotekaResultSchema,
  lotteryResultSchema,
  publicPostSchema,
  similarUrlSchema,
} from '../../src/lib/schemas/public-api.ts';
import type { RouteCache } from '../../src/server/cache.ts';
import { systemContext } from '../../src/server/services/context.ts';
import { createPost } from '../../src/server/services/posts.ts';
import { useTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from './app.ts';
import { REFERENCE_CSP, type OpenApiDocument } from './openapi.ts';

const handle = useTestDb({
  history: true,
  seed: (db) =>
    createPost(
      systemContext(db, new Date('2026-11-20T14:00:00Z')),
      postInputSchema.parse({ title: 'Horarios de Leidsa', content: '<p>8:55 p. m.</p>', excerpt: 'Horas' }),
    ),
});
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
const appWith = (limit = 1000) =>
  createApp({
    db: () => Promise.resolve(handle),
    fetcher: unusedFetch,
    publicApiRule: { bucket: 'public-api-test', limit, windowMs: 60_000 },
  });
let app: ReturnType<typeof createApp>;
let document: OpenApiDocument;

/** GET routes that are not part of the public API: the admin, the cron tick, health, payments, uploads, ads, the docs. */
const INTERNAL = /^\/api\/(admin|cron|health|paypal|push|uploads|advertisements|openapi\.json|docs)(\/|$)/;

/** A Hono route path as an OpenAPI path: `:name` and `:name{regex}` become `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** A request of each documented path on the bundled history, with the schema its 200 body must pass. */
const SAMPLES: Record<string, { url: string; schema: z.ZodType }> = {
  '/api/lottery/dominicana': { url: '/api/lottery/dominicana?path=/leidsa', schema: lotteryResultSchema.array() },
  '/api/lottery/loteka': { url: '/api/lottery/loteka?date=2026-08-21', schema: lotekaResultSchema.array() },
  '/api/lottery/history/{gameName}': {
    url: '/api/lottery/history/powerball?limit=20',
    schema: historyRecordSchema.array(),
  },
  '/api/lottery/home': { url: '/api/lottery/home', schema: lotteryResultSchema.array() },
  '/api/lottery/operators/{operatorId}': {
    url: '/api/lottery/operators/leidsa',
    schema: lotteryResultSchema.array(),
  },
  '/api/lottery/games/{gameId}/check': {
    url: '/api/lottery/games/quiniela-leidsa/check?date=2026-08-21&numbers=33,29,86',
    schema: ticketCheckSchema,
  },
  '/api/lottery/games/{gameId}/stats': {
    url: '/api/lottery/games/quiniela-leidsa/stats?days=365',
    schema: gameStatsSchema,
  },
  '/api/lottery/games/{gameId}/coverage': {
    url: '/api/lottery/games/quiniela-leidsa/coverage',
    schema: gameCoverageSchema,
  },
  '/api/lottery/games/{gameId}/history': {
    url: '/api/lottery/games/loto-leidsa/history?limit=30&offset=5',
    schema: historyRecordSchema.array(),
  },
  '/api/posts/{slug}': { url: '/api/posts/horarios-de-leidsa', schema: publicPostSchema },
  '/api/find-similar-url/{path}': { url: '/api/find-similar-url/%2Fleidsa-resultados', schema: similarUrlSchema },
};

const request = (target: ReturnType<typeof createApp>, url: string, init: RequestInit = {}, ip = '198.51.100.4') =>
  target.request(url, init, { astro: { clientAddress: ip } });

beforeAll(async () => {
  app = appWith();
  document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every public GET route of the app and nothing else', () => {
    const publicRoutes = app.routes
      .filter((route) => route.method === 'GET' && !INTERNAL.test(route.path))
      .map((route) => openApiPath(route.path));
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([...new Set(publicRoutes)].sort());
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(item?.get?.summary, path).toBeTruthy();
      expect(item?.get?.responses['200'], path).toHaveProperty('content.application/json.schema');
    }
  });

  it('documents the parameters of the routes from their zod schemas', () => {
    const history = document.paths?.['/api/lottery/games/{gameId}/history']?.get;
    const names = history?.parameters?.map((p) => ('name' in p ? `${p.in}:${p.name}` : ''));
    expect(names?.sort()).toEqual(['path:gameId', 'query:date', 'query:limit', 'query:offset']);
  });

  it('has one real sample per documented path, whose answer passes the documented schema', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(document.paths ?? {}).sort());
    for (const { url, schema } of Object.values(SAMPLES)) {
      const response = await request(app, url);
      expect(response.status, url).toBe(200);
      const body: unknown = await response.json();
      // zod strips keys a schema does not name: an undocumented field makes the parsed body differ.
      expect(schema.parse(body), url).toEqual(body);
      if (Array.isArray(body)) expect(body.length, url).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/docs', () => {
  it('renders every documented route under its own CSP, with no script', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(REFERENCE_CSP);
    const page = await response.text();
    for (const path of Object.keys(document.paths ?? {})) expect(page).toContain(`<code>${path}</code>`);
    expect(page).not.toMatch(/<script/i);
  });

  it('leaves the JSON routes with the closed API CSP', async () => {
    const response = await app.request('/api/lottery/home');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('CORS', () => {
  it('opens the public read routes, their error answers included', async () => {
    const ok = await request(app, '/api/lottery/home', { headers: { origin: 'https://example.org' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await request(app, '/api/lottery/operators/nadie', { headers: { origin: 'https://example.org' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stays closed on internal reads and on writes', async () => {
    const origin = { origin: 'https://example.org' };
    const answers = await Promise.all([
      request(app, '/api/admin/user', { headers: origin }),
      request(app, '/api/advertisements', { headers: origin }),
      request(app, '/api/health', { headers: origin }),
      request(app, '/api/contacto', { method: 'POST', headers: { ...origin, 'content-type': 'application/json' } }),
      request(app, '/api/admin/login', { method: 'POST', headers: origin, body: '{}' }),
    ]);
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answers.map((a) => a.status)).toEqual([401, 200, 200, 403, 403]);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After in the error shape after the limit, per IP, across the public routes', async () => {
    const limited = appWith(3);
    const statuses = [];
    for (const url of ['/api/lottery/home', '/api/lottery/operators/leidsa', '/api/posts/horarios-de-leidsa']) {
      statuses.push((await request(limited, url, {}, '203.0.113.9')).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await request(limited, '/api/lottery/home', {}, '203.0.113.9');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(errorBodySchema.parse(await refused.json()).error.code).toBe('too_many_requests');
    expect((await request(limited, '/api/lottery/home', {}, '203.0.113.10')).status).toBe(200);
  });

  it('does not count internal routes', async () => {
    const limited = appWith(1);
    for (let i = 0; i < 3; i++) expect((await request(limited, '/api/health', {}, '203.0.113.11')).status).toBe(200);
    expect((await request(limited, '/api/lottery/home', {}, '203.0.113.11')).status).toBe(200);
  });
});

describe('ETag', () => {
  it('gives read answers a weak ETag and answers 304 with no body to a matching If-None-Match', async () => {
    const url = '/api/lottery/games/loto-leidsa/history?limit=5';
    const first = await request(app, url);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await request(app, url, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const other = await request(app, '/api/lottery/games/loto-leidsa/history?limit=6', {
      headers: { 'if-none-match': tag! },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(tag);
  });

  it('keeps a 304 out of the route cache, and caches the 200 as before', async () => {
    const calls: unknown[] = [];
    const cache = { enabled: true, set: (options: unknown) => calls.push(options) } as unknown as RouteCache;
    const get = (headers: Record<string, string>) =>
      app.request('/api/lottery/home', { headers }, { astro: { clientAddress: '198.51.100.5', cache } });
    const tag = (await get({})).headers.get('etag')!;
    expect(calls.at(-1)).toMatchObject({ tags: ['draws'] });
    expect((await get({ 'if-none-match': tag })).status).toBe(304);
    expect(calls.at(-1)).toBe(false);
  });
});
