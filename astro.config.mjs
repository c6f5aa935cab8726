// @ts-check
/**
 * Astro configuration. Adapter by environment: @astrojs/vercel (ISR, CDN route cache) when VERCEL=1,
 * @astrojs/node standalone (the page cache of src/server/page-cache.ts) otherwise; scripts/start.ts serves its handler.
 * The environment is parsed once here for the build (src/env.ts): a bad or missing value fails the build.
 */
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOME_ORDERS } from './src/lib/home-order.ts';
import { catalogueRoutes, GAMES } from './src/lib/catalogue/index.ts';
import { hasStats, statsPath } from './src/lib/stats.ts';
import { parseEnv } from './src/env.ts';
import { markBuilding } from './src/server/build-guard.ts';
import { FONT_FILES } from './src/server/og/fonts.ts';
import { CSP_DIRECTIVES, SCRIPT_SOURCES, STYLE_SOURCES, THEME_SCRIPT_HASH } from './src/server/security-headers.ts';
import { serviceWorker } from './scripts/build-service-worker.ts';
import { precompressedAssets } from './scripts/precompressed-assets.ts';

const config = parseEnv(process.env);
/** A cron call runs every due scraper (14 sources x 20 s fetch timeout at worst): seconds a function may run. */
const FUNCTION_MAX_DURATION_S = 300;
/** Safety net behind tag invalidation: a cached page is regenerated at the latest after this many seconds. */
const ISR_EXPIRATION_S = 3600;
/** Every file under `dir`, recursively (paths from the project root). */
const filesIn = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`);

export default defineConfig({
  site: config.SITE_URL,
  output: 'server',
  adapter: config.VERCEL
    ? vercel({
        maxDuration: FUNCTION_MAX_DURATION_S,
        // /buscar, /resultados and the statistics pages (`?dias=`, `?numero=`) answer by their query string, which
        // ISR would not key on, and /resultados/hoy and /ayer redirect by the clock: they always run. So do the share
        // images: their `?v=` is their version (decision 057); the CDN keeps each versioned URL through the route cache.
        // '¿Gané?' holds the visitor's ticket and the back office its session: never stored (decision 065).
        isr: {
          bypassToken: config.ISR_BYPASS_TOKEN,
          expiration: ISR_EXPIRATION_S,
          exclude: [
            /^\/api\/.*/,
            /^\/admin(\/.*)?$/,
            /^\/verificar$/,
            /^\/buscar$/,
            /^\/resultados(\/hoy|\/ayer)?$/,
            /^\/og\//,
            /^\/[^/]+\/estadisticas$/,
          ],
        },
        // The share images' fonts, read from a resolved path (decision 057). Migrations and the snapshot are not
        // shipped: `npm run db:migrate` and `npm run db:import` run as the deploy step (decision 065).
        includeFiles: Object.values(FONT_FILES).map((file) => `node_modules/${file}`),
        // PGlite is imported only for `pglite:` and `memory://` URLs, which Vercel refuses (src/env.ts): not shipped.
        excludeFiles: filesIn('node_modules/@electric-sql'),
        // Prerendered pages get their CSP as a header (frame-ancestors cannot live in a <meta>), decision 043.
        staticHeaders: true,
      })
    : node({ mode: 'standalone', staticHeaders: true }),
  // The local cache stores compressed answers, renders each key once and keys on the query parameters an answer
  // declares it reads (decision 063).
  cache: {
    provider: config.VERCEL
      ? { name: 'vercel', entrypoint: new URL('./src/server/vercel-cache-provider.ts', import.meta.url) }
      : { name: 'page-cache', entrypoint: new URL('./src/server/page-cache-provider.ts', import.meta.url) },
  },
  // Public values islands may read (`astro:env/client`), inlined at build time from the parsed environment.
  env: {
    schema: {
      SITE_URL: envField.string({ context: 'client', access: 'public', default: config.SITE_URL }),
      CONTACT_EMAIL: envField.string({ context: 'client', access: 'public', default: config.CONTACT_EMAIL }),
      WHATSAPP_PHONE: envField.string({ context: 'client', access: 'public', default: config.WHATSAPP_PHONE }),
    },
  },
  // Catalogue pages are rendered on demand, so the sitemap lists them from the catalogue.
  integrations: [
    react(),
    // The build never opens the database (decision 065): prerendering a page that reads it fails.
    {
      name: 'no-database-at-build',
      hooks: {
        'astro:build:start': () => markBuilding(true),
        'astro:build:done': () => markBuilding(false),
      },
    },
    // `client:intent` (decision 033): islands whose React loads when a visitor reaches for them.
    {
      name: 'client-intent',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'intent',
            entrypoint: fileURLToPath(new URL('./src/islands/intent-directive.ts', import.meta.url)),
          }),
      },
    },
    sitemap({
      customPages: ['/', ...catalogueRoutes(), ...GAMES.filter(hasStats).map(statsPath)].map(
        (route) => new URL(route, config.SITE_URL).href,
      ),
      // The home in another order has the home as its canonical (decision 051): not listed.
      // The offline page (decision 058) is for the service worker only.
      filter: (page) =>
        !HOME_ORDERS.some(({ path }) => path !== '/' && new URL(page).pathname.replace(/\/$/, '') === path) &&
        !new URL(page).pathname.startsWith('/sin-conexion'),
      // Prerendered pages come as `/contacto/`; every canonical link of the site has no trailing slash.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
    // The service worker /sw.js, written into the client output after the build (decision 058).
    serviceWorker(),
    // `npm start` serves hashed assets compressed once, at build (decision 063); on Vercel the CDN compresses.
    ...(config.VERCEL ? [] : [precompressedAssets()]),
  ],
  // No page uses astro:assets: without the passthrough service the server bundle would carry sharp (19 MB).
  image: { service: passthroughImageService() },
  vite: { plugins: [tailwindcss()] },
  // Origin checks: hono/csrf answers JSON for /api, src/middleware.ts refuses cross-site writes to pages.
  // CSP: Astro hashes its own inline scripts and styles; the other directives come from security-headers.ts.
  security: {
    checkOrigin: false,
    csp: {
      directives: [...CSP_DIRECTIVES],
      // The inline theme script of Head.astro is allowed by its hash (decision 060).
      scriptDirective: { resources: SCRIPT_SOURCES, hashes: [THEME_SCRIPT_HASH] },
      styleDirective: { resources: [...STYLE_SOURCES] },
    },
  },
  server: { port: config.PORT, host: config.HOST },
});
