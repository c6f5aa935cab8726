/**
 * Renders a share image to PNG on the server: satori lays the element tree out as SVG with the bundled Inter
 * faces (@fontsource/inter, woff: satori reads no woff2), resvg rasterises it. Both libraries and the fonts are
 * loaded on the first image only, so no other route pays for them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES } from './fonts.ts';
import { IMAGE_SIZE, type Node } from './layout.ts';

/** The font files, read once (they ship in node_modules; nothing is fetched at run time). */
let fonts: Promise<{ name: string; data: Buffer; weight: keyof typeof FONT_FILES; style: 'normal' }[]> | undefined;
const loadFonts = () => {
  const { resolve } = createRequire(import.meta.url);
  fonts ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(resolve(FONT_FILES[weight])),
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
