/**
 * The XML of the sitemaps of the pages by date (sitemaps.org protocol 0.9): a sitemap index and url sets. The
 * protocol caps a file at 50,000 URLs: each url set holds one URL per day (a game's draw dates, or the days
 * with draws), so no file comes near it.
 */

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const document = (root: string, child: string, urls: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">\n${urls
    .map((url) => `<${child}><loc>${escapeXml(url)}</loc></${child}>\n`)
    .join('')}</${root}>\n`;

/** A `<sitemapindex>` of the sitemap files at the absolute `urls`. */
export const sitemapIndexXml = (urls: readonly string[]): string => document('sitemapindex', 'sitemap', urls);

/** A `<urlset>` of the pages at the absolute `urls`. */
export const urlSetXml = (urls: readonly string[]): string => document('urlset', 'url', urls);
