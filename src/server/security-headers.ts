/**
 * Security headers of every answer, in one place: pages (set by src/middleware.ts, with the CSP that Astro
 * builds from `CSP_DIRECTIVES` plus hashes of its own inline scripts) and /api (Hono `secureHeaders`).
 */
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { THEME_SCRIPT } from '../lib/theme.ts';

/** Hosts of PayPal's JavaScript SDK, its API calls, its images and its checkout frames. */
const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Where the analytics of the custom code templates (Google Analytics and Tag Manager, the Meta pixel, Hotjar)
 * send their beacons and pixels; the script hosts of active snippets are added per page (decision 025).
 */
const ANALYTICS_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
  'https://*.hotjar.com',
  'https://*.hotjar.io',
  'wss://*.hotjar.com',
];

/** Where scripts may load from (Astro adds the hashes of its inline island scripts to this). */
export const SCRIPT_SOURCES = ["'self'", ...PAYPAL_SOURCES];
/** CSP hash of the inline theme script in every page's head, from its one text (decision 060). */
export const THEME_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`;
/**
 * Where styles may load from (Astro adds the hashes of its inline styles to style-src). Inline styles are
 * allowed: Radix dialogs lock scrolling with a `<style>` element whose rules depend on the scrollbar width,
 * and Radix renders `style` attributes (visually hidden inputs, `pointer-events:none`) in the server HTML;
 * neither can be hashed ahead of time, and CSS cannot run script (img-src and connect-src stay closed).
 */
export const STYLE_SOURCES = [
  { resource: "'self'", kind: 'element' },
  { resource: "'unsafe-inline'", kind: 'element' },
  { resource: "'unsafe-inline'", kind: 'attribute' },
] as const;

/**
 * Page CSP directives other than script-src and style-src. Advertiser HTML runs in sandboxed iframes
 * (`srcdoc`, or `'self'` URLs), PayPal checkout in PayPal's frames; nobody may frame our pages.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  `img-src 'self' data: ${[...PAYPAL_SOURCES, ...ANALYTICS_SOURCES].join(' ')}`,
  "font-src 'self'",
  `connect-src 'self' ${[...PAYPAL_SOURCES, ...ANALYTICS_SOURCES].join(' ')}`,
  `frame-src 'self' ${PAYPAL_SOURCES.join(' ')}`,
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The service worker /sw.js and the web manifest (decision 058).
  "worker-src 'self'",
  "manifest-src 'self'",
] as const;

/** Browser features pages may use: none but payments (PayPal, in our origin and its frames). */
const PERMISSIONS = {
  camera: [],
  microphone: [],
  geolocation: [],
  usb: [],
  payment: ['self', 'https://www.paypal.com'],
} satisfies Record<string, string[]>;

/** `Permissions-Policy` header value of `PERMISSIONS`, e.g. `camera=(), payment=(self "https://…")`. */
const permissionsPolicy = () =>
  Object.entries(PERMISSIONS)
    .map(([feature, origins]) => `${feature}=(${origins.map((o) => (o === 'self' ? o : `"${o}"`)).join(' ')})`)
    .join(', ');

/** Headers every page answer carries (besides its CSP); `vercel.json` repeats them for prerendered pages. */
export const PAGE_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy(),
  // PayPal checkout opens a popup that must be able to report back to the opener.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Pages any site may frame: the embeddable widgets, `/widget/{gameId}` (decision 061). */
const FRAMABLE_PATH = /^\/widget\/[^/]+$/;

/** Whether the page at `pathname` (no query string) may be framed by any site. */
export const isFramablePath = (pathname: string): boolean => FRAMABLE_PATH.test(pathname);

/** The page headers of `pathname` (no query string): `PAGE_HEADERS`, without `X-Frame-Options` on a framable page. */
export function pageHeadersFor(pathname: string): Record<string, string> {
  if (!isFramablePath(pathname)) return PAGE_HEADERS;
  return Object.fromEntries(Object.entries(PAGE_HEADERS).filter(([name]) => name !== 'X-Frame-Options'));
}

/** Lets any site frame the answer whose `headers` are given (mutated): no `X-Frame-Options`, `frame-ancestors *`. */
export function allowFraming(headers: Headers): void {
  headers.delete('X-Frame-Options');
  const csp = headers.get('Content-Security-Policy');
  if (csp) headers.set('Content-Security-Policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
}

/** The whole page CSP, used when Astro did not set one (e.g. on a redirect or an error page). */
const FALLBACK_PAGE_CSP = [
  ...CSP_DIRECTIVES,
  `script-src ${SCRIPT_SOURCES.join(' ')} '${THEME_SCRIPT_HASH}'`,
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'unsafe-inline'",
].join('; ');

/** The CSP of /api answers: JSON only, nothing to load, never framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets the page security headers on `headers` (mutated); keeps a CSP Astro already set. */
export function applyPageSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) headers.set(name, value);
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', FALLBACK_PAGE_CSP);
}

/** The same headers for answers that never reach Hono (Node-level guard, middleware safety net). */
export function apiSecurityHeaders(): Record<string, string> {
  return { ...PAGE_HEADERS, 'Content-Security-Policy': API_CSP };
}

/**
 * Hono middleware giving /api answers the same headers as pages, with `API_CSP`; a header a route set itself is
 * kept (the API reference page's own CSP, decision 062).
 */
export const apiSecureHeaders = () =>
  secureHeaders({
    overwrite: false,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: PERMISSIONS,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  });

/** `Cache-Control` of every private answer: the back-office pages and `/api/admin` (decision 079). */
export const PRIVATE_CACHE_CONTROL = 'no-store';

const PRIVATE_PATH = /^\/(?:api\/)?admin(?:\/|$)/;

/**
 * Whether `pathname` (no query string, as received: percent-encoded or not) is private: `/admin`, `/api/admin` or
 * anything under them, also when spelled with escapes the router decodes (`/%61dmin`). A path that cannot be decoded
 * counts as private. Every answer there, errors and redirects included, carries `PRIVATE_CACHE_CONTROL`, so no
 * browser or shared cache keeps it.
 */
export function isPrivatePath(pathname: string): boolean {
  try {
    return PRIVATE_PATH.test(decodeURI(pathname));
  } catch {
    return true;
  }
}
