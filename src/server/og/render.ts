/**
 * Renders a share image to PNG on the server: satori lays the element tree out as SVG with the bundled Inter
 * faces (@fontsource/inter, woff: satori reads no woff2), resvg rasterises it. Both libraries and the fonts are
 * loaded on the first image only, so no other route pays for them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { IMAGE_SIZE, type Node } from './layout.ts';

const require = createRequire(import.meta.url);
/**
 * The Inter faces by weight, resolved with literal paths so that a function bundler's file tracing (Vercel's nft)
 * ships exactly these three files.
 */
const FONT_FILES = {
  400: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  800: require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
} as const;

/** The font files, read once (they ship in node_modules; nothing is fetched at run time). */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[]> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(FONT_FILES[weight]),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
};

/** `image` (1200 x 630) as PNG bytes. */
export async function renderPng(image: Node): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(image as unknown as Parameters<typeof satori>[0], {
    ...IMAGE_SIZE,
    fonts: await loadFonts(),
  });
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: IMAGE_SIZE.width } }).render().asPng());
}
