/**
 * Astro middleware, for every on-demand answer:
 * - pages: refuses cross-site POST/PUT/PATCH/DELETE (the rule of src/server/cross-site.ts; Astro's own
 *   `checkOrigin` is off so that /api gets JSON refusals from the Hono app) and sets the security headers
 *   (src/server/security-headers.ts);
 * - short paths (`/leidsa`, `/quiniela`, ...) and known pages asked in another case or with a
 *   trailing slash answer 301 to their canonical page on GET and HEAD, on demand only (src/lib/slug-map.ts,
 *   decision 017);
 * - public pages rendered on demand: the admin's custom code snippets for the head (src/server/head-snippets.ts)
 *   and the ads tag, set before rendering because Astro sends the cache tags before the body (where the ad
 *   slots read their ads) is rendered;
 * - /api: a safety net turning any error answer that is not JSON (or a thrown error) into the JSON shape;
 * - private paths (/admin, /api/admin and below): `Cache-Control: no-store` on every answer (decision 079).
 * On Vercel, ISR stores each rendered page with the headers set here, so cache hits carry them too.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro/middleware';
import { statusBody } from '../api/_hono/errors.ts';
import { resolvePath } from './lib/slug-map.ts';
import { tagAds } from './server/cache.ts';
import { isCrossSiteWrite } from './server/cross-site.ts';
import { allowSnippetScripts, prepareHeadSnippets } from './server/head-snippets.ts';
import {
  allowFraming,
  apiSecurityHeaders,
  applyPageSecurityHeaders,
  isFramablePath,
  isPrivatePath,
  PRIVATE_CACHE_CONTROL,
} from './server/security-headers.ts';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The 301 to the canonical page of a GET or HEAD for a short or non-canonical path (query kept), else null. */
function canonicalRedirect(request: Request, url: URL): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const resolved = resolvePath(url.pathname);
  if (resolved.kind !== 'redirect') return null;
  return new Response(null, { status: resolved.status, headers: { location: `${resolved.location}${url.search}` } });
}

/** The JSON error answer for `status`, keeping the headers of `original` that are not about its body. */
function jsonError(status: number, original?: Response): Response {
  const headers = new Headers(original?.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  for (const [name, value] of Object.entries(apiSecurityHeaders())) headers.set(name, value);
  return new Response(JSON.stringify(statusBody(status)), { status, headers });
}

/** `response` with the page security headers (copied first when its headers are immutable). */
function withPageHeaders(response: Response): Response {
  try {
    applyPageSecurityHeaders(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applyPageSecurityHeaders(copy.headers);
    return copy;
  }
}

/** `response`, marked `no-store` when it answers a private path (copied first when its headers are immutable). */
function privateAware(pathname: string, response: Response): Response {
  if (!isPrivatePath(pathname)) return response;
  try {
    response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return copy;
  }
}

/** Every answer but the private-path header (see the module's comment). */
async function answer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  if (!isApiPath(context.url.pathname)) {
    // Prerendering asks for "/contacto/": a redirect there would become the static page itself.
    const redirect = context.isPrerendered ? null : canonicalRedirect(context.request, context.url);
    if (redirect) return withPageHeaders(redirect);
    if (!isCrossSiteWrite(context.request, context.url.origin)) {
      const snippetSources = await prepareHeadSnippets(context);
      tagAds(context.cache);
      const page = withPageHeaders(await next());
      allowSnippetScripts(page.headers, snippetSources);
      if (isFramablePath(context.url.pathname)) allowFraming(page.headers);
      return page;
    }
    return withPageHeaders(
      new Response('Solicitud de otro sitio rechazada', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
    );
  }
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    console.error('[api]', error);
    return jsonError(500);
  }
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return response.status >= 400 && !isJson ? jsonError(response.status, response) : response;
}

export const onRequest = defineMiddleware(async (context, next) =>
  privateAware(context.url.pathname, await answer(context, next)),
);
