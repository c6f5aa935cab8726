/**
 * The Astro integration that writes the service worker after `astro build` (decision 058): bundles
 * src/sw/index.ts with esbuild, then Workbox's `injectManifest` gives it the precache list of the client output
 * (`dist/client`, or `.vercel/output/static` on Vercel) and writes it there as `sw.js`, served at /sw.js.
 * The precache is the shell: hashed CSS and fonts, the hashed scripts of the public pages (the back office's are
 * left out), the icons, the manifest and the prerendered offline page. Throws (failing the build) when either
 * step fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const SOURCE = fileURLToPath(new URL('../src/sw/index.ts', import.meta.url));
/** The shell, relative to the client output directory. */
const PRECACHE = [
  '_astro/*.{css,woff2}',
  '_astro/*.js',
  'icons/*.png',
  'favicon.svg',
  'manifest.webmanifest',
  'sin-conexion/index.html',
];
/** Scripts only the back office loads (its app, and the password checker's dictionaries) are not the public shell. */
const NOT_PRECACHED = ['_astro/Admin*.js', '_astro/password-strength.*.js'];

/** Bundles the service worker source and writes `<clientDir>/sw.js` with its precache list; returns its entry count. */
export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const work = mkdtempSync(join(tmpdir(), 'gana-mas-sw-'));
  try {
    const bundled = join(work, 'sw.js');
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: PRECACHE,
      globIgnores: NOT_PRECACHED,
      // Hashed names change with their content: the name is the revision.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The integration: runs {@link buildServiceWorker} on the client output once the build is done. */
export const serviceWorker = (): AstroIntegration => ({
  name: 'service-worker',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const { count, size } = await buildServiceWorker(fileURLToPath(dir));
      logger.info(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
    },
  },
});
