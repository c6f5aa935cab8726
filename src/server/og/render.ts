/**
 * Renders a share image to PNG on the server: satori lays the element tree out as SVG with the bundled Inter
 * faces (@fontsource/inter, woff: satori reads no woff2), resvg rasterises it. Both libraries and the fonts are
 * loaded on the first image only, so no other route pays for them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { IMAGE_SIZE, type Node } from './layout.ts';

const WEIGHTS = [400, 700, 800] as const;

/** The font files, read once (they ship in node_modules; nothing is fetched at run time). */
let fonts: Promise<{ name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' }[]> | undefined;
const loadFonts = () => {
  const resolve = createRequire(import.meta.url).resolve;
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      data: await readFile(resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
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
