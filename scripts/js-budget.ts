/**
 * JavaScript size budget, run by `npm run check`: serves the built site (building it first when
 * dist/server/entry.mjs is missing), reads which scripts each measured page loads (island components,
 * renderers and module scripts in its HTML, plus every module they import statically, from dist/client),
 * and compares their gzipped total (KB, gzip level 9) with the page's budget. Exits 1 when a page is over.
 * Budgets sit a few KB above the sizes measured when they were set (see docs/decisions/024), so a change that
 * grows the JavaScript fails the check and has to raise the budget on purpose.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, startServer } from '../bench/http.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

/** Gzipped KB each page may load. */
const BUDGETS_KB: Record<string, number> = {
  '/': 140,
  '/leidsa-resultado-loteria-de-hoy': 140,
  '/powerball': 140,
  '/terminos': 118,
};
const CLIENT_DIR = 'dist/client';
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The `/_astro/*.js` URLs a page's HTML loads directly. */
const entryScripts = (html: string): string[] => [
  ...new Set([...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')),
];

/** Gzipped bytes of every module in the static import graph of `entries`, by URL. */
function moduleSizes(entries: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const visit = (url: string) => {
    if (sizes.has(url)) return;
    const code = readFileSync(`${CLIENT_DIR}${url}`);
    sizes.set(url, gzipSync(code, { level: 9 }).length);
    for (const [, relative] of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      if (relative) visit(`/_astro/${relative.slice(2)}`);
    }
  };
  entries.forEach(visit);
  return sizes;
}

if (!existsSync('dist/server/entry.mjs')) {
  console.error('[js-budget] running `astro build`…');
  const built = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const server = await startServer({ port: await freePort(4499), dataDir: './.data/js-budget' });
let over = 0;
try {
  for (const [path, budget] of Object.entries(BUDGETS_KB)) {
    const html = await (await fetch(server.origin + path)).text();
    const sizes = moduleSizes(entryScripts(html));
    const kb = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    const ok = kb <= budget;
    if (!ok) over += 1;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${path}: ${kb.toFixed(1)} KB gzipped in ${sizes.size} modules (budget ${budget} KB)`,
    );
  }
} finally {
  await server.stop();
}
process.exit(over > 0 ? 1 : 0);
