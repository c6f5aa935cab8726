/**
 * `node scripts/make-icons.ts`: renders the app icons of the web manifest from the site's ball mark
 * (public/favicon.svg, the logo's image) with resvg, into public/icons/ (committed; run again when the mark
 * changes): `icon-192.png` and `icon-512.png` (the mark on a transparent ground, purpose `any`) and
 * `icon-maskable-512.png` (the mark inside the central safe zone of a full-bleed brand-blue square, purpose
 * `maskable`: launchers may crop it to any shape), and `badge-96.png`, the notification badge (a white silhouette
 * of the ball and its cross: Android keeps only the alpha channel).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

/** The brand blue of the mark, the manifest's theme colour. */
const BRAND_BLUE = '#002d62';
/** Share of a maskable icon's side the mark takes: within the 80 % circle launchers keep. */
const MASKABLE_MARK = 0.6;

const mark = readFileSync('public/favicon.svg', 'utf8');

/** The favicon's drawing (its children) nested at `x,y` with side `side` in a `size` square on `ground`. */
function composed(size: number, side: number, ground: string | null): string {
  const inner = mark.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (size - side) / 2;
  const background = ground ? `<rect width="${size}" height="${size}" fill="${ground}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${background}<svg x="${offset}" y="${offset}" width="${side}" height="${side}" viewBox="0 0 64 64">${inner}</svg></svg>`
  );
}

const render = (svg: string, file: string) => {
  writeFileSync(`public/icons/${file}`, new Resvg(svg).render().asPng());
  console.log(`public/icons/${file}`);
};

render(composed(192, 192, null), 'icon-192.png');
render(composed(512, 512, null), 'icon-512.png');
render(composed(512, 512 * MASKABLE_MARK, BRAND_BLUE), 'icon-maskable-512.png');
render(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 64 64"><defs><mask id="m">' +
    '<rect width="64" height="64" fill="#fff"/><rect x="28" width="8" height="64"/><rect y="28" width="64" height="8"/>' +
    '</mask></defs><circle cx="32" cy="32" r="30" fill="#fff" mask="url(#m)"/></svg>',
  'badge-96.png',
);
