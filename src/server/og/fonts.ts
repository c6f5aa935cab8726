/**
 * The Inter faces the share images are drawn with, by weight, as package paths (@fontsource/inter, woff: satori
 * reads no woff2). `astro.config.mjs` ships these files with the Vercel function (file tracing cannot follow a
 * resolved path); src/server/og/render.ts reads them.
 */
export const FONT_FILES = {
  400: '@fontsource/inter/files/inter-latin-400-normal.woff',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff',
  800: '@fontsource/inter/files/inter-latin-800-normal.woff',
} as const;
