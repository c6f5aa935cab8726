/**
 * Recognises block and challenge pages that come back instead of a results page, often with HTTP 200
 * (e.g. a FortiGuard "Web Filter Violation" page returned behind a corporate filter).
 */

const BLOCK_PAGES: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /Web Filter Violation|FortiGuard/i, what: 'FortiGuard web filter block page ("Web Filter Violation")' },
  {
    pattern: /Attention Required!? \| Cloudflare|cf-chl-|Just a moment\.\.\./i,
    what: 'Cloudflare challenge page ("Attention Required")',
  },
  { pattern: /Access denied/i, what: 'access denied page' },
  { pattern: /captcha/i, what: 'captcha page' },
];

/**
 * Names the kind of block page `body` is, e.g. 'FortiGuard web filter block page ("Web Filter Violation")',
 * or returns null when it does not look like one. Only meaningful for a page that has no results.
 */
export function describeBlockPage(body: string): string | null {
  return BLOCK_PAGES.find(({ pattern }) => pattern.test(body))?.what ?? null;
}
