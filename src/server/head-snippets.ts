/**
 * Custom code for the page being rendered (decision 025), prepared by the middleware before the page renders:
 * the active snippets' HTML goes to `locals.headSnippets` (placed by src/components/CustomCode.astro) and the
 * page is tagged so a snippet change drops it from the cache; after the render the middleware adds their inline
 * script hashes and script hosts to the answer's CSP (`allowSnippetScripts`). Admin pages, prerendered pages (the
 * offline page: the build never opens the database, decision 065) and non-GET requests get none; when the database
 * cannot be read the page renders without them.
 */
import type { APIContext } from 'astro';
import { tagCustomCode } from './cache.ts';
import { appDb } from './db.ts';
import { systemContext } from './services/context.ts';
import { headSnippets } from './services/custom-code.ts';

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Loads the snippets of a public page render into `context` (locals, cache tag).
 * @returns the CSP sources their scripts need (`'sha256-…'` and `https://host`), or [] when there are none
 */
export async function prepareHeadSnippets(context: APIContext): Promise<string[]> {
  if (context.isPrerendered || context.request.method !== 'GET' || isAdminPath(context.url.pathname)) return [];
  try {
    const snippets = await headSnippets(systemContext((await appDb()).db));
    tagCustomCode(context.cache);
    if (!snippets.html) return [];
    context.locals.headSnippets = snippets.html;
    return [...snippets.scriptHashes.map((hash) => `'${hash}'`), ...snippets.scriptOrigins];
  } catch (error) {
    console.error('[custom-code] could not read the snippets:', error);
    return [];
  }
}

/**
 * Adds `sources` to the `script-src` directive of the CSP in `headers` (mutated; sources already there are
 * not repeated). Astro fixes the header before components render, so the middleware adds them afterwards.
 */
export function allowSnippetScripts(headers: Headers, sources: readonly string[]): void {
  const csp = headers.get('Content-Security-Policy');
  if (!csp || sources.length === 0) return;
  const directives = csp.split(';').map((directive) => {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name !== 'script-src') return directive.trim();
    return [name, ...new Set([...values, ...sources])].join(' ');
  });
  headers.set('Content-Security-Policy', directives.filter(Boolean).join('; '));
}
