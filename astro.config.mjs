// @ts-check
/**
 * Astro configuration. Adapter by environment: @astrojs/vercel (ISR, CDN route cache) when VERCEL=1,
 * @astrojs/node standalone (in-memory route cache) otherwise.
 */
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import { cacheVercel } from '@astrojs/vercel/cache';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, memoryCache } from 'astro/config';
import { readdirSync } from 'node:fs';
import { catalogueRoutes } from './src/lib/catalogue/index.ts';

const onVercel = process.env.VERCEL === '1';
const site = process.env.SITE_URL ?? 'http://localhost:4321';
/** Files read at run time (migrations, snapshot): Vercel functions must ship them. */
const filesIn = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`);

export default defineConfig({
  site,
  output: 'server',
  adapter: onVercel
    ? vercel({
        isr: { bypassToken: process.env.ISR_BYPASS_TOKEN, exclude: [/^\/api\/.*/] },
        includeFiles: [...filesIn('db/migrations'), ...filesIn('cron/snapshot')],
      })
    : node({ mode: 'standalone' }),
  cache: { provider: onVercel ? cacheVercel() : memoryCache() },
  // Pages are rendered on demand, so the sitemap lists them from the catalogue.
  integrations: [react(), sitemap({ customPages: ['/', ...catalogueRoutes()].map((route) => new URL(route, site).href) })],
  vite: { plugins: [tailwindcss()] },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
});
