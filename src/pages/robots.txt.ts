/** robots.txt: everything public may be crawled except the admin and the API; points at the sitemaps (the build's, and the pages by date). */
import type { APIRoute } from 'astro';

export const prerender = true;

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${new URL('sitemap-index.xml', site).href}\nSitemap: ${new URL('sitemap-sorteos.xml', site).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
