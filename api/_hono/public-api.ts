/**
 * The documented public read API (decision 062). `publicRead({ summary, response })`, the first handler of a
 * public GET route, describes it in the OpenAPI document (with the parameters its `validate` calls declare) and
 * gives it open CORS, the per-IP rate limit and a weak ETag with 304 answers. Routes without it are internal:
 * no CORS, no limit here, absent from the document.
 */
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { errorBodySchema } from '../../src/lib/schemas/api-error.ts';
import { reserveOrThrow, type RateRule } from '../../src/server/services/rate-limit.ts';
import type { AppEnv } from './env.ts';

/** Requests per IP the public read routes answer together in each minute (route-cache hits are not counted). */
export const PUBLIC_API_RULE: RateRule = { bucket: 'public-api-ip', limit: 120, windowMs: 60_000 };

/** Sections of the reference, in order; a public route names one. */
export const PUBLIC_API_TAGS = [
  { name: 'Resultados', description: 'Últimos resultados e historial de cada juego (datos del catálogo del sitio).' },
  { name: 'Artículos', description: 'Artículos informativos publicados.' },
  { name: 'Utilidades', description: 'Búsqueda de la página más parecida a una ruta.' },
] as const;

type PublicTag = (typeof PUBLIC_API_TAGS)[number]['name'];

/** How a public read route is described: one line, optional detail, its section and its 200 body's schema. */
export interface PublicRouteSpec {
  summary: string;
  description?: string;
  tag: PublicTag;
  response: z.ZodType;
}

const TOO_MANY = 'Demasiadas solicitudes a la API pública; espera el tiempo indicado en Retry-After.';

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

/** Error answers every public route may give, in the one error shape. */
const ERROR_RESPONSES = {
  400: json('Parámetros no válidos.', errorBodySchema),
  404: json('Juego, operador, artículo o página desconocidos.', errorBodySchema),
  429: {
    ...json('Límite por IP alcanzado.', errorBodySchema),
    headers: { 'Retry-After': { description: 'Segundos hasta el próximo intervalo.', schema: { type: 'integer' } } },
  },
};

/** One hit of the request's IP against the app's public rule (`c.var.publicApiRule`); no limit without an IP. */
const limitPerIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = c.var.ctx;
  if (ctx.ip) await reserveOrThrow(ctx, c.var.publicApiRule, ctx.ip, TOO_MANY);
  await next();
};

const weakEtag = etag({ weak: true, retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin'] });

/** ETag on 200 answers, 304 on a matching `If-None-Match`; a 304 is kept out of the route cache. */
const revalidate: MiddlewareHandler<AppEnv> = async (c, next) => {
  await weakEtag(c, next);
  if (c.res.status === 304) c.var.ctx.cache.skip();
};

const shared = every(cors({ origin: '*', allowMethods: ['GET', 'HEAD'] }), limitPerIp, revalidate);

/** The middleware that makes a GET route public and documented (see the module comment). */
export function publicRead({ summary, description, tag, response }: PublicRouteSpec): MiddlewareHandler<AppEnv> {
  const spec = {
    summary,
    description,
    tags: [tag],
    responses: { 200: json('Respuesta correcta.', response), ...ERROR_RESPONSES },
  };
  const middleware: MiddlewareHandler<AppEnv> = (c, next) => shared(c, next);
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}
