/**
 * What each kind of request costs on the Vercel stand-in (decision 091), requests sent one at a time so the function
 * host's process-wide CPU time is one request's: the cold starts, page miss and hit, the API reads open tabs poll,
 * share images, the checker (API and `/verificar`) and a cron run storing a draw. Per kind: the client's wall ms,
 * the function invocations with their CPU ms, wall ms, RSS and heap, and the database round trips and connections the
 * Neon proxy saw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, median, table } from './stats.ts';
import type { Invocation, VercelSite } from './vercel-site.ts';

/** One request's measure. */
interface Measured {
  status: number;
  cache: string;
  body: string;
  clientMs: number;
  invocations: Invocation[];
  roundTrips: number;
  opened: number;
}

/** One kind's row: its requests and what they cost together. */
export interface KindCost {
  kind: string;
  requests: Measured[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long (ms) after an answer its background work (waitUntil, a revalidation) is still counted. */
const SETTLE_MS = 150;

/** GETs `path` alone and reads what it cost. @throws Error on an answer of status 400 or more. */
async function measure(site: VercelSite, path: string, headers: Record<string, string> = {}): Promise<Measured> {
  const before = site.db();
  const seen = site.invocations.length;
  const began = performance.now();
  const response = await fetch(site.origin + path, { headers, redirect: 'manual' });
  const body = await response.text();
  const clientMs = performance.now() - began;
  await sleep(SETTLE_MS);
  const after = site.db();
  if (response.status >= 400) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return {
    status: response.status,
    cache: response.headers.get('x-vercel-cache') ?? '-',
    body,
    clientMs,
    invocations: site.invocations.slice(seen),
    roundTrips: after.roundTrips - before.roundTrips,
    opened: after.opened - before.opened,
  };
}

const all = async (site: VercelSite, paths: string[]): Promise<Measured[]> => {
  const measured: Measured[] = [];
  for (const path of paths) measured.push(await measure(site, path));
  return measured;
};

/** The pages of the build's static sitemap (home, games, operators, text pages), as paths. */
export function sitemapPaths(output: string): string[] {
  const xml = readFileSync(join(output, 'static', 'sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

/** The API route a page's live regions poll (src/islands/live-updates.ts), read off its `data-live-*` attributes. */
export function liveApiPaths(html: string): string[] {
  return [...html.matchAll(/<div data-live="[^"]*"([^>]*)>/g)].map(([, attributes = '']) => {
    const attribute = (name: string) => new RegExp(`data-live-${name}="([^"]+)"`).exec(attributes)?.[1];
    const game = attribute('game');
    const operator = attribute('operator');
    if (game) return `/api/lottery/games/${game}/history?limit=${attribute('limit') ?? 1}`;
    return operator ? `/api/lottery/operators/${operator}` : '/api/lottery/home';
  });
}

/** The share image path of a page (`og:image`), unless it is the default image. */
export const ogImagePath = (html: string): string | undefined => {
  const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!content?.includes('/og/')) return undefined;
  const url = new URL(content.replaceAll('&amp;', '&'));
  return url.pathname + url.search;
};

/** What the peak replay reads: the hot pages, their API routes, share images and the checker's two paths. */
export interface SitePaths {
  pages: string[];
  apis: string[];
  images: string[];
  checker: string[];
  /** The statistics pages: the replay warms all but a few, its long-tail misses. */
  tail: string[];
}

/** Kinds measured one request at a time, and the paths the replay uses. @throws Error on an unexpected answer. */
export async function measureKinds(site: VercelSite, sample = 6): Promise<{ kinds: KindCost[]; paths: SitePaths }> {
  const kinds: KindCost[] = [];
  const kind = (name: string, requests: Measured[]) => kinds.push({ kind: name, requests });
  kind('cold start: first page (`/`)', [await measure(site, '/')]);
  kind('cold start: first API read', [await measure(site, '/api/lottery/home')]);
  const sitemap = sitemapPaths(site.output).filter((path) => path !== '/');
  const pages = sitemap.filter((path) => !path.endsWith('/estadisticas'));
  const tail = sitemap.filter((path) => path.endsWith('/estadisticas'));
  const misses = await all(site, pages.slice(0, sample));
  kind('page miss (game, operator page)', misses);
  kind('page hit (CDN)', await all(site, pages.slice(0, sample)));
  const apis = [...new Set(misses.flatMap((m) => liveApiPaths(m.body)))].filter((p) => p !== '/api/lottery/home');
  kind('API read, miss (`/api/lottery/…`)', await all(site, apis.slice(0, sample)));
  kind('API read, hit (CDN)', await all(site, apis.slice(0, sample)));
  const images = misses.map((m) => ogImagePath(m.body)).filter((p): p is string => Boolean(p));
  kind('share image (`/og/…png?v=`)', await all(site, images.slice(0, sample)));
  const check = '/api/lottery/games/quiniela-leidsa/check?numbers=12';
  const checks = await all(
    site,
    Array.from({ length: sample }, () => check),
  );
  kind('checker API (`…/check`)', checks);
  const { draw } = JSON.parse(checks[0]?.body ?? '{}') as { draw?: { date?: string } };
  const form = `/verificar?game=quiniela-leidsa&date=${draw?.date ?? ''}&numbers=12`;
  kind(
    'checker page (`/verificar?…`)',
    await all(
      site,
      Array.from({ length: sample }, () => form),
    ),
  );
  await site.nextDraws(1);
  kind('cron run storing draws', [
    await measure(site, '/api/cron/scrape', { authorization: `Bearer ${site.cronSecret}` }),
  ]);
  return { kinds, paths: { pages, apis, images, checker: [check, form], tail } };
}

/** The CDN states (`x-vercel-cache`) a kind's requests got, e.g. `MISS` or `HIT`. */
const cacheStates = (requests: Measured[]) => [...new Set(requests.map((r) => r.cache))].join('/');

/** The Markdown table of `kinds`: medians per request, maxima of memory, totals of round trips and connections. */
export function kindsTable(kinds: KindCost[]): string {
  return table(
    [
      'request kind',
      'n',
      'CDN',
      'wall ms (client, p50)',
      'fn invocations / req',
      'fn CPU ms (p50)',
      'fn wall ms (p50)',
      'fn RSS MB (max)',
      'fn heap MB (max)',
      'DB round trips / req',
      'DB conns opened',
    ],
    kinds.map(({ kind, requests }) => {
      const invocations = requests.flatMap((r) => r.invocations);
      const of = (pick: (i: Invocation) => number) => (invocations.length ? invocations.map(pick) : null);
      const cpu = of((i) => i.cpuMs);
      const wall = of((i) => i.wallMs);
      const rss = of((i) => i.rssMb);
      const heap = of((i) => i.heapMb);
      return [
        kind,
        String(requests.length),
        cacheStates(requests),
        fmt(median(requests.map((r) => r.clientMs))),
        fmt(invocations.length / requests.length, 2),
        cpu ? fmt(median(cpu)) : '-',
        wall ? fmt(median(wall)) : '-',
        rss ? fmt(Math.max(...rss), 0) : '-',
        heap ? fmt(Math.max(...heap), 0) : '-',
        fmt(requests.reduce((sum, r) => sum + r.roundTrips, 0) / requests.length, 1),
        String(requests.reduce((sum, r) => sum + r.opened, 0)),
      ];
    }),
  );
}
