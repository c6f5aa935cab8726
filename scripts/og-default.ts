/**
 * Renders the site's default share image, `public/og-default.png` (1200 x 630), with the code that draws the
 * per-draw images (src/server/og), for the pages without an image of their own. Run after changing the drawing:
 * `SITE_URL=https://ganamas.com.do node scripts/og-default.ts` (the footer names the site's host), then commit the PNG.
 */
import { writeFile } from 'node:fs/promises';
import { parseEnv } from '../src/env.ts';
import { defaultImage } from '../src/server/og/layout.ts';
import { renderPng } from '../src/server/og/render.ts';

const host = new URL(parseEnv(process.env).SITE_URL).host;
await writeFile(new URL('../public/og-default.png', import.meta.url), await renderPng(defaultImage(host)));
console.log(`public/og-default.png (${host})`);
